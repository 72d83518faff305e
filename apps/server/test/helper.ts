import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { ReportExport } from '@cakemix/core';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeEach, expect, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, fromPglite, newPglite, openPglite, openPostgres } from '../src/db/client.ts';
import { users, websites } from '../src/db/schema.ts';
import { systemClock } from '../src/lib/clock.ts';
import { DEFAULT_LIMITS, type Limits } from '../src/lib/limits.ts';
import type { Mailer, MailMessage } from '../src/lib/mailer.ts';
import type { HandleChecker } from '../src/modules/properties/handle-checker.ts';
import type { PdfRender } from '../src/modules/reports/export-worker.ts';
import { type Background, startBackground } from '../src/runtime.ts';
import { isEngineIndependent } from './engine-independent.ts';
import { onServer } from './postgres-server.ts';

/** A file listed as opening no database of the run's engine must not open one (see engine-independent.ts). */
function refuseInEngineIndependentFile() {
  // Benchmarks open databases through these helpers too, outside any test file.
  if (!process.env.VITEST) return;
  const file = expect.getState().testPath ?? '';
  if (isEngineIndependent(file))
    throw new Error(
      `${file} opens a test database: take it off the list in test/engine-independent.ts, or CI's PostgreSQL pass skips it`,
    );
}

/**
 * A test database that can be opened again after it was closed, as a restarted server opens its own:
 * PGlite in a temporary folder (empty), or a database on the PostgreSQL server named by TEST_DATABASE_URL,
 * empty or a copy of `template`. `drop` removes it.
 */
