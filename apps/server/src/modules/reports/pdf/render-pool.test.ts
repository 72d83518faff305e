import { describe, expect, it } from 'vitest';
import { createPdfRenderPool } from './render-pool.ts';
import { sampleReport } from './sample-reports.ts';

// That a thread renders the same document whatever it rendered before is checked in exact-pdf.test.ts.
describe('the render pool', () => {
  it('stops a render when asked, and renders the next one in a new thread', async () => {
    const pool = createPdfRenderPool(1, 'https://cakemix.example.com');
    try {
      const controller = new AbortController();
      const rendering = pool.render(sampleReport(4), 'en', controller.signal);
      setTimeout(() => controller.abort(), 100);
      await expect(rendering).rejects.toMatchObject({ name: 'AbortError' });
      const next = await pool.render(sampleReport(1), 'fr');
      expect(next.ok && Buffer.from(next.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await pool.close();
    }
  }, 60_000);
});
