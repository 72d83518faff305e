import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { randomToken, safeEqual } from '../lib/secrets.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route hands the XSRF cookie to any client that has none (GET /csrf-cookie), browser or not. */
    xsrfCookie?: boolean;
  }
}
export const XSRF_HEADER = 'x-xsrf-token';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request a browser made: browsers send Origin on cross-origin and on every non-GET fetch, Sec-Fetch-Site
 * on every request, and cookies when they have them. Scripts such as curl send none of these.
 */
function fromBrowser(request: FastifyRequest): boolean {
  const h = request.headers;
  return Boolean(h.origin || h['sec-fetch-site'] || h.cookie);
}

/**
 * Double-submit XSRF protection as the spec's client expects it: the server sets a random XSRF-TOKEN cookie
 * (readable by the page); a state-changing request from a browser must echo it in X-XSRF-TOKEN. Another
 * site can make the browser send the cookie but cannot read it to copy it into the header.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // Only browsers send cookies back. Scripts and API clients, which the check lets through, get none unless
    // they ask: a random token and a Set-Cookie header on each of their answers were 5 % of the properties
    // list's processor time (issue 32).
    if (!cookie && (fromBrowser(request) || request.routeOptions.config.xsrfCookie)) {
      reply.setCookie(XSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (!STATE_CHANGING.has(request.method) || !fromBrowser(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(cookie, header)) {
      throw new AppError('forbidden', 'csrfMismatch');
    }
  });
}