export async function reopenableTestDatabase(options: { template?: string } = {}): Promise<{
  open(): Database;
  url?: string;
  drop(): Promise<void>;
}> {
  refuseInEngineIndependentFile();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-db-'));
    return { open: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `cakemix_test_${randomBytes(6).toString('hex')}`;
  const copied = options.template ? ` template ${options.template}` : '';
  await onServer(serverUrl, `create database ${name}${copied}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    open: () => openPostgres(url.toString()),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * One migrated database per test file, copied from the run's template (test/global-setup.ts): PGlite in
 * memory by default, or a database on the PostgreSQL server named by TEST_DATABASE_URL (created here,
 * dropped after the file). Data is wiped between tests.
 */
export async function openTestDatabase(): Promise<Database> {
  refuseInEngineIndependentFile();
  const template = inject('databaseTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!template.pgliteDump) throw new Error('no PGlite template: is test/global-setup.ts configured?');
    const dump = new Blob([readFileSync(template.pgliteDump)]);
    return fromPglite(newPglite({ loadDataDir: dump }));
  }
  if (!template.postgresTemplate)
    throw new Error('no PostgreSQL template: is test/global-setup.ts configured?');
  const place = await reopenableTestDatabase({ template: template.postgresTemplate });
  const database = place.open();
  return {
    ...database,
    async close() {
      await database.close();
      await place.drop();
    },
  };
}

/** Reference data that migrations seed for every install; tests read it and never change it. */
const MIGRATION_SEEDED_TABLES = ['benefit_categories', 'benefits'];

/**
 * Empties every application table but the migration-seeded catalogue (the migrations' bookkeeping lives
 * in the `drizzle` schema).
 */
export async function resetDatabase(database: Database, background?: Background) {
  await background?.queue.clearStorage();
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

/** A log destination that keeps every line the app writes, for a test to read. */
export function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
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

/**
 * Every rate limit far above what any test makes, so tests measure what they mean to; a test of a limit
 * sets that one (options.limits).
 */
export const GENEROUS_LIMITS: Limits = Object.fromEntries(
  Object.keys(DEFAULT_LIMITS).map((name) => [name, { max: 100_000, windowSeconds: 60 }]),
) as Limits;

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  /** The job queue and this process's export worker. */
  background: Background;
  mailer: ReturnType<typeof capturingMailer>;
  clock: ReturnType<typeof manualClock>;
}

export interface TestAppOptions
  extends Partial<Omit<AppDeps, 'config' | 'database' | 'queue' | 'exportWorker' | 'rateCardWorker'>> {
  config?: Partial<Config>;
  /** A database of the test's own (migrated here); by default a fresh one, dropped on close. */
  database?: Database;
  /** Renders PDFs in place of the pool of worker threads. */
  renderPdf?: PdfRender;
}

/**
 * An app as `npm start` runs it, on a fresh database: the job queue with an export worker (render threads
 * start on first use), and the API. `close` stops all three.
 */
export async function startTestApp(options: TestAppOptions = {}) {
  const { config: overrides, renderPdf, database: given, ...deps } = options;
  const config = testConfig(overrides);
  if (given) await given.migrate();
  const database = given ?? (await openTestDatabase());
  const clock = deps.clock ?? systemClock;
  const background = await startBackground({
    config,
    database,
    clock,
    log: pino({ level: 'silent' }),
    render: renderPdf,
    ...(deps.mailer ? { mailer: deps.mailer } : {}),
  });
  const app = await buildApp({
    logger: false,
    responses: 'checked',
    ...deps,
    config,
    database,
    queue: background.queue,
    exportWorker: background.exportWorker,
    rateCardWorker: background.rateCardWorker,
  });
  return {
    app,
    database,
    background,
    async close() {
      await app.close();
      // Jobs running now (a revaluation woken by the test's last request) finish before the database closes,
      // or their last writes would meet a closed pool; an idle queue stops at once.
      await background.stop(5);
      await database.close();
    },
  };
}

/**
 * Sets up a file's app and database (once) and wipes the data before each test. Returns a getter: the
 * context exists only once `beforeAll`-style setup has run.
 */
export function setupTestApp(
  options: {
    /** The limits a test sets; every other is generous. */
    limits?: Partial<Limits>;
    handleChecker?: HandleChecker;
    renderPdf?: PdfRender;
    config?: Partial<Config>;
  } = {},
) {
  let context: TestContext | undefined;
  let close: () => Promise<void> = async () => undefined;
  const ready = (async () => {
    const mailer = capturingMailer();
    const clock = manualClock();
    const started = await startTestApp({
      config: options.config,
      mailer,
      clock,
      limits: { ...GENEROUS_LIMITS, ...options.limits },
      handleChecker: options.handleChecker,
      renderPdf: options.renderPdf,
    });
    close = started.close;
    context = { app: started.app, database: started.database, background: started.background, mailer, clock };
    return context;
  })();
  beforeEach(async () => {
    const ctx = await ready;
    await resetDatabase(ctx.database, ctx.background);
    ctx.mailer.sent.length = 0;
  });
  afterAll(async () => {
    await ready;
    await close();
  });
  return () => {
    if (!context) throw new Error('test app not ready');
    return context;
  };
}

export const TEST_PASSWORD = 'correct horse 1';

/**
 * The seeded users' password hash: argon2id as the app stores it, but at fixture strength (1 MiB, one pass).
 * argon2 reads the parameters from the hash, so sign-in verifies it with the app's own code in 1.5 ms instead
 * of the 60 ms of the production parameters, and the suite signs in hundreds of times. Hashes the app makes
 * (a new or reset password, the CLI, the demo seed) keep the production parameters (lib/secrets.ts).
 */
let passwordHash: Promise<string> | undefined;

/** Two websites (1 and 2) with users of each role; returns their e-mails. */
export async function seedUsers(database: Database) {
  passwordHash ??= argon2.hash(TEST_PASSWORD, {
    type: argon2.argon2id,
    memoryCost: 1024,
    timeCost: 1,
    parallelism: 1,
  });
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

/**
 * Runs both sign-in steps and returns the bearer token; `headers` go with both (e.g. the sign-in page's
 * Accept-Language).
 */
export async function signIn(
  app: FastifyInstance,
  mailer: ReturnType<typeof capturingMailer>,
  email: string,
  headers: Record<string, string> = {},
) {
  const login = await app.inject({
    method: 'POST',
    url: `${API}/login`,
    headers,
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

/** Step one of sign-in from a client address: a guess, or the right password. */
export function loginFrom(app: FastifyInstance, remoteAddress: string, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/login`,
    payload: { email, password, grant_type: 'password', ...OAUTH },
    remoteAddress,
  });
}

/** Step two of sign-in from a client address. */
export function verifyFrom(app: FastifyInstance, remoteAddress: string, challenge: string, code: string) {
  return app.inject({
    method: 'POST',
    url: `${API}/login/verify`,
    payload: { challenge, code },
    remoteAddress,
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A JSON client of the API for one test file: `call` as the holder of a token, in a language; `tokens`
 * seeds the users of `seedUsers` and signs in the admin, analyst and viewer of website 1 and the admin of
 * website 2.
 */
export function apiClient(ctx: () => TestContext) {
  const call = (method: Method, url: string, token: string, payload?: unknown, lang = 'en') =>
    ctx().app.inject({
      method,
      url: `${API}${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,

    /** Polls a PDF export until it is done or failed (a worker thread renders it), in a language. */
    async settledExport(token: string, id: number, lang = 'en'): Promise<ReportExport> {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const job = (
          await call('GET', `/report-exports/${id}`, token, undefined, lang)
        ).json() as ReportExport;
        if (job.status === 'done' || job.status === 'failed') return job;
        if (Date.now() > deadline) throw new Error(`export ${id} is still ${job.status}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
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
