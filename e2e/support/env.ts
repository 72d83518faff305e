import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fixed path, not a random one: the config is loaded again by the worker processes, which must agree. */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `cakemix-e2e-${E2E_PORT}`);
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Screenshots the journeys keep for people to look at (test-results/ is not committed). */
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'test-results/screenshots');

export const API = '/api/v1/cakemix';

/** The accounts the server seeds on an empty database (apps/server/src/db/seed-demo.ts). */
export const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'Demo Admin' } as const;
export const RETAIL = { email: 'retail@example.com', password: 'demo1234', name: 'Retail Admin' } as const;
