import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { capturingMailer, startTestApp } from './helper.ts';

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Cakemix</title>');
  writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
  // What the web build's compress step writes beside a file: told apart here by their bodies.
  const script = `console.log(${'1'.repeat(2000)})`;
  writeFileSync(path.join(dist, 'assets', 'big-456.js'), script);
  writeFileSync(path.join(dist, 'assets', 'big-456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets', 'big-456.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html><title>Cakemix</title>'));
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

  it('sends the build’s Brotli or gzip copy to a browser that accepts it, the file itself otherwise', async () => {
    const { app } = await setup;
    const get = (encoding: string) =>
      app.inject({ method: 'GET', url: '/assets/big-456.js', headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(100);
    expect((await get('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(`console.log(${'1'.repeat(2000)})`);
  });

  it('caches hashed assets for a year, and has index.html revalidated on every visit', async () => {
    const { app } = await setup;
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/reports']) {
      const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('gzip');
    }
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
