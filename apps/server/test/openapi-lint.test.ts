import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helper.ts';

const ctx = setupTestApp();
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const SPECTRAL = path.resolve(SERVER_DIR, '../../node_modules/.bin/spectral');

interface Finding {
  code: string;
  message: string;
  path: string[];
  severity: number;
}

describe('the published API description', () => {
  it('passes Spectral’s OpenAPI ruleset (spectral:oas) with no error and no warning', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/docs/json' });
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, response.body);
    let output: string;
    try {
      output = execFileSync(
        SPECTRAL,
        ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'],
        {
          cwd: SERVER_DIR,
          encoding: 'utf8',
        },
      );
    } catch (error) {
      // Spectral exits 1 when it finds something: its findings are still on stdout.
      output = (error as { stdout: string }).stdout;
    }
    const findings = JSON.parse(output || '[]') as Finding[];
    const summary = findings.map((f) => `${f.code} at ${f.path.join('.')}: ${f.message}`);
    expect(summary).toEqual([]);
  }, 120_000);
});
