import {
  acceptInvitationRequestSchema,
  invitationPreviewSchema,
  invitationRequestSchema,
  invitationSchema,
  memberRoleRequestSchema,
  memberSchema,
  memberStatusRequestSchema,
  message,
  messageResponseSchema,
  rowIdParam,
  sessionSchema,
} from '@cakemix/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import type { Limits } from '../../lib/limits.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { assertOwnWebsite, assertRole, requireAuth, signedIn } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/service.ts';
import type { TeamService } from './service.ts';

const websiteParams = z.object({ websiteId: rowIdParam });
const memberParams = websiteParams.extend({ memberId: rowIdParam });
const invitationParams = websiteParams.extend({ invitationId: rowIdParam });
const tokenParams = z.object({ token: z.string().min(1).max(200) });
const idParams = z.object({ id: rowIdParam });
const tags = ['team'];

/**
 * A website's members and invitations (its admins only: another website's id answers 404, other roles
 * 403), the invitee's link (no sign-in), and a person's own sessions (issue 30).
 */
export function teamRoutes(deps: {
  auth: AuthService;
  team: TeamService;
  rateLimiter: RateLimiter;
  limits: Limits;
}): FastifyPluginAsyncZod {
  const { team, rateLimiter, limits } = deps;
  const authenticated = requireAuth(deps.auth);

  /** The caller, an admin of the website in the URL. */
  function adminOf(request: FastifyRequest, websiteId: number) {
    assertOwnWebsite(request, websiteId);
    return assertRole(request, 'admin');
  }
  /** As adminOf, within their allowance of team writes. */
  async function adminWrite(request: FastifyRequest, websiteId: number) {
    const admin = adminOf(request, websiteId);
    await rateLimiter.hit(`teamWrites:${admin.user.id}`, limits.teamWrites);
    return admin;
  }
  const done = (request: FastifyRequest, key: Parameters<typeof message>[0], params = {}) => ({
    user_message: message(key, requestLanguage(request), params),
  });

  return async (app) => {
    app.get(
      '/websites/:websiteId/members',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: "The website's members with role, status and last sign-in (admins only)",
          params: websiteParams,
          response: { 200: z.object({ data: z.array(memberSchema) }) },
        },
      },
      async (request) => {
        adminOf(request, request.params.websiteId);
        return { data: await team.members(request.params.websiteId) };
      },
    );

    app.put(
      '/websites/:websiteId/members/:memberId/role',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: "Changes a member's role; the last active admin keeps theirs (admins only)",
          params: memberParams,
          body: memberRoleRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = await adminWrite(request, request.params.websiteId);
        await team.changeRole(admin, request.params.memberId, request.body.role);
        return done(request, 'memberRoleChanged');
      },
    );

    app.put(
      '/websites/:websiteId/members/:memberId/status',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            'Deactivates a member (every session of theirs ends at once) or reactivates them; the last ' +
            'active admin stays active (admins only)',
          params: memberParams,
          body: memberStatusRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = await adminWrite(request, request.params.websiteId);
        await team.changeStatus(admin, request.params.memberId, request.body.status);
        return done(request, request.body.status === 'active' ? 'memberReactivated' : 'memberDeactivated');
      },
    );

    app.delete(
      '/websites/:websiteId/members/:memberId',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: 'Removes a member; the last active admin stays (admins only)',
          params: memberParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = await adminWrite(request, request.params.websiteId);
        await team.remove(admin, request.params.memberId);
        return done(request, 'memberRemoved');
      },
    );

    app.get(
      '/websites/:websiteId/invitations',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: "The website's invitations not yet accepted or revoked (admins only)",
          params: websiteParams,
          response: { 200: z.object({ data: z.array(invitationSchema) }) },
        },
      },
      async (request) => {
        adminOf(request, request.params.websiteId);
        return { data: await team.invitations(request.params.websiteId) };
      },
    );

    app.post(
      '/websites/:websiteId/invitations',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            'Invites an e-mail address with a role; the link is mailed in the chosen language (admins only)',
          params: websiteParams,
          body: invitationRequestSchema,
          response: { 201: invitationSchema.extend({ user_message: z.string() }) },
        },
      },
      async (request, reply) => {
        const admin = await adminWrite(request, request.params.websiteId);
        const invitation = await team.invite(admin, request.body);
        await rateLimiter.hit(`invitationSends:${invitation.id}`, limits.invitationSends);
        return reply
          .status(201)
          .send({ ...invitation, ...done(request, 'invitationSent', { email: invitation.email }) });
      },
    );

    app.post(
      '/websites/:websiteId/invitations/:invitationId/resend',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary:
            'Mails an invitation again with a new link valid 7 days; a few times an hour (admins only)',
          params: invitationParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = await adminWrite(request, request.params.websiteId);
        const { websiteId, invitationId } = request.params;
        if (!(await team.exists(websiteId, invitationId))) throw AppError.notFound();
        await rateLimiter.hit(
          `invitationSends:${invitationId}`,
          limits.invitationSends,
          'invitationResendLimit',
        );
        await team.resend(admin, invitationId);
        return done(request, 'invitationResent');
      },
    );

    app.delete(
      '/websites/:websiteId/invitations/:invitationId',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: 'Revokes an invitation: its link stops working (admins only)',
          params: invitationParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const admin = await adminWrite(request, request.params.websiteId);
        await team.revoke(admin, request.params.invitationId);
        return done(request, 'invitationRevoked');
      },
    );

    app.get(
      '/invitations/:token',
      {
        schema: {
          tags,
          summary: "An invitation link's address and website, while it works (no sign-in)",
          params: tokenParams,
          response: { 200: invitationPreviewSchema },
        },
      },
      async (request) => {
        await rateLimiter.hit(`invitationAttempts:${request.ip}`, limits.invitationAttempts);
        return team.preview(request.params.token);
      },
    );

    app.post(
      '/invitations/accept',
      {
        schema: {
          tags,
          summary: 'Creates the invitee’s account with a name and password; the link works once (no sign-in)',
          body: acceptInvitationRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        await rateLimiter.hit(`invitationAttempts:${request.ip}`, limits.invitationAttempts);
        await team.accept(request.body);
        return reply.status(201).send(done(request, 'invitationAccepted'));
      },
    );

    app.get(
      '/me/sessions',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: "The caller's active sessions: device, address, last use",
          response: { 200: z.object({ data: z.array(sessionSchema) }) },
        },
      },
      async (request) => ({ data: await team.sessions(signedIn(request)) }),
    );

    app.delete(
      '/me/sessions/:id',
      {
        onRequest: authenticated,
        schema: {
          tags,
          summary: "Ends one of the caller's sessions",
          params: idParams,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await team.endSession(signedIn(request), request.params.id);
        return done(request, 'sessionEnded');
      },
    );
  };
}
