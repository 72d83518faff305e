import type { AuditEntry } from '@cakemix/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API, apiClient, setupTestApp } from '../../../test/helper.ts';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { createAdminCommands } from '../../cli/admin-commands.ts';
import { asActor } from '../../db/actor.ts';
import { DEMO_PROFILES } from '../../db/demo/profiles.ts';
import { auditLog, brandProfiles, properties, users } from '../../db/schema.ts';
import { isoDay } from '../rate-card/effective.ts';

const ctx = setupTestApp();
const { call, tokens } = apiClient(ctx);

const allEntries = async () => ctx().database.db.select().from(auditLog).orderBy(auditLog.id);

async function createProperty(token: string, name = 'Rink Kings') {
  const data = fullProperty();
  data.general.name = name;
  const created = await call('POST', '/properties', token, data);
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().id as number, data };
}

describe('audit log: written with the write, in its transaction', () => {
  it('records who changed which field of a property, old and new values, named as the form names them', async () => {
    const t = await tokens();
    const { id, data } = await createProperty(t.analyst);
    data.management.rights_fee = 55_000;
    data.general.years_in_operation = (data.general.years_in_operation ?? 0) + 3;
    const saved = await call('PUT', `/properties/${id}`, t.admin, data);
    expect(saved.statusCode, saved.body).toBe(200);

    const history = await call('GET', `/properties/${id}/history`, t.viewer, undefined, 'fr');
    expect(history.statusCode).toBe(200);
    const [update, creation] = history.json().data as AuditEntry[];
    expect(creation).toMatchObject({
      action: 'create',
      actor: { name: 'Andy Analyst' },
      record_name: 'Rink Kings',
    });
    expect(update).toMatchObject({
      action: 'update',
      actor: { name: 'Alice Admin' },
      record_type: 'property',
    });
    const fields = update?.changes.map((c) => c.field).sort();
    expect(fields).toEqual(['asked_price_cents', 'data.general.years_in_operation']);
    expect(update?.changes.find((c) => c.field === 'asked_price_cents')).toMatchObject({ new: 5_500_000 });
  });

  it('a refused write and a failed transaction leave no entry; every write that succeeds has one, by its author', async () => {
    const t = await tokens();
    const refused = await call('PUT', '/properties/999', t.analyst, fullProperty());
    expect(refused.statusCode).toBe(404);
    const invalid = await call('POST', '/brand-profiles', t.analyst, { name: '' });
    expect(invalid.statusCode).toBe(422);
    const analyst = (
      await ctx().database.db.select().from(users).where(eq(users.email, 'analyst@a.test'))
    )[0];
    await expect(
      asActor(ctx().database.db, analyst?.id ?? 0, async (tx) => {
        await tx.insert(brandProfiles).values({ websiteId: 1, name: 'Half written', data: {} });
        // A later statement of the same transaction fails: the profile and its entry both go.
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    // Sign-ins and the members' seeding are not audited writes; nothing above reached the log.
    const before = (await allEntries()).filter((e) => !['member', 'website'].includes(e.recordType));
    expect(before).toEqual([]);

    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    await call('PUT', `/brand-profiles/${profile.id}`, t.analyst, { ...DEMO_PROFILES[0], name: 'Renamed' });
    const { id: propertyId, data } = await createProperty(t.analyst);
    const metric = data.custom_metrics.items[0];
    if (!metric) throw new Error('the fixture has a custom metric');
    const comment = await call('POST', `/properties/${propertyId}/metrics/${metric.id}/comments`, t.analyst, {
      body: 'Checked with the club',
    });
    const report = await call('POST', '/reports', t.analyst, {
      brand_profile_id: profile.id,
      property_id: propertyId,
    });
    expect(report.statusCode, report.body).toBe(201);
    const reportId = report.json().id;
    await call('POST', `/reports/${reportId}/share`, t.analyst);
    await call('DELETE', `/reports/${reportId}/share`, t.analyst);
    await call('POST', '/websites/1/rate-card/entries', t.admin, {
      key: 'cpm.tv',
      value: 50,
      effective_from: isoDay(ctx().clock()),
      note: 'Agency rates',
    });
    await call('DELETE', `/comments/${comment.json().id}`, t.admin);
    await call('DELETE', `/reports/${reportId}`, t.analyst);
    await call('DELETE', `/brand-profiles/${profile.id}`, t.analyst);
    await call('DELETE', `/properties/${propertyId}`, t.analyst);

    const entries = (await allEntries()).filter((e) => !['member', 'website'].includes(e.recordType));
    const summary = entries.map((e) => `${e.recordType} ${e.action} ${e.actorName}`);
    expect(summary).toEqual([
      'brand_profile create Andy Analyst',
      'brand_profile update Andy Analyst',
      // The items are part of the property's creation: one entry.
      'property create Andy Analyst',
      'comment create Andy Analyst',
      'report create Andy Analyst',
      'report update Andy Analyst',
      'report update Andy Analyst',
      'rate_card create Alice Admin',
      'comment delete Alice Admin',
      'report delete Andy Analyst',
      'brand_profile delete Andy Analyst',
      'property delete Andy Analyst',
    ]);
  });
});

describe('audit log: reading it', () => {
  it('filters by person, kind of record, record and days, pages newest first, and keeps to the website', async () => {
    const t = await tokens();
    const first = await createProperty(t.analyst, 'First');
    const second = await createProperty(t.admin, 'Second');
    await call('POST', '/brand-profiles', t.admin, DEMO_PROFILES[0]);
    const read = async (query: string, token = t.admin) => {
      const response = await call('GET', `/websites/1/audit?${query}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: AuditEntry[]; next_before: number | null };
    };
    const analyst = (await read('record_type=property')).data.find((e) => e.record_id === first.id)?.actor
      ?.id;
    expect((await read(`actor_id=${analyst}`)).data.map((e) => e.record_name)).toEqual(['First']);
    expect((await read('record_type=brand_profile')).data).toHaveLength(1);
    expect(
      (await read(`record_type=property&record_id=${second.id}`)).data.map((e) => e.record_name),
    ).toEqual(['Second']);
    // Entries are dated by the database's clock, not the test's.
    const [newest] = (await read('per_page=1')).data;
    const day = newest?.created_at.slice(0, 10) ?? '';
    expect((await read(`from=${day}&to=${day}`)).data.length).toBeGreaterThan(0);
    expect((await read('from=2000-01-01&to=2000-01-02')).data).toEqual([]);

    const page1 = await read('per_page=2');
    expect(page1.data).toHaveLength(2);
    expect(page1.next_before).toBe(page1.data[1]?.id);
    const page2 = await read(`per_page=2&before=${page1.next_before}`);
    expect(page2.data[0]?.id).toBeLessThan(page1.data[1]?.id ?? 0);

    // Website 2's admin sees nothing of website 1, and cannot read a property of it through its history.
    const other = await call('GET', '/websites/2/audit', t.otherSite);
    const seen = (other.json().data as AuditEntry[]).map((e) => `${e.record_type} ${e.record_name}`);
    expect(seen.sort()).toEqual(['member Bob Admin', 'website Site B']);
    expect((await call('GET', `/properties/${first.id}/history`, t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', '/websites/1/audit', t.otherSite)).statusCode).toBe(404);
    expect((await call('GET', '/websites/1/audit/export', t.otherSite)).statusCode).toBe(404);
    const bad = await call('GET', '/websites/1/audit?from=yesterday', t.admin);
    expect(bad.statusCode).toBe(422);
  });

  it('exports CSV in the reader’s language, one line per changed field, formulas defused', async () => {
    const t = await tokens();
    const { id, data } = await createProperty(t.analyst, '=HYPERLINK("x")');
    data.general.years_in_operation = (data.general.years_in_operation ?? 0) + 1;
    await call('PUT', `/properties/${id}`, t.analyst, data);
    const response = await ctx().app.inject({
      method: 'GET',
      url: `${API}/websites/1/audit/export?record_type=property`,
      headers: { authorization: `Bearer ${t.admin}`, 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Date (UTC)","Personne","Type d’élément","Élément","Action","Champ","Avant","Après"',
    );
    const update = lines.find((line) => line.includes('"Modification"'));
    expect(update).toContain(`"Andy Analyst","Propriété","'=HYPERLINK(""x"")","Modification"`);
    expect(update).toContain('Années d');
    expect((await call('GET', '/websites/1/audit/export', t.analyst)).statusCode).toBe(403);
  });

  it('never logs a secret: passwords, codes, share and invitation tokens, or their hashes', async () => {
    const t = await tokens();
    const profile = (await call('POST', '/brand-profiles', t.analyst, DEMO_PROFILES[0])).json();
    const { id: propertyId } = await createProperty(t.analyst);
    const report = (
      await call('POST', '/reports', t.analyst, { brand_profile_id: profile.id, property_id: propertyId })
    ).json();
    const share = (await call('POST', `/reports/${report.id}/share`, t.analyst)).json();
    const invited = await call('POST', '/websites/1/invitations', t.admin, {
      email: 'new@example.com',
      role: 'viewer',
      lang: 'en',
    });
    expect(invited.statusCode).toBe(201);
    const invitationToken =
      /\/invitations\/([\w-]+)/.exec(ctx().mailer.last('new@example.com').text)?.[1] ?? '';
    const password = 'a brand new secret 9';
    await ctx().app.inject({
      method: 'POST',
      url: `${API}/invitations/accept`,
      payload: { token: invitationToken, name: 'New', password, password_confirmation: password },
    });
    await call('PUT', '/me/password', t.viewer, {
      current_password: 'correct horse 1',
      password: 'another secret 42',
      password_confirmation: 'another secret 42',
    });
    const log = JSON.stringify(await allEntries());
    const [reportRow] = await ctx()
      .database.db.execute<{ share_token_hash: string }>(
        sql`select share_token_hash from reports where id = ${report.id}`,
      )
      .then((r) => (r as unknown as { rows: { share_token_hash: string }[] }).rows);
    for (const secret of [
      share.token,
      reportRow?.share_token_hash,
      invitationToken,
      password,
      'another secret 42',
      '$argon2',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain('share_created_at');
    expect(log).toContain('new@example.com');
  });

  it('writes of the command line appear as the command line’s', async () => {
    const t = await tokens();
    await createAdminCommands(ctx().database.db).createUser({
      websiteId: 1,
      email: 'cli@a.test',
      name: 'Cli Person',
      role: 'viewer',
      password: 'long enough 1',
    });
    const page = (await call('GET', '/websites/1/audit?record_type=member', t.admin)).json();
    const created = page.data.find((e: AuditEntry) => e.record_name === 'Cli Person');
    expect(created).toMatchObject({ action: 'create', actor: null });
    expect(JSON.stringify(created.changes)).not.toContain('password');
    const csv = await ctx().app.inject({
      method: 'GET',
      url: `${API}/websites/1/audit/export?record_type=member`,
      headers: { authorization: `Bearer ${t.admin}` },
    });
    expect(csv.body).toContain('"Command line","Member","Cli Person","Created"');
    const [row] = await ctx().database.db.select().from(properties).limit(1);
    expect(row).toBeUndefined();
  });
});
