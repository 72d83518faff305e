import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accessTokens, passwordResetTokens, users, verificationCodes } from '../../db/schema.ts';
import { createWebsitesRepository } from '../websites/repository.ts';

export type UserRow = typeof users.$inferSelect;
export type VerificationRow = typeof verificationCodes.$inferSelect;

/** The only place the auth module touches the database. */
export function createAuthRepository(db: Db) {
  const websites = createWebsitesRepository(db);
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

    async findLiveVerification(challengeHash: string, now: Date): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.challengeHash, challengeHash),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async updateVerification(
      id: number,
      values: Partial<typeof verificationCodes.$inferInsert>,
    ): Promise<void> {
      await db.update(verificationCodes).set(values).where(eq(verificationCodes.id, id));
    },

    /** Marks the challenge used and issues the access token in one transaction, so a code works once. */
    async consumeVerificationAndIssueToken(
      verificationId: number,
      token: { userId: number; tokenHash: string; expiresAt: Date },
      now: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const consumed = await tx
          .update(verificationCodes)
          .set({ consumedAt: now })
          .where(and(eq(verificationCodes.id, verificationId), isNull(verificationCodes.consumedAt)))
          .returning({ id: verificationCodes.id });
        if (consumed.length === 0) return false;
        await tx.insert(accessTokens).values(token);
        return true;
      });
    },

    async findUserByToken(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: UserRow; tokenId: number } | undefined> {
      const [row] = await db
        .select({ user: users, tokenId: accessTokens.id })
        .from(accessTokens)
        .innerJoin(users, eq(users.id, accessTokens.userId))
        .where(
          and(
            eq(accessTokens.tokenHash, tokenHash),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    async revokeToken(tokenId: number, now: Date): Promise<void> {
      await db.update(accessTokens).set({ revokedAt: now }).where(eq(accessTokens.id, tokenId));
    },

    async latestResetRequest(userId: number) {
      const [row] = await db
        .select({ createdAt: passwordResetTokens.createdAt })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, userId))
        .orderBy(desc(passwordResetTokens.createdAt))
        .limit(1);
      return row;
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
