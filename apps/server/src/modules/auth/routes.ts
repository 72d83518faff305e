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
import type { LimitUse, RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { AuthService } from './service.ts';

const langQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
const refererQuery = langQuery.extend({ referer: z.string().max(50).optional() });
const tags = ['auth'];

/** Whether a refusal of the auth service is a failed guess (a wrong password or code), which counts. */
const isFailedGuess = (error: unknown) =>
  error instanceof AppError &&
  (error.status === 401 ||
    error.messageKey === 'verificationCodeInvalid' ||
    error.messageKey === 'currentPasswordIncorrect');

/**
 * Sign-in, sign-out, current user, language and password routes (spec sections 4, 7, 8). Sign-in limits count per
 * client address, and only failures count against an account (docs/decisions/012-…): a person with the
 * right password and code, from an address that has not been guessing, always gets in. A limit on failures
 * takes its slot before the guess is checked and gives it back unless the guess was wrong (decision 025), so
 * guesses sent together cannot all be checked.
 */
export function authRoutes(deps: {
  auth: AuthService;
  rateLimiter: RateLimiter;
  limits: Limits;
}): FastifyPluginAsyncZod {
  const { auth, rateLimiter, limits } = deps;
  const perAddress = (name: keyof Limits, request: FastifyRequest) =>
    rateLimiter.hit(`${name}:${request.ip}`, limits[name]);

  /**
   * Runs `guess` holding a slot of each limit on failures (all taken, or a 429): a wrong guess keeps them;
   * a right one, or a refusal for another reason, gives them back.
   */
  async function guessWithin<T>(failureLimits: LimitUse[], guess: () => Promise<T>): Promise<T> {
    const held = await rateLimiter.hitAll(failureLimits);
    try {
      const result = await guess();
      await rateLimiter.refund(held);
      return result;
    } catch (error) {
      if (!isFailedGuess(error)) await rateLimiter.refund(held);
      throw error;
    }
  }

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
        const lang = requestLanguage(request);
        try {
          const { challenge } = await guessWithin(
            [
              { key: failures.fromAddress, limit: limits.signInFailures, messageKey: 'signInLocked' },
              { key: failures.onAccount, limit: limits.signInFailuresOnAccount, messageKey: 'signInLocked' },
            ],
            () =>
              auth.login(
                {
                  login: request.body.email,
                  password: request.body.password,
                  clientId: request.body.client_id,
                  clientSecret: request.body.client_secret,
                },
                lang,
              ),
          );
          // The address got into this account: its earlier failures on it stop counting.
          await rateLimiter.clear(failures.onAccount);
          return {
            verification_required: true as const,
            challenge,
            user_message: message('verificationCodeSent', lang),
          };
        } catch (error) {
          if (isFailedGuess(error)) {
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
        await perAddress('codeRequests', request);
        return guessWithin(
          [{ key: `codeFailures:${request.ip}`, limit: limits.codeFailures, messageKey: 'signInLocked' }],
          () =>
            auth.verify(request.body, {
              // What the owner sees of the session in their list: the browser as it names itself, the address.
              userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
              ipAddress: request.ip,
            }),
        );
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
      async (request) => auth.currentUser(signedIn(request)),
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
        user: auth.currentUser(signedIn(request)),
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
        const email = request.body.email.trim().toLowerCase();
        // One link per account a minute from this address; others asking elsewhere never hold it back.
        await rateLimiter.hit(
          `resetLinkRepeats:${request.ip}:${email}`,
          limits.resetLinkRepeats,
          'resetRecentlyRequested',
        );
        const lang = requestLanguage(request);
        await auth.requestPasswordReset(email, lang, async (userId) =>
          Boolean(await rateLimiter.tryHit(`resetLinksToAccount:${userId}`, limits.resetLinksToAccount)),
        );
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
        const person = signedInUser.user.id;
        await rateLimiter.hit(`passwordChanges:${person}`, limits.passwordChanges);
        // Only wrong current passwords count against the person: a correction right after a change is fine.
        await guessWithin(
          [{ key: `passwordChangeFailures:${person}`, limit: limits.passwordChangeFailures }],
          () =>
            auth.changePassword(signedInUser, {
              currentPassword: request.body.current_password,
              password: request.body.password,
            }),
        );
        return { user_message: message('passwordChanged', requestLanguage(request)) };
      },
    );
  };
}
