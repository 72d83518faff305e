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
  userLanguageRequestSchema,
  userLanguageResponseSchema,
  verifyCodeRequestSchema,
} from '@cakemix/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { Limits } from '../../lib/limits.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { AuthService } from './service.ts';

const langQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
const refererQuery = langQuery.extend({ referer: z.string().max(50).optional() });
const tags = ['auth'];

/** Whether a refusal of the sign-in service is a failed guess (wrong password or code), which counts. */
const isFailedGuess = (error: unknown) =>
  error instanceof AppError && (error.status === 401 || error.messageKey === 'verificationCodeInvalid');

/**
 * Sign-in, sign-out, current user, language and password routes (spec sections 4, 7, 8). Sign-in limits count per
 * client address, and only failures count against an account (docs/decisions/012-…): a person with the
 * right password and code, from an address that has not been guessing, always gets in.
 */
export function authRoutes(deps: {
  auth: AuthService;
  rateLimiter: RateLimiter;
  limits: Limits;
}): FastifyPluginAsyncZod {
  const { auth, rateLimiter, limits } = deps;
  const perAddress = (name: keyof Limits, request: FastifyRequest) =>
    rateLimiter.hit(`${name}:${request.ip}`, limits[name]);

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
        const login = request.body.email.trim().toLowerCase();
        const failures = {
          fromAddress: `signInFailures:${request.ip}`,
          onAccount: `signInFailuresOnAccount:${request.ip}:${login}`,
          anywhere: `signInAlert:${login}`,
        };
        await perAddress('signInRequests', request);
        await rateLimiter.check(failures.fromAddress, limits.signInFailures, 'signInLocked');
        await rateLimiter.check(failures.onAccount, limits.signInFailuresOnAccount, 'signInLocked');
        const lang = requestLanguage(request);
        try {
          const { challenge } = await auth.login(
            {
              login: request.body.email,
              password: request.body.password,
              clientId: request.body.client_id,
              clientSecret: request.body.client_secret,
            },
            lang,
          );
          await rateLimiter.clear(failures.onAccount);
          return {
            verification_required: true as const,
            challenge,
            user_message: message('verificationCodeSent', lang),
          };
        } catch (error) {
          if (isFailedGuess(error)) {
            await rateLimiter.record(failures.fromAddress, limits.signInFailures);
            await rateLimiter.record(failures.onAccount, limits.signInFailuresOnAccount);
            // Guessing from many addresses never locks the account: its owner is told, once an hour.
            const anywhere = await rateLimiter.record(failures.anywhere, limits.signInAlert);
            if (anywhere === limits.signInAlert.max) await auth.alertOwner(login, anywhere);
          }
          throw error;
        }
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
        const failures = `codeFailures:${request.ip}`;
        await perAddress('codeRequests', request);
        await rateLimiter.check(failures, limits.codeFailures, 'signInLocked');
        try {
          return await auth.verify(request.body);
        } catch (error) {
          if (isFailedGuess(error)) await rateLimiter.record(failures, limits.codeFailures);
          throw error;
        }
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
        await perAddress('codeResends', request);
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
      async (request) => auth.currentUser(signedIn(request).user),
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
      async (request) => ({
        authenticated: true as const,
        user: await auth.currentUser(signedIn(request).user),
      }),
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
        await perAddress('resetLinks', request);
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
        await perAddress('resetLinks', request);
        await auth.resetPassword(request.body);
        return { user_message: message('passwordReset', requestLanguage(request)) };
      },
    );

    app.put(
      '/me/language',
      {
        schema: {
          tags,
          summary: "Saves the current user's language: every later sign-in, on any device, uses it",
          body: userLanguageRequestSchema,
          response: { 200: userLanguageResponseSchema },
        },
        onRequest: authenticated,
      },
      async (request) => {
        const signedInUser = signedIn(request);
        await rateLimiter.hit(`languageChanges:${signedInUser.user.id}`, limits.languageChanges);
        await auth.chooseLanguage(signedInUser, request.body.lang);
        return { lang: request.body.lang, user_message: message('languageSaved', requestLanguage(request)) };
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
        const signedInUser = signedIn(request);
        await rateLimiter.hit(`passwordChanges:${signedInUser.user.id}`, limits.passwordChanges);
        await auth.changePassword(signedInUser, {
          currentPassword: request.body.current_password,
          password: request.body.password,
        });
        return { user_message: message('passwordChanged', requestLanguage(request)) };
      },
    );
  };
}
