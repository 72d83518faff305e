import { performance } from 'node:perf_hooks';
import { openTestDatabase } from '../apps/server/test/helper.ts';

export { openTestDatabase };

/** Median milliseconds of `runs` calls of `fn` after `warmup` unmeasured calls. */
export async function medianMs(fn: () => Promise<unknown>, runs = 30, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? Number.NaN;
}

export function row(label: string, ms: number, baselineMs: number) {
  return { case: label, 'median ms': ms.toFixed(3), 'ratio to baseline': (ms / baselineMs).toFixed(2) };
}
