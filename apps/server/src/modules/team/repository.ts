import { and, asc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { asActor, type Tx } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema.ts';

/** What an admin does to a member: a new role, a new status, or removal. */
export type MemberChange = { role: string } | { status: 'active' | 'deactivated' } | { remove: true };
export type MemberChangeResult = 'done' | 'not_found' | 'last_admin';

/** Whether the member is an active admin once the change is made. */
function staysActiveAdmin(member: { role: string; status: string }, change: MemberChange): boolean {
  if ('remove' in change) return false;
  const role = 'role' in change ? change.role : member.role;
  const status = 'status' in change ? change.status : member.status;
  return role === 'admin' && status === 'active';
}

/** Ends every live session of a user: their tokens stop working on every instance at the next request. */
async function revokeSessions(tx: Tx, userId: number, now: Date) {
  await tx
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)));
}

/** A website's members and a person's sessions. Every member query takes the website id. */
export function createTeamRepository(db: Db) {
  return {
    async listMembers(websiteId: number) {
      const lastSignIn = db
        .select({ userId: accessTokens.userId, at: max(accessTokens.createdAt).as('at') })
        .from(accessTokens)
        .groupBy(accessTokens.userId)
        .as('last_sign_in');
      return db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          status: users.status,
          license: users.license,
          createdAt: users.createdAt,
          lastSignInAt: lastSignIn.at,
        })
        .from(users)
        .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
        .where(eq(users.websiteId, websiteId))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    },

    /**
     * Changes a member of the website, as `actorId`, in one transaction that first locks the website's
     * active admins: two admins demoting each other at once take turns, and the second finds itself the
     * last. A change that would leave no active admin is refused; deactivating or removing someone ends
     * their sessions in the same transaction.
     */
    async changeMember(
      websiteId: number,
      actorId: number,
      memberId: number,
      change: MemberChange,
      now: Date,
    ): Promise<MemberChangeResult> {
      return asActor(db, actorId, async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.websiteId, websiteId), eq(users.role, 'admin'), eq(users.status, 'active')))
          .for('update');
        const [member] = await tx
          .select({ id: users.id, role: users.role, status: users.status })
          .from(users)
          .where(and(eq(users.websiteId, websiteId), eq(users.id, memberId)))
          .for('update');
        if (!member) return 'not_found';
        const isActiveAdmin = admins.some((admin) => admin.id === member.id);
        if (isActiveAdmin && admins.length === 1 && !staysActiveAdmin(member, change)) return 'last_admin';
        const own = and(eq(users.websiteId, websiteId), eq(users.id, memberId));
        if ('remove' in change) {
          await tx.delete(users).where(own);
          return 'done';
        }
        await tx
          .update(users)
          .set({ ...change, updatedAt: now })
          .where(own);
        if ('status' in change && change.status === 'deactivated') await revokeSessions(tx, memberId, now);
        return 'done';
      });
    },

    /** A person's live sessions, newest first. */
    async sessions(userId: number, now: Date) {
      return db
        .select({
          id: accessTokens.id,
          userAgent: accessTokens.userAgent,
          ipAddress: accessTokens.ipAddress,
          createdAt: accessTokens.createdAt,
          lastUsedAt: accessTokens.lastUsedAt,
        })
        .from(accessTokens)
        .where(
          and(
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
            gt(accessTokens.expiresAt, now),
          ),
        )
        .orderBy(sql`${accessTokens.id} desc`);
    },

    /** Ends one of the person's own sessions; false when it is not theirs or already ended. */
    async endSession(userId: number, tokenId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(
          and(eq(accessTokens.id, tokenId), eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)),
        )
        .returning({ id: accessTokens.id });
      return rows.length > 0;
    },

    /** Whether any account, on any website, has this e-mail address; and the website it belongs to. */
    async accountWebsite(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ websiteId: users.websiteId })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.websiteId;
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
