import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { capturingMailer, startTestApp } from './helper.ts';

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cakemix</title>');
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  const setup = startTestApp({ config: { webDistDir: dist }, mailer: capturingMailer() });
  afterAll(async () => {
    await (await setup).close();
  });

  it('answers client routes with index.html and serves built files', async () => {
    const { app } = await setup;
    for (const url of ['/', '/reports', '/password/reset/abc?email=a%40b.c', '/brand-profiles/edit/3']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Cakemix</title>');
    }
    const script = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing built file or API path with 404, never index.html', async () => {
    const { app } = await setup;
    for (const url of ['/assets/app-old.js', '/favicon-missing.png', '/api/v1/cakemix/nope']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<title>');
    }
  });
});
