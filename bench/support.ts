import { performance } from 'node:perf_hooks';
import { users, websites } from '../apps/server/src/db/schema.ts';
import { reopenableTestDatabase } from '../apps/server/test/helper.ts';

/**
 * A throwaway migrated database with the measured website (1), a noise website (2) whose rows every query
 * must skip, and the user who authors the rows.
 */
export async function openBenchDatabase() {
  // Not under vitest (no run template to copy): a fresh database, migrated here, dropped on close.
  const place = await reopenableTestDatabase();
  const opened = place.open();
  await opened.migrate();
  const database = {
    ...opened,
    async close() {
      await opened.close();
      await place.drop();
    },
  };
  await database.db.insert(websites).values([
    { id: 1, name: 'Bench', supportEmail: 'b@b.test' },
    { id: 2, name: 'Noise', supportEmail: 'n@n.test' },
  ]);
  const [user] = await database.db
    .insert(users)
    .values({ websiteId: 1, email: 'b@b.test', name: 'Bench', passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('bench user not created');
  return { database, db: database.db, userId: user.id };
}

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

/** The value below which `p` % of `sorted` (ascending) lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Runs `work` on every item, `width` at a time, and returns the results in the items' order. */
export async function inParallel<T, R>(
  items: T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
