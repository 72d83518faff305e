import { readdirSync } from 'node:fs';
import type { Report, ReportExport } from '@cakemix/core';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../src/db/client.ts';
import { reopenableTestDatabase } from './helper.ts';
import { ServerProcess } from './server-process.ts';

// Several app instances on one PostgreSQL: only where the suite runs on a PostgreSQL server (CI's second run).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const DEMO = { email: 'demo@example.com', password: 'demo1234' };
/**
 * Short, so a job whose server died is found and retried within half a minute; long enough for a
 * 10-combination comparative to render on a busy CI machine.
 */
const INSTANCE_ENV = { EXPORT_TIMEOUT_SECONDS: '20', PDF_RENDER_THREADS: '1', DEMO_PASSWORD: DEMO.password };

describe.runIf(onPostgres)('several app instances on one PostgreSQL', () => {
  const place = reopenableTestDatabase();
  const running: ServerProcess[] = [];
  const start = async (args: string[] = []) => {
    const url = (await place).url as string;
    const server = await ServerProcess.start({ ...INSTANCE_ENV, DATABASE_URL: url }, args);
    running.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of running) await server.stop();
    await (await place).drop();
  });

  async function demoReports(server: ServerProcess, token: string) {
    const page = await server.call<{ data: { id: number; type: string }[] }>(
      'GET',
      '/websites/1/reports',
      token,
    );
    const id = (type: string) => page.data.find((r) => r.type === type)?.id as number;
    return { detailed: id('detailed'), comparative: id('comparative') };
  }

  async function settled(server: ServerProcess, token: string, id: number): Promise<ReportExport> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const job = await server.call<ReportExport>('GET', `/report-exports/${id}`, token);
      if (job.status === 'done' || job.status === 'failed') return job;
      if (Date.now() > deadline) throw new Error(`export ${id} still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('start together on an empty database and apply each migration once', async () => {
    const [a, b] = await Promise.all([start(['--demo']), start()]);
    expect(a && b).toBeTruthy();
    const client = new pg.Client({ connectionString: (await place).url });
    await client.connect();
    try {
      const applied = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length);
      const queue = await client.query('select count(*)::int as n from pgboss.version');
      expect(queue.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  }, 180_000);

  it('finish an export on one instance when the instance that took the request is stopped at once', async () => {
    const [a, b] = running as [ServerProcess, ServerProcess];
    const token = await a.signIn(DEMO.email, DEMO.password);
    const { detailed } = await demoReports(a, token);
    const job = await a.call<ReportExport>('POST', `/reports/${detailed}/pdf?lang=fr`, token);
    await a.kill();

    const done = await settled(b, token, job.id);
    expect(done).toMatchObject({ id: job.id, status: 'done' });
    const file = await b.request('GET', done.download_url as string, token);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 180_000);

  it('render again, on another instance, an export whose server died while rendering it', async () => {
    for (const server of running) await server.stop();
    const a = await start();
    const token = await a.signIn(DEMO.email, DEMO.password);
    const { comparative } = await demoReports(a, token);
    const report = await a.call<Report>('GET', `/comparative-reports/${comparative}`, token);
    const job = await a.call<ReportExport>('POST', `/comparative-reports/${report.id}/pdf?lang=en`, token);
    // Wait until this instance renders it (nothing else can), then kill it mid-render.
    const deadline = Date.now() + 60_000;
    while ((await a.call<ReportExport>('GET', `/report-exports/${job.id}`, token)).status !== 'running') {
      if (Date.now() > deadline) throw new Error('the export never started');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await a.kill();

    const b = await start();
    const done = await settled(b, token, job.id);
    // Rendered again after the lost attempt: a second try at least (a loaded machine may time one more out).
    expect(done.status).toBe('done');
    expect(done.attempts).toBeGreaterThanOrEqual(2);
  }, 240_000);
});
