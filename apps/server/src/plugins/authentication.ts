import type { Role } from '@cakemix/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import type { AuthenticatedUser, AuthService } from '../modules/auth/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Admits a request whose bearer token `find` finds a live session for (401 otherwise) and records who made
 * it; answers what `find` found.
 */
async function admit<T>(
  request: FastifyRequest,
  find: (token: string) => Promise<T | undefined>,
  sessionOf: (found: T) => AuthenticatedUser,
): Promise<T> {
  const token = bearerToken(request);
  const found = token ? await find(token) : undefined;
  if (!found) throw AppError.unauthorized();
  request.auth = sessionOf(found);
  return found;
}

/** An onRequest hook that admits only requests with a live bearer token and records who made them. */
export function requireAuth(auth: AuthService) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await admit(
      request,
      (token) => auth.authenticate(token),
      (session) => session,
    );
  };
}

/**
 * Admits a request as `requireAuth` does, for a route that reads its session in the statement that reads
 * its data (one round trip): `read` answers the session with that data, or undefined for no live session.
 */
export function authenticateWith<T extends { session: AuthenticatedUser }>(
  request: FastifyRequest,
  auth: AuthService,
  read: (tokenHash: string, now: Date) => Promise<T | undefined>,
): Promise<T> {
  return admit(
    request,
    (token) => auth.authenticateWith(token, read),
    (found) => found.session,
  );
}

/** The signed-in user of a route guarded by requireAuth. */
export function signedIn(request: FastifyRequest): AuthenticatedUser {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}

/** Refuses (403) a signed-in user whose role is not among `roles`. */
export function assertRole(request: FastifyRequest, ...roles: Role[]): AuthenticatedUser {
  const auth = signedIn(request);
  if (!roles.includes(auth.user.role as Role)) throw AppError.forbidden();
  return auth;
}

/** Roles that may change a website's data: viewers read only. */
export const EDITOR_ROLES: Role[] = ['admin', 'analyst'];

/**
 * Checks a website id from a URL against the caller's own. Another website's id answers 404, as if it did
 * not exist, so ids cannot be probed.
 */
export function assertOwnWebsite(request: FastifyRequest, websiteId: number): AuthenticatedUser {
  const auth = signedIn(request);
  if (auth.user.websiteId !== websiteId) throw AppError.notFound();
  return auth;
}
