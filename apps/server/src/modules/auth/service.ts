import {
  CODE_RESEND_COOLDOWN_SECONDS,
  type CurrentUser,
  type Language,
  type LoginResponse,
  type Role,
  type WebsiteBranding,
} from '@cakemix/core';
import { addMinutes, type Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import {
  hashPassword,
  hashSecret,
  randomCode,
  randomToken,
  safeEqual,
  verifyPassword,
} from '../../lib/secrets.ts';
import { failedSignInsMail, passwordResetMail, verificationCodeMail } from './mail-templates.ts';
import { type AuthRepository, type SessionRow, TOUCH_EVERY_MS, type UserRow } from './repository.ts';

/** Lifetimes and limits of the sign-in flow; named here so the README and tests can refer to them. */
export const AUTH_POLICY = {
  codeTtlMinutes: 10,
  maxWrongCodes: 5,
  resendCooldownSeconds: CODE_RESEND_COOLDOWN_SECONDS,
  tokenTtlHours: 24,
  resetTtlMinutes: 60,
};

// Verifying against this when the login is unknown keeps the response time the same as for a wrong password.
const DUMMY_HASH = hashPassword('timing-equaliser-not-a-password');

export type AuthenticatedUser = SessionRow;

function toCurrentUser(user: UserRow, branding: WebsiteBranding): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    website_id: user.websiteId,
    ...branding,
    role: { name: user.role as Role },
    license: user.license,
    lang: user.lang as Language,
  };
}

/** Hashes a code together with its challenge, so a leaked table row cannot be replayed on another challenge. */
function codeHash(challenge: string, code: string): string {
  return hashSecret(`${challenge}:${code}`);
}

