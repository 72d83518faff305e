import type { MessageKey } from '@cakemix/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, shared by every app instance. A refusal is a 429 that carries
 * the seconds left in the window (`Retry-After`) and a message stating that wait (`{wait}`).
 */
export interface RateLimiter {
  /** Counts one request for `key`; throws once the window's allowance is spent. */
  hit(key: string, limit: RateLimit, messageKey?: MessageKey): Promise<void>;
  /** Throws if `key` has used up its allowance, without counting (for limits on failures). */
  check(key: string, limit: RateLimit, messageKey?: MessageKey): Promise<void>;
  /** Counts one for `key` without refusing; answers the count in the current window. */
  record(key: string, limit: RateLimit): Promise<number>;
  /** Forgets `key`'s counts (a person got in: their own failures stop counting). */
  clear(key: string): Promise<void>;
}

const DEFAULT_MESSAGE: MessageKey = 'tooManyRequestsWait';

export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  const window = (limit: RateLimit) => {
    const windowMs = limit.windowSeconds * 1000;
    const now = clock().getTime();
    const start = new Date(now - (now % windowMs));
    return { start, secondsLeft: (start.getTime() + windowMs - now) / 1000 };
  };
  const refuse = (secondsLeft: number, messageKey: MessageKey) =>
    AppError.tooManyRequests(messageKey, secondsLeft, { wait: { seconds: secondsLeft } });

  async function record(key: string, limit: RateLimit): Promise<number> {
    const { start } = window(limit);
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (row?.hits === 1) {
      // First hit of a new window: drop this key's finished windows so the table stays small.
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, start)));
    }
    return row?.hits ?? Number.POSITIVE_INFINITY;
  }

  return {
    record,
    async hit(key, limit, messageKey = DEFAULT_MESSAGE) {
      if ((await record(key, limit)) > limit.max) throw refuse(window(limit).secondsLeft, messageKey);
    },
    async check(key, limit, messageKey = DEFAULT_MESSAGE) {
      const { start, secondsLeft } = window(limit);
      const [row] = await db
        .select({ hits: rateLimitHits.hits })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, start)));
      if ((row?.hits ?? 0) >= limit.max) throw refuse(secondsLeft, messageKey);
    },
    async clear(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
  };
}
