import type { WebsiteBranding } from '@cakemix/core';
import { and, eq, gt, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  accessTokens,
  passwordResetTokens,
  users,
  verificationCodes,
  websiteLogos,
  websites as websitesTable,
} from '../../db/schema.ts';
import { brandingOf, createWebsitesRepository, websiteColumns } from '../websites/repository.ts';

export type UserRow = typeof users.$inferSelect;
export type VerificationRow = typeof verificationCodes.$inferSelect;

/** A challenge whose code may still be tried: unused, unexpired, and fewer than `maxTries` tries so far. */
function liveChallenge(challengeHash: string, now: Date, maxTries: number) {
  return and(
    eq(verificationCodes.challengeHash, challengeHash),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
    lt(verificationCodes.codeTries, maxTries),
  );
}

/** A session's last use is recorded at most once a minute, so requests rarely write. */
export const TOUCH_EVERY_MS = 60_000;

/** A live session: its user, what the app shows of their website, and when it was last recorded as used. */
export interface SessionRow {
  user: UserRow;
  tokenId: number;
  lastUsedAt: Date | null;
  branding: WebsiteBranding;
}

/**
 * The statement that reads the live session of a token (`tokenHash` and `now` placeholders): its token,
 * user and website, and `more` columns read in the same round trip (they may use the session's `users`
 * row), prepared once as `name`. Every request reads its session afresh: a revoked token or a deactivated
 * user is refused at once on every instance.
 */
