import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { actAs, asActor } from '../../db/actor.ts';
import type { Db } from '../../db/client.ts';
import { invitations, users, websites } from '../../db/schema.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/** Neither accepted nor revoked (it may have expired: a resend gives it a new link and a new week). */
const open = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));
const ownInvitation = (websiteId: number, id: number) =>
  and(eq(invitations.websiteId, websiteId), eq(invitations.id, id), open());

/** Invitations to join a website. Every query but the invitee's (by token) takes the website id. */
export function createInvitationsRepository(db: Db) {
  return {
    async listOpen(websiteId: number) {
      return db
        .select({ invitation: invitations, invitedByName: users.name })
        .from(invitations)
        .leftJoin(users, eq(users.id, invitations.invitedBy))
        .where(and(eq(invitations.websiteId, websiteId), open()))
        .orderBy(asc(invitations.createdAt), asc(invitations.id));
    },

    /** Stores a new invitation; undefined when one is already open for the address (on any website). */
    async create(values: typeof invitations.$inferInsert, actorId: number) {
      const [row] = await asActor(db, actorId, (tx) =>
        tx.insert(invitations).values(values).onConflictDoNothing().returning(),
      );
      return row;
    },

    /** Gives an open invitation a new link and a new expiry; undefined when it is not open. */
    async renew(
      websiteId: number,
      id: number,
      link: { tokenHash: string; sentAt: Date; expiresAt: Date },
      actorId: number,
    ) {
      const [row] = await asActor(db, actorId, (tx) =>
        tx.update(invitations).set(link).where(ownInvitation(websiteId, id)).returning(),
      );
      return row;
    },

    async revoke(websiteId: number, id: number, now: Date, actorId: number): Promise<boolean> {
      const rows = await asActor(db, actorId, (tx) =>
        tx
          .update(invitations)
          .set({ revokedAt: now })
          .where(ownInvitation(websiteId, id))
          .returning({ id: invitations.id }),
      );
      return rows.length > 0;
    },

    /** The website of the open invitation to an address, on any website. */
    async openInvitationWebsite(email: string): Promise<number | undefined> {
      const [row] = await db
        .select({ websiteId: invitations.websiteId })
        .from(invitations)
        .where(and(eq(invitations.email, email), open()))
        .limit(1);
      return row?.websiteId;
    },

    async findOpen(websiteId: number, id: number) {
      const [row] = await db.select().from(invitations).where(ownInvitation(websiteId, id)).limit(1);
      return row;
    },

    /** The open, unexpired invitation a link's token names, with its website's name. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ invitation: invitations, websiteName: websites.name })
        .from(invitations)
        .innerJoin(websites, eq(websites.id, invitations.websiteId))
        .where(and(eq(invitations.tokenHash, tokenHash), open(), gt(invitations.expiresAt, now)))
        .limit(1);
      return row;
    },

    /**
     * Accepts a live invitation: creates the account and marks the invitation used, in one transaction, so
     * a link works once however many requests bring it together. The new member is the author of both
     * writes in the audit log. Answers the new user's id; 'invalid' when the link no longer works, 'taken'
     * when the address got an account meanwhile.
     */
    async accept(
      tokenHash: string,
      now: Date,
      account: { name: string; passwordHash: string },
    ): Promise<number | 'invalid' | 'taken'> {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(and(eq(invitations.tokenHash, tokenHash), open(), gt(invitations.expiresAt, now)))
          .for('update');
        if (!invitation) return 'invalid';
        // The trigger reads 'self' as the row's own id: the account is created by its owner.
        await tx.execute(sql`select set_config('cakemix.actor', 'self', true)`);
        const [user] = await tx
          .insert(users)
          .values({
            websiteId: invitation.websiteId,
            email: invitation.email,
            name: account.name,
            passwordHash: account.passwordHash,
            role: invitation.role,
            lang: invitation.lang,
            langChosenAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) return 'taken';
        await actAs(tx, user.id);
        await tx.update(invitations).set({ acceptedAt: now }).where(eq(invitations.id, invitation.id));
        return user.id;
      });
    },
  };
}
export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
