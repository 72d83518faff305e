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

export interface RateLimiter {
  /** Counts one request for `key`; throws a 429 AppError once the window's allowance is spent. */
  hit(key: string, limit: RateLimit): Promise<void>;
}

/** A fixed-window limiter whose counters live in the database, shared by every app instance. */
export function createRateLimiter(db: Db, clock: Clock): RateLimiter {
  return {
    async hit(key, limit) {
      const windowMs = limit.windowSeconds * 1000;
      const now = clock().getTime();
      const windowStart = new Date(now - (now % windowMs));
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      if (row && row.hits === 1) {
        // First hit of a new window: drop this key's finished windows so the table stays small.
        await db
          .delete(rateLimitHits)
          .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, windowStart)));
      }
      if (!row || row.hits > limit.max) throw AppError.tooManyRequests();
    },
  };
}
