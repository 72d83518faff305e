import {
  changePasswordRequestSchema,
  currentUserSchema,
  loginChallengeSchema,
  loginRequestSchema,
  loginResponseSchema,
  message,
  messageResponseSchema,
  resendCodeRequestSchema,
  resetLinkRequestSchema,
  resetPasswordRequestSchema,
  verifyCodeRequestSchema,
} from '@cakemix/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RateLimit, RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, signedIn } from '../../plugins/authentication.ts';
import { type AuthService, toCurrentUser } from './service.ts';

export interface AuthRateLimits {
  login: RateLimit;
  loginPerAccount: RateLimit;
  verify: RateLimit;
  resend: RateLimit;
  resetLink: RateLimit;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { max: 10, windowSeconds: 60 },
  loginPerAccount: { max: 20, windowSeconds: 15 * 60 },
  verify: { max: 10, windowSeconds: 60 },
  resend: { max: 5, windowSeconds: 60 },
  resetLink: { max: 5, windowSeconds: 60 },
};

/** The limits with every allowance multiplied (configuration AUTH_RATE_LIMIT_MULTIPLIER). */
export function scaledLimits(limits: AuthRateLimits, multiplier: number): AuthRateLimits {
  const scale = (limit: RateLimit) => ({ ...limit, max: Math.max(1, Math.round(limit.max * multiplier)) });
  return {
    login: scale(limits.login),
    loginPerAccount: scale(limits.loginPerAccount),
    verify: scale(limits.verify),
    resend: scale(limits.resend),
    resetLink: scale(limits.resetLink),
  };
}

const langQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
const refererQuery = langQuery.extend({ referer: z.string().max(50).optional() });
const tags = ['auth'];

/** Sign-in, sign-out, current user and password routes (spec sections 4, 7, 8). */
export function authRoutes(deps: {
  auth: AuthService;
  rateLimiter: RateLimiter;
  limits: AuthRateLimits;
}): FastifyPluginAsyncZod {
  const { auth, rateLimiter, limits } = deps;
  const limit = (name: keyof AuthRateLimits, request: FastifyRequest, subject = '') =>
    rateLimiter.hit(`${name}:${request.ip}${subject ? `:${subject}` : ''}`, limits[name]);

  return async (app) => {
    const authenticated = requireAuth(auth);

    app.post(
      '/login',
      {
        schema: {
          tags,
          summary: 'Step one of sign-in: password grant; e-mails a verification code',
          body: loginRequestSchema,
          response: { 200: loginChallengeSchema },
        },
      },
      async (request) => {
        await limit('login', request);
        // Also per account, so guessing one account's password from many addresses is limited too.
        await rateLimiter.hit(
          `login-account:${request.body.email.trim().toLowerCase()}`,
          limits.loginPerAccount,
        );
        const lang = requestLanguage(request);
        const { challenge } = await auth.login(
          {
            login: request.body.email,
            password: request.body.password,
            clientId: request.body.client_id,
            clientSecret: request.body.client_secret,
          },
          lang,
        );
        return {
          verification_required: true as const,
          challenge,
          user_message: message('verificationCodeSent', lang),
        };
      },
    );

    app.post(
      '/login/verify',
      {
        schema: {
          tags,
          summary: 'Step two of sign-in: the e-mailed code yields a bearer token',
          body: verifyCodeRequestSchema,
          response: { 200: loginResponseSchema },
        },
      },
      async (request) => {
        await limit('verify', request);
        return auth.verify(request.body);
      },
    );

    app.post(
      '/login/resend-code',
      {
        schema: {
          tags,
          summary: 'Sends a new verification code for a live challenge',
          body: resendCodeRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await limit('resend', request);
        const lang = requestLanguage(request);
        await auth.resendCode(request.body, lang);
        return { user_message: message('codeResent', lang) };
      },
    );

    app.post(
      '/logout',
      {
        schema: { tags, summary: 'Revokes the current token', response: { 200: messageResponseSchema } },
        onRequest: authenticated,
      },
      async (request) => {
        await auth.logout(signedIn(request).tokenId);
        return { user_message: message('loggedOut', requestLanguage(request)) };
      },
    );

    app.get(
      '/user',
      {
        schema: {
          tags,
          summary: 'The current user',
          querystring: refererQuery,
          response: { 200: currentUserSchema },
        },
        onRequest: authenticated,
      },
      async (request) => toCurrentUser(signedIn(request).user),
    );

    app.get(
      '/auth/status',
      {
        schema: {
          tags,
          summary: 'Whether the bearer token is live (route guard)',
          response: { 200: z.object({ authenticated: z.literal(true), user: currentUserSchema }) },
        },
        onRequest: authenticated,
      },
      async (request) => ({ authenticated: true as const, user: toCurrentUser(signedIn(request).user) }),
    );

    app.post(
      '/password/reset-link',
      {
        schema: {
          tags,
          summary: 'E-mails a single-use password reset link',
          querystring: langQuery,
          body: resetLinkRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await limit('resetLink', request);
        const lang = requestLanguage(request);
        await auth.requestPasswordReset(request.body.email, lang);
        return { user_message: message('resetLinkSent', lang) };
      },
    );

    app.post(
      '/password/reset',
      {
        schema: {
          tags,
          summary: 'Sets a new password from a reset link; signs out every session',
          querystring: langQuery,
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await limit('resetLink', request);
        await auth.resetPassword(request.body);
        return { user_message: message('passwordReset', requestLanguage(request)) };
      },
    );

    app.put(
      '/me/password',
      {
        schema: {
          tags,
          summary: "Changes the current user's password; signs out their other sessions",
          querystring: langQuery,
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        onRequest: authenticated,
      },
      async (request) => {
        await auth.changePassword(signedIn(request), {
          currentPassword: request.body.current_password,
          password: request.body.password,
        });
        return { user_message: message('passwordChanged', requestLanguage(request)) };
      },
    );
  };
}
