import type { MessageKey } from '@cakemix/core';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** One use counted against a key, in the window it was counted in: what `refund` gives back. */
export interface Hit {
  key: string;
  windowStart: Date;
}

/** A limit to take in `hitAll`: its key, allowance and the message of its refusal. */
export interface LimitUse {
  key: string;
  limit: RateLimit;
  messageKey?: MessageKey;
}

/**
 * Fixed-window counters in the database, shared by every app instance. A use is counted before the work it
 * guards, in one statement that also says whether the allowance had room (decision 025): N requests sent
 * together are N uses, and a limit on failures holds a slot while the guess is checked, given back when the
 * guess was right. A refusal is a 429 that carries the seconds left in the window (`Retry-After`) and a
 * message stating that wait (`{wait}`).
 */
export interface RateLimiter {
  /** Counts one use of `key` if its allowance has room; throws a 429 (counting nothing) once it is spent. */
  hit(key: string, limit: RateLimit, messageKey?: MessageKey): Promise<Hit>;
  /** As `hit`, but answers undefined instead of throwing once the allowance is spent. */
  tryHit(key: string, limit: RateLimit): Promise<Hit | undefined>;
  /** Takes every limit in order, or none: a refusal gives back the ones already taken, then throws. */
  hitAll(uses: readonly LimitUse[]): Promise<Hit[]>;
  /** Gives uses back (the guess they held a slot for was right, or never checked). */
  refund(hits: readonly Hit[]): Promise<void>;
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
  const refuse = (limit: RateLimit, messageKey: MessageKey) => {
    const { secondsLeft } = window(limit);
    return AppError.tooManyRequests(messageKey, secondsLeft, { wait: { seconds: secondsLeft } });
  };

  /**
   * Adds one to `key`'s count in the window from `start`, unless it has reached `max` (when given): one
   * statement, so requests at the same moment (on any connection, from any instance) queue on the row.
   * Answers the new count, or undefined when nothing was added.
   */
  async function add(key: string, start: Date, max?: number): Promise<number | undefined> {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: start, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
        ...(max === undefined ? {} : { setWhere: sql`${rateLimitHits.hits} < ${max}` }),
      })
      .returning({ hits: rateLimitHits.hits });
    if (row?.hits === 1) {
      // First hit of a new window: drop this key's finished windows so the table stays small.
      await db
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.windowStart, start)));
    }
    return row?.hits;
  }

  async function tryHit(key: string, limit: RateLimit): Promise<Hit | undefined> {
    const { start } = window(limit);
    return (await add(key, start, limit.max)) === undefined ? undefined : { key, windowStart: start };
  }

  async function hit(key: string, limit: RateLimit, messageKey = DEFAULT_MESSAGE): Promise<Hit> {
    const counted = await tryHit(key, limit);
    if (!counted) throw refuse(limit, messageKey);
    return counted;
  }

  async function refund(hits: readonly Hit[]): Promise<void> {
    for (const { key, windowStart } of hits)
      await db
        .update(rateLimitHits)
        .set({ hits: sql`${rateLimitHits.hits} - 1` })
        .where(
          and(
            eq(rateLimitHits.key, key),
            eq(rateLimitHits.windowStart, windowStart),
            gt(rateLimitHits.hits, 0),
          ),
        );
  }

  return {
    hit,
    tryHit,
    refund,
    async hitAll(uses) {
      const taken: Hit[] = [];
      try {
        for (const use of uses) taken.push(await hit(use.key, use.limit, use.messageKey));
      } catch (error) {
        await refund(taken);
        throw error;
      }
      return taken;
    },
    async record(key, limit) {
      return (await add(key, window(limit).start)) ?? Number.POSITIVE_INFINITY;
    },
    async clear(key) {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
    },
  };
}