export function prepareSessionWith<Found extends object>(db: Db, name: string, more: SelectedFields) {
  const statement = db
    .select({
      ...more,
      user: users,
      tokenId: accessTokens.id,
      lastUsedAt: accessTokens.lastUsedAt,
      website: websiteColumns,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .leftJoin(websitesTable, eq(websitesTable.id, users.websiteId))
    .leftJoin(websiteLogos, eq(websiteLogos.websiteId, users.websiteId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        // A deactivated member's sessions were ended with the change; this also refuses any left over.
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare(name);
  return async (tokenHash: string, now: Date, values: Record<string, unknown> = {}) => {
    // Drizzle cannot type a selection spread from a generic: the columns are the session's and `Found`.
    const [row] = (await statement.execute({ ...values, tokenHash, now: now.toISOString() })) as (Found &
      Omit<SessionRow, 'branding'> & { website: Parameters<typeof brandingOf>[0] })[];
    if (!row) return undefined;
    const { website, user, tokenId, lastUsedAt, ...found } = row;
    const session: SessionRow = { user, tokenId, lastUsedAt, branding: brandingOf(website) };
    return { session, found };
  };
}

/** The only place the auth module touches the database. */
export function createAuthRepository(db: Db) {
  const websites = createWebsitesRepository(db);
  // Asked by every request: prepared once (its SQL is not rebuilt each time, and PostgreSQL plans it once per
  // connection).
  const sessionByToken = prepareSessionWith<object>(db, 'session_by_token', {});
  return {
    async findUserByLogin(login: string): Promise<UserRow | undefined> {
      const normalized = login.trim().toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(eq(users.email, normalized), eq(users.username, normalized)))
        .limit(1);
      return row;
    },

    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
      return row;
    },

    /** What the app shows of the user's website: name, theme, colour and logo address, from its record. */
    findWebsiteBranding: websites.findBranding,

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The sign-in page's language becomes the user's, unless they chose one (decision 020). */
    async followSignInLanguage(userId: number, lang: string): Promise<void> {
      await db
        .update(users)
        .set({ lang })
        .where(and(eq(users.id, userId), isNull(users.langChosenAt), ne(users.lang, lang)));
    },

    /** The language the user chose: kept over the sign-in page's from now on. */
    async chooseLanguage(userId: number, lang: string, now: Date): Promise<void> {
      await db.update(users).set({ lang, langChosenAt: now, updatedAt: now }).where(eq(users.id, userId));
    },

    async createVerification(values: typeof verificationCodes.$inferInsert): Promise<void> {
      await db.insert(verificationCodes).values(values);
    },

    /** The challenge, while its code may still be tried: unused, unexpired, fewer than `maxTries` tries. */
    async findLiveVerification(
      challengeHash: string,
      now: Date,
      maxTries: number,
    ): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(liveChallenge(challengeHash, now, maxTries))
        .limit(1);
      return row;
    },

    /**
     * Counts a try at the challenge's code before it is compared, in one statement: tries sent together each
     * take one of the `maxTries`, and none is taken past them. Answers the code to compare the try with, or
     * undefined when the challenge is unknown, used, expired or out of tries.
     */
    async takeCodeTry(
      challengeHash: string,
      now: Date,
      maxTries: number,
    ): Promise<Pick<VerificationRow, 'id' | 'userId' | 'codeHash'> | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ codeTries: sql`${verificationCodes.codeTries} + 1` })
        .where(liveChallenge(challengeHash, now, maxTries))
        .returning({
          id: verificationCodes.id,
          userId: verificationCodes.userId,
          codeHash: verificationCodes.codeHash,
        });
      return row;
    },

    /**
     * Gives a live challenge a new code with its own tries, in one statement, if its last code was sent at
     * or before `sentBefore` (so resends sent together make one new code). Answers the challenge's user, or
     * undefined when it is not live or its last code is more recent.
     */
    async replaceCode(
      challengeHash: string,
      code: { codeHash: string; sentAt: Date; expiresAt: Date; lang: string },
      when: { now: Date; sentBefore: Date; maxTries: number },
    ): Promise<{ userId: number } | undefined> {
      const [row] = await db
        .update(verificationCodes)
        .set({ ...code, codeTries: 0 })
        .where(
          and(
            liveChallenge(challengeHash, when.now, when.maxTries),
            lte(verificationCodes.sentAt, when.sentBefore),
          ),
        )
        .returning({ userId: verificationCodes.userId });
      return row;
    },

    /**
     * Marks the challenge used and issues the access token in one transaction, so a code works once; only
     * while the challenge still has the code that was compared (a resend since then replaced it).
     */
    async consumeVerificationAndIssueToken(
      verification: { id: number; codeHash: string },
      token: {
        userId: number;
        tokenHash: string;
        expiresAt: Date;
        userAgent: string | null;
        ipAddress: string | null;
      },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(
            and(
              eq(verificationCodes.id, verification.id),
              eq(verificationCodes.codeHash, verification.codeHash),
              isNull(verificationCodes.consumedAt),
            ),
          )
          .returning({ id: verificationCodes.id });
        if (consumed.length === 0) return false;
        await tx.insert(accessTokens).values(token);
        return true;
      });
    },

    /**
     * The session of a token, in one round trip: token, user and website (every request asks it, so it is
     * read afresh each time: a revoked token or a deactivated user is refused at once on every instance).
     */
    async findSession(tokenHash: string, now: Date): Promise<SessionRow | undefined> {
      return (await sessionByToken(tokenHash, now))?.session;
    },

    /** Records that a session was used now, unless that was already recorded less than a minute ago. */
    async touchSession(tokenId: number, now: Date): Promise<void> {
      await db
        .update(accessTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(accessTokens.id, tokenId),
            or(
              isNull(accessTokens.lastUsedAt),
              lt(accessTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
            ),
          ),
        );
    },

    async revokeToken(tokenId: number, now: Date): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
    },

    async createResetToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async findLiveResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * Sets a new password and, in the same transaction, uses up every outstanding reset link and
     * verification challenge of the user (links and codes sent before the change must not work after it)
     * and revokes every access token except `keepTokenId`. With `resetTokenId`, that link must still be
     * unused, or nothing changes.
     */
    async replacePassword(
      userId: number,
      passwordHash: string,
      now: Date,
      options: { keepTokenId?: number; resetTokenId?: number } = {},
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (options.resetTokenId !== undefined) {
          const used = await tx
            .update(passwordResetTokens)
            .set({ usedAt: now })
            .where(and(eq(passwordResetTokens.id, options.resetTokenId), isNull(passwordResetTokens.usedAt)))
            .returning({ id: passwordResetTokens.id });
          if (used.length === 0) return false;
        }
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)));
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        const revoke = and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt));
        await tx
          .update(accessTokens)
          .set({ revokedAt: now })
          .where(
            options.keepTokenId === undefined
              ? revoke
              : and(revoke, ne(accessTokens.id, options.keepTokenId)),
          );
        return true;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
