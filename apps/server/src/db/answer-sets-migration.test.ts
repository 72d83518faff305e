import { rmSync } from 'node:fs';
import { type PropertyData, propertyInputSchema } from '@cakemix/core';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { seedUsers } from '../../test/helper.ts';
import { migrationsBefore, seedOldWebsites } from '../../test/migrations.ts';
import { fullProperty } from '../../test/property-fixtures.ts';
import { fromRecord, toRecord } from '../modules/properties/record.ts';
import { createPropertiesRepository } from '../modules/properties/repository.ts';
import { type Database, fromPglite, newPglite } from './client.ts';
import { brandProfiles } from './schema.ts';

/** The migration that reads [] as "never answered" (method 1.1, decision 017). */
const MIGRATION = '0010_unanswered_answer_sets';

/** A property as method 1.0 stored it: the three answer sets, never answered, as []. */
function oldShaped(
  name: string,
  status: 'draft' | 'complete',
  answered: Partial<PropertyData['general']> = {},
) {
  const data = fullProperty();
  return {
    ...data,
    status,
    general: {
      ...data.general,
      name,
      exclusivity: [],
      sponsor_benefits: [],
      events_per_season: null,
      ...answered,
    },
    management: { ...data.management, information_sources: [] },
  } satisfies PropertyData;
}

type AnswerSets = {
  exclusivity: unknown;
  sponsor_benefits: unknown;
  information_sources: unknown;
};

async function storedAnswerSets(database: Database): Promise<Record<string, AnswerSets>> {
  const result = await database.db.execute(sql`
    select name, data #> '{general,exclusivity}' as exclusivity,
      data #> '{general,sponsor_benefits}' as sponsor_benefits,
      data #> '{management,information_sources}' as information_sources
    from properties order by id`);
  const rows = (result as unknown as { rows: (AnswerSets & { name: string })[] }).rows;
  return Object.fromEntries(rows.map(({ name, ...sets }) => [name, sets]));
}

describe(`migration ${MIGRATION}`, () => {
  const before = migrationsBefore(MIGRATION);
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('turns the [] of never-answered answer sets into null in every property, drafts too; profiles untouched', async () => {
    const client = newPglite();
    const database = fromPglite(client);
    try {
      await migrate(drizzle(client), { migrationsFolder: before });
      await seedOldWebsites(database);
      await database.executeSql(
        `insert into users (website_id, email, name, password_hash, role) values (1, 'a@a.test', 'A', 'x', 'admin')`,
      );
      // Today's repository also writes a column a later migration adds: present for these writes only.
      await database.executeSql('alter table properties add column impressions bigint');
      const repo = createPropertiesRepository(database.db);
      const now = new Date('2026-11-01T12:00:00Z');
      const store = (property: PropertyData) => repo.create(1, 1, toRecord(property), now);
      const complete = await store(oldShaped('Complete, never answered', 'complete'));
      await store(oldShaped('Draft, never answered', 'draft'));
      await store(
        oldShaped('Answered', 'complete', {
          exclusivity: ['category', 'area'],
          sponsor_benefits: ['networking_events'],
        }),
      );
      const [profile] = await database.db
        .insert(brandProfiles)
        .values({
          websiteId: 1,
          name: 'Brand',
          status: 'draft',
          data: { name: 'Brand', geographic_areas: [] },
        })
        .returning({ id: brandProfiles.id });
      const documentBefore = (await repo.find(1, complete))?.row.data as Record<
        string,
        Record<string, unknown>
      >;
      await database.executeSql('alter table properties drop column impressions');

      await database.migrate();

      expect(await storedAnswerSets(database)).toEqual({
        'Complete, never answered': { exclusivity: null, sponsor_benefits: null, information_sources: null },
        'Draft, never answered': { exclusivity: null, sponsor_benefits: null, information_sources: null },
        Answered: {
          exclusivity: ['category', 'area'],
          sponsor_benefits: ['networking_events'],
          information_sources: null,
        },
      });
      // Only the three answers changed: the rest of the document is as it was.
      const documentAfter = (await repo.find(1, complete))?.row.data as Record<
        string,
        Record<string, unknown>
      >;
      expect(documentAfter).toEqual({
        ...documentBefore,
        general: { ...documentBefore.general, exclusivity: null, sponsor_benefits: null },
        management: { ...documentBefore.management, information_sources: null },
      });
      const profiles = await database.db.select().from(brandProfiles);
      expect(profiles.map((p) => [p.id, p.data])).toEqual([
        [profile?.id, { name: 'Brand', geographic_areas: [] }],
      ]);

      // Read back, the property says "not answered", which the engine scores neutral.
      const stored = await repo.find(1, complete);
      if (!stored) throw new Error('property not found');
      const property = fromRecord(stored.record);
      expect(property.general.exclusivity).toBeNull();
      expect(property.general.sponsor_benefits).toBeNull();
      expect(property.management.information_sources).toBeNull();
    } finally {
      await client.close();
    }
  });

  it('reads both shapes: [] written since ("none of these") stays [], and null reads as unanswered', async () => {
    const client = newPglite();
    const database = fromPglite(client);
    try {
      await database.migrate();
      await seedUsers(database);
      const repo = createPropertiesRepository(database.db);
      const now = new Date('2026-11-01T12:00:00Z');
      const none = oldShaped('None of these', 'complete', { exclusivity: ['none'] });
      const id = await repo.create(1, 1, toRecord(none), now);
      const unanswered = propertyInputSchema.parse({ general: { name: 'Unanswered' } });
      const draftId = await repo.create(1, 1, toRecord(unanswered), now);
      const read = async (propertyId: number) => {
        const stored = await repo.find(1, propertyId);
        if (!stored) throw new Error('property not found');
        return fromRecord(stored.record);
      };
      expect((await read(id)).general).toMatchObject({ exclusivity: ['none'], sponsor_benefits: [] });
      expect((await read(id)).management.information_sources).toEqual([]);
      expect((await read(draftId)).general).toMatchObject({ exclusivity: null, sponsor_benefits: null });
      expect((await read(draftId)).management.information_sources).toBeNull();
      // A document written before the three fields existed at all reads them as unanswered.
      await database.db.execute(
        sql`update properties set data = (data #- '{general,exclusivity}') #- '{management,information_sources}' where id = ${id}`,
      );
      expect((await read(id)).general.exclusivity).toBeNull();
      expect((await read(id)).management.information_sources).toBeNull();
    } finally {
      await client.close();
    }
  });
});
