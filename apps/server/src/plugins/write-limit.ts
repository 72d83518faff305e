import type { FastifyRequest } from 'fastify';
import type { RateLimit, RateLimiter } from '../lib/rate-limiter.ts';
import type { AuthenticatedUser } from '../modules/auth/service.ts';
import { assertRole, EDITOR_ROLES } from './authentication.ts';

/** Property writes a person may make per minute: far above a person filling the form, far below a script. */
export const DEFAULT_PROPERTY_WRITE_LIMIT: RateLimit = { max: 60, windowSeconds: 60 };

/** Admits the caller of a property write route: an editor (viewers get 403). */
export type WriteGuard = (request: FastifyRequest) => Promise<AuthenticatedUser>;

/**
 * An editor within their allowance of property writes (properties, items, copies, comments), counted per
 * person across app instances; past it, the spec's 429 "Please try again in a minute".
 */
export function propertyWriteGuard(rateLimiter: RateLimiter, limit: RateLimit): WriteGuard {
  return async (request) => {
    const auth = assertRole(request, ...EDITOR_ROLES);
    await rateLimiter.hit(`property-write:${auth.user.id}`, limit);
    return auth;
  };
}
