import {
  type AcceptInvitationRequest,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationPreview,
  type InvitationRequest,
  type Language,
  type Member,
  type MemberStatus,
  type Role,
  type Session,
} from '@cakemix/core';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { hashPassword, hashSecret, randomToken } from '../../lib/secrets.ts';
import type { AuthenticatedUser } from '../auth/service.ts';
import type { InvitationRow, InvitationsRepository } from './invitations-repository.ts';
import { invitationMail } from './mail.ts';
import type { MemberChange, TeamRepository } from './repository.ts';

const DAY_MS = 86_400_000;

function toInvitation(row: InvitationRow, invitedByName: string | null): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: { name: row.role as Role },
    lang: row.lang as Language,
    invited_by: invitedByName,
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The rules of a website's team (issue 30): admins manage members and invitations; the website always keeps
 * one active admin; an address belongs to one website; a person manages their own sessions.
 */
export function createTeamService(deps: {
  repo: TeamRepository;
  invitations: InvitationsRepository;
  mailer: Mailer;
  clock: Clock;
  appUrl: string;
  websiteName: (websiteId: number) => Promise<string>;
}) {
  const { repo, invitations, mailer, clock } = deps;

  async function change(admin: AuthenticatedUser, memberId: number, what: MemberChange) {
    const { user } = admin;
    const result = await repo.changeMember(user.websiteId, user.id, memberId, what, clock());
    if (result === 'not_found') throw AppError.notFound();
    if (result === 'last_admin') throw AppError.validation({ member: ['lastAdmin'] }, 'lastAdmin');
  }

  /** A new link for an invitation: the token goes in the mail only, its hash in the database. */
  function newLink() {
    const token = randomToken();
    const sentAt = clock();
    return {
      token,
      stored: {
        tokenHash: hashSecret(token),
        sentAt,
        expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      },
    };
  }

  async function mailInvitation(admin: AuthenticatedUser, row: InvitationRow, token: string) {
    await mailer.send(
      invitationMail(row.lang as Language, {
        to: row.email,
        inviter: admin.user.name,
        website: await deps.websiteName(row.websiteId),
        role: row.role as Role,
        link: `${deps.appUrl}/invitations/${token}`,
        days: INVITATION_TTL_DAYS,
      }),
    );
  }

  return {
    async members(websiteId: number): Promise<Member[]> {
      const rows = await repo.listMembers(websiteId);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: { name: row.role as Role },
        status: row.status as MemberStatus,
        license: row.license,
        created_at: row.createdAt.toISOString(),
        last_sign_in_at: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
      }));
    },

    changeRole: (admin: AuthenticatedUser, memberId: number, role: Role) => change(admin, memberId, { role }),
    changeStatus: (admin: AuthenticatedUser, memberId: number, status: MemberStatus) =>
      change(admin, memberId, { status }),
    remove: (admin: AuthenticatedUser, memberId: number) => change(admin, memberId, { remove: true }),

    async invitations(websiteId: number): Promise<Invitation[]> {
      const rows = await invitations.listOpen(websiteId);
      return rows.map((row) => toInvitation(row.invitation, row.invitedByName));
    },

    /**
     * Invites an address with a role, mailing the link in the language the admin chose. An address with an
     * account (here or on another website) or an open invitation is refused, saying which.
     */
    async invite(admin: AuthenticatedUser, input: InvitationRequest): Promise<Invitation> {
      const email = input.email.trim().toLowerCase();
      const accountWebsite = await repo.accountWebsite(email);
      if (accountWebsite !== undefined) {
        const key =
          accountWebsite === admin.user.websiteId ? 'invitationAlreadyMember' : 'invitationOtherWebsite';
        throw AppError.validation({ email: [key] }, key);
      }
      const link = newLink();
      const row = await invitations.create(
        {
          websiteId: admin.user.websiteId,
          email,
          role: input.role,
          lang: input.lang,
          invitedBy: admin.user.id,
          createdAt: link.stored.sentAt,
          ...link.stored,
        },
        admin.user.id,
      );
      if (!row) {
        // One open invitation per address: this website's (resend it), or another's (one person, one website).
        const elsewhere = (await invitations.openInvitationWebsite(email)) !== admin.user.websiteId;
        const key = elsewhere ? 'invitationElsewhere' : 'invitationPending';
        throw AppError.validation({ email: [key] }, key);
      }
      await mailInvitation(admin, row, link.token);
      return toInvitation(row, admin.user.name);
    },

    /** Mails an open invitation again with a new link (the previous one stops working) and a new week. */
    async resend(admin: AuthenticatedUser, id: number): Promise<Invitation> {
      const link = newLink();
      const row = await invitations.renew(admin.user.websiteId, id, link.stored, admin.user.id);
      if (!row) throw AppError.notFound();
      await mailInvitation(admin, row, link.token);
      return toInvitation(row, null);
    },

    async revoke(admin: AuthenticatedUser, id: number) {
      if (!(await invitations.revoke(admin.user.websiteId, id, clock(), admin.user.id)))
        throw AppError.notFound();
    },

    async exists(websiteId: number, id: number): Promise<boolean> {
      return (await invitations.findOpen(websiteId, id)) !== undefined;
    },

    /** What the invitation page shows; a link that no longer works says so (422), as at acceptance. */
    async preview(token: string): Promise<InvitationPreview> {
      const found = await invitations.findLive(hashSecret(token), clock());
      if (!found) throw AppError.validation({ token: ['invitationInvalid'] }, 'invitationInvalid');
      return {
        email: found.invitation.email,
        website_name: found.websiteName,
        lang: found.invitation.lang as Language,
      };
    },

    /** Creates the invitee's account with their name and password; they then sign in as everyone does. */
    async accept(input: AcceptInvitationRequest): Promise<void> {
      const result = await invitations.accept(hashSecret(input.token), clock(), {
        name: input.name.trim(),
        passwordHash: await hashPassword(input.password),
      });
      if (result === 'invalid')
        throw AppError.validation({ token: ['invitationInvalid'] }, 'invitationInvalid');
      if (result === 'taken')
        throw AppError.validation({ token: ['invitationOtherWebsite'] }, 'invitationOtherWebsite');
    },

    async sessions(auth: AuthenticatedUser): Promise<Session[]> {
      const rows = await repo.sessions(auth.user.id, clock());
      return rows.map((row) => ({
        id: row.id,
        user_agent: row.userAgent,
        ip_address: row.ipAddress,
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt?.toISOString() ?? null,
        current: row.id === auth.tokenId,
      }));
    },

    async endSession(auth: AuthenticatedUser, id: number) {
      if (!(await repo.endSession(auth.user.id, id, clock()))) throw AppError.notFound();
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
