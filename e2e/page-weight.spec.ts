import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from './support/env.ts';

/**
 * What /login downloads in JavaScript, measured from what the server sends. The browser opens /login as a
 * first-time visitor (empty cache, no session) and the test lists every script it loaded until the sign-in form
 * stood and the network went quiet (the entry, its imports and the route's lazy chunks alike); each is then
 * asked of the server again with `Accept-Encoding: gzip` only, and the bytes on the wire are counted. Brotli,
 * which Chromium prefers, is printed beside it.
 *
 * Issue 17's target of 150 kB was retired by issue 32 (decision 030): the page is drawn at build time and
 * painted before any of this runs; the scripts only take it over. The budget holds what was reached (241 kB)
 * plus a small margin, so that CI fails when it grows; lower it with each gain.
 */
const BUDGET_GZIP_BYTES = 250_000;

/** The body's length as the server sent it, compressed, for a request accepting `encoding` only. */
function encodedLength(url: string, encoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () =>
        resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

test('/login stays within its JavaScript budget, with no issue in the browser', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  // Chromium's own list of page issues (what Lighthouse's best-practices audit reads): a blocked eval under
  // the Content-Security-Policy, a cookie that will be refused, a deprecated API...
  const cdp = await context.newCDPSession(page);
  const issues: string[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => issues.push(JSON.stringify(issue)));
  await cdp.send('Audits.enable');
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.close();
  expect(issues).toEqual([]);

  const rows = await Promise.all(
    [...scripts].map(async (url) => ({
      url: url.replace(E2E_BASE_URL, ''),
      gzip: await encodedLength(url, 'gzip'),
      brotli: await encodedLength(url, 'br'),
    })),
  );
  rows.sort((a, b) => b.gzip.bytes - a.gzip.bytes);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  for (const row of rows) console.log(`  ${row.url}  gzip ${kB(row.gzip.bytes)}  br ${kB(row.brotli.bytes)}`);
  const gzipTotal = rows.reduce((sum, row) => sum + row.gzip.bytes, 0);
  const brotliTotal = rows.reduce((sum, row) => sum + row.brotli.bytes, 0);
  console.log(
    `/login JavaScript: ${rows.length} files, gzip ${kB(gzipTotal)}, brotli ${kB(brotliTotal)}; ` +
      `budget ${kB(BUDGET_GZIP_BYTES)}`,
  );

  expect(rows.length).toBeGreaterThan(0);
  // Every script must really have been compressed; an identity answer would make the sum meaningless.
  expect(rows.filter((row) => row.gzip.encoding !== 'gzip' && row.gzip.bytes >= 1024)).toEqual([]);
  expect(gzipTotal).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});
