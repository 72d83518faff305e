import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { users, websites } from '../src/db/schema.ts';
import type { Mailer, MailMessage } from '../src/lib/mailer.ts';
import type { RateLimit } from '../src/lib/rate-limiter.ts';
import { hashPassword } from '../src/lib/secrets.ts';
import type { AuthRateLimits } from '../src/modules/auth/routes.ts';
import type { HandleChecker } from '../src/modules/properties/handle-checker.ts';
import type { PdfRenderer } from '../src/modules/reports/exports.ts';

/**
 * One migrated database per test file: PGlite in memory by default, or a fresh database on the PostgreSQL
 * server named by TEST_DATABASE_URL (created here, dropped after the file). Data is wiped between tests.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = openPglite(null);
    await database.migrate();
    return database;
  }
  const name = `cakemix_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Reference data that migrations seed for every install; tests read it and never change it. */
const MIGRATION_SEEDED_TABLES = ['benefit_categories', 'benefits'];

/**
 * Empties every application table but the migration-seeded catalogue (the migrations' bookkeeping lives
 * in the `drizzle` schema).
 */
export async function resetDatabase(database: Database) {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'
        and tablename not in (${sql.join(
          MIGRATION_SEEDED_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => `"${r.tablename}"`);
  await database.db.execute(sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`));
}

/** A mailer that keeps what it sends, so a test can read the code or the link. */
export function capturingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer & { sent: MailMessage[]; last(to?: string): MailMessage } = {
    sent,
    async send(message) {
      sent.push(message);
    },
    last(to) {
      const found = [...sent].reverse().find((m) => !to || m.to === to);
      if (!found) throw new Error(`no mail${to ? ` to ${to}` : ''}`);
      return found;
    },
  };
  return mailer;
}

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-01T12:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.advanceMinutes = (minutes: number) => clock.advance(minutes * 60_000);
  return clock;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'cakemix-test-')),
    appUrl: 'http://app.test',
    webDistDir: '/nonexistent',
    logLevel: 'silent',
    ...overrides,
  };
}

export const GENEROUS_LIMITS: AuthRateLimits = {
  login: { max: 1000, windowSeconds: 60 },
  loginPerAccount: { max: 1000, windowSeconds: 60 },
  verify: { max: 1000, windowSeconds: 60 },
  resend: { max: 1000, windowSeconds: 60 },
  resetLink: { max: 1000, windowSeconds: 60 },
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  mailer: ReturnType<typeof capturingMailer>;
  clock: ReturnType<typeof manualClock>;
}

/**
 * Sets up a file's app and database (once) and wipes the data before each test. Returns a getter: the
 * context exists only once `beforeAll`-style setup has run.
 */
export function setupTestApp(
  options: {
    authRateLimits?: AuthRateLimits;
    propertyWriteLimit?: RateLimit;
    handleChecker?: HandleChecker;
    renderPdf?: PdfRenderer;
    config?: Partial<Config>;
  } = {},
) {
  let context: TestContext | undefined;
  const ready = (async () => {
    const database = await openTestDatabase();
    const mailer = capturingMailer();
    const clock = manualClock();
    const app = await buildApp({
      config: testConfig(options.config),
      database,
      mailer,
      clock,
      authRateLimits: options.authRateLimits ?? GENEROUS_LIMITS,
      propertyWriteLimit: options.propertyWriteLimit ?? { max: 100_000, windowSeconds: 60 },
      handleChecker: options.handleChecker,
      renderPdf: options.renderPdf,
      logger: false,
    });
    context = { app, database, mailer, clock };
    return context;
  })();
  beforeEach(async () => {
    const ctx = await ready;
    await resetDatabase(ctx.database);
    ctx.mailer.sent.length = 0;
  });
  afterAll(async () => {
    const ctx = await ready;
    await ctx.app.close();
    await ctx.database.close();
  });
  return () => {
    if (!context) throw new Error('test app not ready');
    return context;
  };
}

export const TEST_PASSWORD = 'correct horse 1';

// Hashing is deliberately slow; one hash serves every seeded user of a run.
let passwordHash: Promise<string> | undefined;

/** Two websites (1 and 2) with users of each role; returns their e-mails. */
export async function seedUsers(database: Database) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const hash = await passwordHash;
  await database.db.insert(websites).values([
    { id: 1, name: 'Site A', supportEmail: 'support-a@example.com' },
    { id: 2, name: 'Site B', supportEmail: 'support-b@example.com' },
  ]);
  const rows = [
    { websiteId: 1, email: 'admin@a.test', name: 'Alice Admin', role: 'admin', username: 'alice' },
    { websiteId: 1, email: 'analyst@a.test', name: 'Andy Analyst', role: 'analyst' },
    { websiteId: 1, email: 'viewer@a.test', name: 'Vera Viewer', role: 'viewer' },
    { websiteId: 2, email: 'admin@b.test', name: 'Bob Admin', role: 'admin' },
  ];
  await database.db.insert(users).values(rows.map((r) => ({ ...r, passwordHash: hash })));
  return rows;
}

export const OAUTH = { client_id: 'cakemix-web', client_secret: 'cakemix-web-secret' };
export const API = '/api/v1/cakemix';

export function extractCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code in: ${text}`);
  return match[1];
}

/** Runs both sign-in steps and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  mailer: ReturnType<typeof capturingMailer>,
  email: string,
) {
  const login = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email, password: TEST_PASSWORD, grant_type: 'password', referer: 'cakemix', ...OAUTH },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const code = extractCode(mailer.last(email).text);
  const verify = await app.inject({
    method: 'POST',
    url: `${API}/login/verify`,
    payload: { challenge: login.json().challenge, code },
  });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  return verify.json().token.token as string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A JSON client of the API for one test file: `call` as the holder of a token, in a language; `tokens`
 * seeds the users of `seedUsers` and signs in the admin, analyst and viewer of website 1 and the admin of
 * website 2.
 */
export function apiClient(ctx: () => TestContext) {
  return {
    call(method: Method, url: string, token: string, payload?: unknown, lang = 'en') {
      return ctx().app.inject({
        method,
        url: `${API}${url}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },

    async tokens() {
      await seedUsers(ctx().database);
      const { app, mailer } = ctx();
      return {
        admin: await signIn(app, mailer, 'admin@a.test'),
        analyst: await signIn(app, mailer, 'analyst@a.test'),
        viewer: await signIn(app, mailer, 'viewer@a.test'),
        otherSite: await signIn(app, mailer, 'admin@b.test'),
      };
    },
  };
}
