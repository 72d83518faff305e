import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, ServerProcess } from './server-process.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const DEMO_PASSWORD = 'demo1234';
/** The embedded database, whatever the environment of the test run says. */
const EMBEDDED = { DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn', DEMO_PASSWORD };

/** Runs a script of the server as a person would, with a deadline; returns its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn('node', ['--import', 'tsx', script, ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...EMBEDDED, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // A process that did not refuse would serve (or wait) on: stopped here, it fails the test.
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(deadline);
      resolve({ code, stdout, stderr });
    });
  });
}

const createUser = (dataDir: string) =>
  run(
    'src/cli/admin.ts',
    [
      'create-user',
      ...['--website', '1', '--email', 'ana@club.test', '--name', 'Ana', '--role', 'analyst'],
      ...['--password', 'long password'],
    ],
    { DATA_DIR: dataDir },
  );

describe('the embedded database, opened by one process at a time', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-lock-'));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.stop();
  });

  it('refuses the admin CLI and a second server while a server runs, and writes nothing', async () => {
    running.push(await ServerProcess.start({ ...EMBEDDED, DATA_DIR: dataDir }));

    const cli = await createUser(dataDir);
    expect(cli.code).toBe(1);
    expect(cli.stdout).not.toContain('created');
    expect(cli.stderr).toContain(`admin: The embedded database in ${path.join(dataDir, 'db')} is in use by`);
    expect(cli.stderr).toContain('Stop that process first');

    const second = await run('src/main.ts', [], { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/^The embedded database in .* is in use by process \d+ \(.*src\/main\.ts/);
  }, 180_000);

  it('opens again after the server was killed: the CLI writes, and the next server has what it wrote', async () => {
    await running.pop()?.kill();

    const cli = await createUser(dataDir);
    // Created now, so the refused attempt above wrote nothing (the e-mail would exist already).
    expect(cli.stdout).toContain('ana@club.test (analyst) created on website 1');
    expect(cli.code).toBe(0);

    const server = await ServerProcess.start({ ...EMBEDDED, DATA_DIR: dataDir });
    running.push(server);
    const token = await server.signIn('ana@club.test', 'long password');
    expect(await server.call('GET', '/user?referer=cakemix', token)).toMatchObject({
      email: 'ana@club.test',
    });
  }, 180_000);
});
