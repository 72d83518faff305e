import type { MessageKey } from '@cakemix/core';
import type { FastifyRequest } from 'fastify';
import type { LimitName } from '../lib/limits.ts';
import type { RateLimit, RateLimiter } from '../lib/rate-limiter.ts';
import type { AuthenticatedUser } from '../modules/auth/service.ts';
import { assertRole, EDITOR_ROLES } from './authentication.ts';

/** Counts one use of a limit by a person, across app instances; past it, a 429 saying how long to wait. */
export type PersonalLimit = (userId: number) => Promise<void>;

export function personalLimit(
  rateLimiter: RateLimiter,
  name: LimitName,
  limit: RateLimit,
  messageKey?: MessageKey,
): PersonalLimit {
  return async (userId) => {
    await rateLimiter.hit(`${name}:${userId}`, limit, messageKey);
  };
}

/** Admits the caller of a write route: an editor (viewers get 403) within their allowance of such writes. */
export type WriteGuard = (request: FastifyRequest) => Promise<AuthenticatedUser>;

export function editorWrites(rateLimiter: RateLimiter, name: LimitName, limit: RateLimit): WriteGuard {
  const count = personalLimit(rateLimiter, name, limit);
  return async (request) => {
    const auth = assertRole(request, ...EDITOR_ROLES);
    await count(auth.user.id);
    return auth;
  };
}
