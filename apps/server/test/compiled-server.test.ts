import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReportExport } from '@cakemix/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATH, COMPILED, ServerProcess } from './server-process.ts';

// The rest of the suite runs the server from source through tsx; production runs the build (decision 014).
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(SERVER_DIR, 'dist');
const DEMO_PASSWORD = 'demo1234';
/** The embedded database, whatever the environment of the test run says. */
const EMBEDDED = { DATABASE_URL: '', DEMO_PASSWORD, PDF_RENDER_THREADS: '1' };

describe('the compiled server, as npm start runs it', () => {
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
    server = await ServerProcess.start(EMBEDDED, [], SERVER_DIR, COMPILED);
  }, 120_000);
  afterAll(() => server?.stop());

  it('needs no TypeScript at run time: no import of tsx or of a .ts file is left in dist/', () => {
    const bundles = readdirSync(DIST).filter((name) => name.endsWith('.mjs'));
    expect(bundles).toEqual(
      expect.arrayContaining(['main.mjs', 'admin.mjs', 'render-thread.mjs', 'import-thread.mjs']),
    );
    const imported = bundles.flatMap((name) =>
      [...readFileSync(path.join(DIST, name), 'utf8').matchAll(/(?:from|import\()\s*["']([^"']+)["']/g)].map(
        (match) => match[1] as string,
      ),
    );
    expect(imported).toContain('@react-pdf/renderer');
    expect(imported.filter((specifier) => /^tsx(\/|$)|\.tsx?$/.test(specifier))).toEqual([]);
  });

  it('signs in, and renders a PDF export in its render thread', async () => {
    const running = server as ServerProcess;
    const token = await running.signIn('demo@example.com', DEMO_PASSWORD);
    const reports = await running.call<{ data: { id: number; type: string }[] }>(
      'GET',
      '/websites/1/reports',
      token,
    );
    const detailed = reports.data.find((report) => report.type === 'detailed')?.id;
    let job = await running.call<ReportExport>('POST', `/reports/${detailed}/pdf?lang=fr`, token);
    const deadline = Date.now() + 90_000;
    while (job.status !== 'done' && job.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = await running.call<ReportExport>('GET', `/report-exports/${job.id}`, token);
    }
    expect(job).toMatchObject({ status: 'done' });
    const file = await running.request('GET', job.download_url as string, token);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  }, 120_000);

  it('reads an import in its own thread: a demo property exported to the template previews as itself', async () => {
    const running = server as ServerProcess;
    const token = await running.signIn('demo@example.com', DEMO_PASSWORD);
    const { data } = await running.call<{ data: { id: number; name: string; status: string }[] }>(
      'GET',
      '/websites/1/properties?per_page=1&status=complete',
      token,
    );
    const [property] = data;
    if (!property) throw new Error('the demo data has a complete property');
    const exported = await running.request(
      'GET',
      `/websites/1/properties/workbook?ids=${property.id}`,
      token,
    );
    expect(exported.status).toBe(200);
    const preview = await fetch(`${running.base}${API_PATH}/websites/1/properties/import?dry_run=true`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/octet-stream' },
      body: Buffer.from(await exported.arrayBuffer()),
    });
    expect(preview.status, await preview.clone().text()).toBe(200);
    expect(await preview.json()).toEqual({
      properties: [{ row: 2, name: property.name, status: 'complete' }],
      errors: [],
    });
  }, 120_000);

  it('prints the admin CLI usage for --help and exits 0 (npm then prints no "Lifecycle script failed")', () => {
    for (const help of [['--help'], ['-h'], ['help'], ['create-user', '--help']]) {
      const output = execFileSync(process.execPath, ['dist/admin.mjs', ...help], {
        cwd: SERVER_DIR,
        encoding: 'utf8',
      });
      expect(output).toContain('Usage: npm run admin -- <command> [options]');
    }
  });

  it('runs the admin CLI on the data the server left', async () => {
    const running = server as ServerProcess;
    await running.stop();
    const output = execFileSync(
      process.execPath,
      [
        '--enable-source-maps',
        'dist/admin.mjs',
        'create-user',
        ...['--website', '1', '--email', 'ana@club.test', '--name', 'Ana', '--role', 'analyst'],
        ...['--password', 'long password'],
      ],
      { cwd: SERVER_DIR, env: { ...process.env, ...EMBEDDED, DATA_DIR: running.dataDir }, encoding: 'utf8' },
    );
    expect(output).toContain('ana@club.test (analyst) created on website 1');
  }, 60_000);
});