export function createAuthService(deps: {
  repo: AuthRepository;
  mailer: Mailer;
  clock: Clock;
  oauthClient: { id: string; secret: string };
  appUrl: string;
}) {
  const { repo, mailer, clock } = deps;

  return {
    /** Step one: checks the client and the credentials, then e-mails a code bound to a new challenge. */
    async login(
      input: { login: string; password: string; clientId: string; clientSecret: string },
      lang: Language,
    ) {
      const clientOk =
        safeEqual(input.clientId, deps.oauthClient.id) &&
        safeEqual(input.clientSecret, deps.oauthClient.secret);
      const user = await repo.findUserByLogin(input.login);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), input.password);
      // A deactivated member is refused as a wrong password would be: the page reveals nothing more.
      if (!user || !passwordOk || !clientOk || user.status !== 'active')
        throw AppError.unauthorized('badCredentials');

      const now = clock();
      const challenge = randomToken();
      const code = randomCode();
      await repo.createVerification({
        userId: user.id,
        challengeHash: hashSecret(challenge),
        codeHash: codeHash(challenge, code),
        lang,
        sentAt: now,
        expiresAt: addMinutes(now, AUTH_POLICY.codeTtlMinutes),
      });
      // A user who never chose a language gets the sign-in page's; a chosen one stays (decision 020).
      await repo.followSignInLanguage(user.id, lang);
      await mailer.send(verificationCodeMail(lang, user.email, user.name, code, AUTH_POLICY.codeTtlMinutes));
      return { challenge };
    },

    /**
     * Step two: a right code yields a bearer token. Each try is counted before the code is compared, so
     * the fifth wrong one kills the challenge however the tries arrive (decision 025).
     */
    async verify(
      input: { challenge: string; code: string },
      client: { userAgent: string | null; ipAddress: string | null },
    ): Promise<LoginResponse> {
      const now = clock();
      const invalid = AppError.validation({ code: ['verificationCodeInvalid'] }, 'verificationCodeInvalid');
      const row = await repo.takeCodeTry(hashSecret(input.challenge), now, AUTH_POLICY.maxWrongCodes);
      if (!row || !safeEqual(row.codeHash, codeHash(input.challenge, input.code.trim()))) throw invalid;
      const user = await repo.findUserById(row.userId);
      if (user?.status !== 'active') throw invalid;
      const token = randomToken();
      const expiresAt = new Date(now.getTime() + AUTH_POLICY.tokenTtlHours * 3_600_000);
      const issued = await repo.consumeVerificationAndIssueToken(
        row,
        { userId: user.id, tokenHash: hashSecret(token), expiresAt, ...client },
        now,
      );
      if (!issued) throw invalid;
      return {
        token: { token, expires_at: expiresAt.toISOString() },
        name: user.name,
        id: user.id,
        website_id: user.websiteId,
        ...(await repo.findWebsiteBranding(user.websiteId)),
        role: { name: user.role as Role },
        license: user.license,
        lang: user.lang as Language,
      };
    },

    /** The signed-in user as GET /user answers it, with their website's name, theme, colour and logo. */
    currentUser(auth: AuthenticatedUser): CurrentUser {
      return toCurrentUser(auth.user, auth.branding);
    },

    /**
     * Replaces a live challenge's code with a new one (five tries of its own); at most once per cooldown,
     * however many requests arrive together. A challenge killed by wrong codes stays dead.
     */
    async resendCode(input: { challenge: string }, lang: Language) {
      const now = clock();
      const failed = AppError.validation({ challenge: ['codeResendFailed'] }, 'codeResendFailed');
      const challengeHash = hashSecret(input.challenge);
      const cooldownMs = AUTH_POLICY.resendCooldownSeconds * 1000;
      const code = randomCode();
      const replaced = await repo.replaceCode(
        challengeHash,
        {
          codeHash: codeHash(input.challenge, code),
          sentAt: now,
          expiresAt: addMinutes(now, AUTH_POLICY.codeTtlMinutes),
          lang,
        },
        { now, sentBefore: new Date(now.getTime() - cooldownMs), maxTries: AUTH_POLICY.maxWrongCodes },
      );
      if (!replaced) {
        const live = await repo.findLiveVerification(challengeHash, now, AUTH_POLICY.maxWrongCodes);
        if (!live) throw failed;
        // Live but not replaced: its code is more recent than the cooldown (sent now by a request beside this one).
        const seconds = Math.max(1, (live.sentAt.getTime() + cooldownMs - now.getTime()) / 1000);
        throw AppError.tooManyRequests('tooManyRequestsWait', seconds, { wait: { seconds } });
      }
      const user = await repo.findUserById(replaced.userId);
      if (!user) throw failed;
      await mailer.send(verificationCodeMail(lang, user.email, user.name, code, AUTH_POLICY.codeTtlMinutes));
    },

    /** Tells the owner of `login`, if it is an account, that it drew many failed sign-ins (no lock). */
    async alertOwner(login: string, failures: number) {
      const user = await repo.findUserByLogin(login);
      if (!user) return;
      await mailer.send(
        failedSignInsMail(user.lang as Language, user.email, user.name, failures, deps.appUrl),
      );
    },

    async authenticate(bearerToken: string): Promise<AuthenticatedUser | undefined> {
      return repo.findSession(hashSecret(bearerToken), clock());
    },

    /**
     * The session of a token read by `read` (a statement that reads it with what the request reads besides,
     * built with `prepareSessionWith`), given the token's hash and the time as `authenticate` gives them.
     */
    authenticateWith<T>(bearerToken: string, read: (tokenHash: string, now: Date) => Promise<T>): Promise<T> {
      return read(hashSecret(bearerToken), clock());
    },

    /**
     * Records a session's use (its "last use"), at most once a minute: a session read as used within the
     * minute costs no round trip (the statement checks it again, for requests sent together).
     */
    async touchSession(session: AuthenticatedUser) {
      const now = clock();
      if (session.lastUsedAt && now.getTime() - session.lastUsedAt.getTime() < TOUCH_EVERY_MS) return;
      await repo.touchSession(session.tokenId, now);
    },

    async logout(tokenId: number) {
      await repo.revokeToken(tokenId, clock());
    },

    /**
     * E-mails a reset link to an account, if `mayMail` (the quiet cap on links to one account) allows
     * another; otherwise nothing is sent and the caller answers as if it were, the owner's mailbox holding
     * a recent link that still works (decision 025). An unknown address is refused (spec section 8).
     */
    async requestPasswordReset(email: string, lang: Language, mayMail: (userId: number) => Promise<boolean>) {
      const user = await repo.findUserByEmail(email);
      if (!user) throw AppError.validation({ email: ['emailNotFound'] }, 'emailNotFound');
      if (!(await mayMail(user.id))) return;
      const now = clock();
      const token = randomToken();
      await repo.createResetToken({
        userId: user.id,
        tokenHash: hashSecret(token),
        createdAt: now,
        expiresAt: addMinutes(now, AUTH_POLICY.resetTtlMinutes),
      });
      const link = `${deps.appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
      await mailer.send(passwordResetMail(lang, user.email, user.name, link, AUTH_POLICY.resetTtlMinutes));
    },

    /** Sets a new password from an e-mailed link; the link works once and every session is signed out. */
    async resetPassword(input: { token: string; email: string; password: string }) {
      const now = clock();
      const invalid = AppError.validation({ token: ['resetLinkInvalid'] }, 'resetLinkInvalid');
      const row = await repo.findLiveResetToken(hashSecret(input.token), now);
      if (!row) throw invalid;
      const user = await repo.findUserById(row.userId);
      if (!user || user.email !== input.email.trim().toLowerCase()) throw invalid;
      const replaced = await repo.replacePassword(user.id, await hashPassword(input.password), now, {
        resetTokenId: row.id,
      });
      if (!replaced) throw invalid;
    },

    /** Saves the language the signed-in user chose: every later sign-in, on any device, uses it. */
    async chooseLanguage(auth: AuthenticatedUser, lang: Language) {
      await repo.chooseLanguage(auth.user.id, lang, clock());
    },

    /** Changes the signed-in user's password and signs out their other sessions. */
    async changePassword(auth: AuthenticatedUser, input: { currentPassword: string; password: string }) {
      if (!(await verifyPassword(auth.user.passwordHash, input.currentPassword))) {
        throw AppError.validation(
          { current_password: ['currentPasswordIncorrect'] },
          'currentPasswordIncorrect',
        );
      }
      await repo.replacePassword(auth.user.id, await hashPassword(input.password), clock(), {
        keepTokenId: auth.tokenId,
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
