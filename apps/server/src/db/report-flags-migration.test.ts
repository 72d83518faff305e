import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsBefore, seedOldWebsites } from '../../test/migrations.ts';
import { fromPglite, newPglite } from './client.ts';

/** The migration that adds the reports list's draft and preliminary flags, read off stored snapshots. */
const MIGRATION = '0011_report_list_flags';

/** A stored report's snapshot with one entry: its property's and profile's status, and its preliminary state. */
function snapshot(entry: { property?: string; profile?: string; preliminary?: boolean | 'absent' }) {
  const uncertainty =
    entry.preliminary === 'absent'
      ? undefined
      : { preliminary: entry.preliminary ? { reasons: ['no_rights_fee'], assumedShare: 0 } : null };
  return {
    methodologyVersion: uncertainty ? '1.1.0' : '1.0.0',
    entries: [
      {
        property: { id: 1, name: 'P', ...(entry.property ? { status: entry.property } : {}), data: {} },
        profile: { id: 1, name: 'B', ...(entry.profile ? { status: entry.profile } : {}), data: {} },
        result: uncertainty ? { uncertainty } : {},
      },
    ],
  };
}

describe(`migration ${MIGRATION}`, () => {
  const before = migrationsBefore(MIGRATION);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('flags reports made from a draft, and preliminary ones; method 1.0 reports are neither', async () => {
    const client = newPglite();
    const database = fromPglite(client);
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await seedOldWebsites(database);
      const stored = {
        'draft property, preliminary': snapshot({
          property: 'draft',
          profile: 'complete',
          preliminary: true,
        }),
        'draft profile': snapshot({ property: 'complete', profile: 'draft', preliminary: false }),
        complete: snapshot({ property: 'complete', profile: 'complete', preliminary: false }),
        'method 1.0': snapshot({ preliminary: 'absent' }),
      };
      for (const [title, data] of Object.entries(stored)) {
        await database.db.execute(sql`
          insert into reports (website_id, type, title, property_name, profile_name, entry_count, ratio,
            methodology_version, snapshot, generated_at, created_at, updated_at)
          values (1, 'detailed', ${title}, 'P', 'B', 1, 1.5, ${data.methodologyVersion},
            ${JSON.stringify(data)}::jsonb, now(), now(), now())`);
      }

      await database.migrate();

      const result = await database.db.execute(
        sql`select title, from_draft, preliminary from reports order by id`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([
        { title: 'draft property, preliminary', from_draft: true, preliminary: true },
        { title: 'draft profile', from_draft: true, preliminary: false },
        { title: 'complete', from_draft: false, preliminary: false },
        { title: 'method 1.0', from_draft: false, preliminary: false },
      ]);
    } finally {
      await client.close();
    }
  });
});
