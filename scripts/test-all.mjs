// `npm test`: every Vitest project (core, server, web), then the browser journeys (Playwright, Chromium),
// each writing a JSON report, then the bundle budget of the web build the journeys made
// (scripts/bundle-budget.mjs); ends with the runners' own counts as "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tally } from './tally.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.ci-out');
const reports = {
  vitest: path.join(out, 'vitest.json'),
  playwright: path.join(out, 'playwright.json'),
};
mkdirSync(out, { recursive: true });
for (const file of Object.values(reports)) rmSync(file, { force: true });

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`(${command} ${args[0]}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return result.status ?? 1;
}

const statuses = [];
statuses.push({
  what: 'Vitest',
  status: run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports.vitest}`,
  ]),
});
const wantsBrowser = !process.argv.includes('--no-browser');
const e2eConfig = path.join(root, 'e2e', 'playwright.config.ts');
if (wantsBrowser && existsSync(e2eConfig)) {
  statuses.push({
    what: 'Playwright',
    status: run('npx', ['playwright', 'test', '-c', e2eConfig], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: reports.playwright,
    }),
  });
  // The journeys' server built apps/web/dist: the JavaScript /login loads eagerly must stay in its budget.
  statuses.push({ what: 'The bundle budget', status: run('npm', ['run', 'budget']) });
} else {
  delete reports.playwright;
}

const total = tally(Object.values(reports));
for (const file of total.missing) console.error(`No report at ${file}: its runner did not finish.`);
// A runner can fail with every test passed (Vitest's unhandled errors, a budget over its limit), which the
// counts alone would hide.
for (const { what, status } of statuses) {
  if (status !== 0) console.error(`${what} exited with status ${status}: see its output above.`);
}
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(
  statuses.some(({ status }) => status !== 0) || total.failed > 0 || total.missing.length > 0 ? 1 : 0,
);
