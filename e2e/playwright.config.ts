import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR, REPO_ROOT } from './support/env.ts';

/**
 * Browser journeys against the real server on a fresh embedded database. The web server command wipes
 * the data directory, builds the web app and starts the API, which seeds the demo accounts; mail goes
 * to DATA_DIR/mail, where the tests read codes and links (support/outbox.ts).
 */
const repoRoot = REPO_ROOT;
const jsonReport = path.resolve(
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(repoRoot, '.ci-out/playwright.json'),
);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results/e2e'),
  // One worker: a 2-core machine, one server, and sign-in rate limits shared by every test.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: [
      `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" "${E2E_DATA_DIR}"`,
      'npm run build -w @cakemix/web',
      'npx tsx apps/server/src/main.ts',
    ].join(' && '),
    cwd: repoRoot,
    url: `${E2E_BASE_URL}/api/v1/cakemix/csrf-cookie`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: new URL(E2E_BASE_URL).port,
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: E2E_BASE_URL,
      LOG_LEVEL: 'warn',
      // Keep any SMTP setting of the shell away: the journeys read mail from the outbox.
      SMTP_URL: '',
      DATABASE_URL: '',
      // Every journey signs in from the same address within minutes; the limits themselves are tested in the
      // server suite.
      AUTH_RATE_LIMIT_MULTIPLIER: '20',
      // Started from the repository root, tsx would compile the server's PDF components (.tsx) for the classic
      // JSX runtime ("React is not defined" in every PDF export): give it the server's tsconfig.
      TSX_TSCONFIG_PATH: path.join(repoRoot, 'apps/server/tsconfig.json'),
    },
  },
});
