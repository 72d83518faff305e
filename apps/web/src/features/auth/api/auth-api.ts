import {
  type AcceptInvitationRequest,
  type CurrentUser,
  currentUserSchema,
  type InvitationPreview,
  invitationPreviewSchema,
  type LoginChallenge,
  type LoginResponse,
  loginChallengeSchema,
  loginResponseSchema,
  messageResponseSchema,
} from '@cakemix/core';
import { z } from 'zod';
import { api } from '@/lib/api.ts';
import { currentLanguage } from '@/lib/i18n/i18n.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { createResource } from '@/lib/resource.ts';

/** The OAuth client of the password grant (spec section 7); the defaults match the server's. */
const OAUTH_CLIENT = {
  id: import.meta.env.VITE_OAUTH_CLIENT_ID || 'cakemix-web',
  secret: import.meta.env.VITE_OAUTH_CLIENT_SECRET || 'cakemix-web-secret',
};

const currentUserResource = createResource<unknown>(api, '/user');
const authStatusSchema = z.object({ authenticated: z.literal(true), user: currentUserSchema });

/** Step one of sign-in: checks the credentials; the server e-mails a verification code. */
export async function requestLogin(input: { email: string; password: string }): Promise<LoginChallenge> {
  const body = await api.post(
    '/login',
    {
      email: input.email,
      password: input.password,
      grant_type: 'password',
      client_id: OAUTH_CLIENT.id,
      client_secret: OAUTH_CLIENT.secret,
      referer: 'cakemix',
    },
    { authenticate: true },
  );
  return parseResponse(loginChallengeSchema, body);
}

/** Step two: the e-mailed code yields the token and the user. */
export async function verifyCode(input: { challenge: string; code: string }): Promise<LoginResponse> {
  return parseResponse(loginResponseSchema, await api.post('/login/verify', input, { authenticate: true }));
}

export async function resendCode(input: { challenge: string }) {
  return parseResponse(
    messageResponseSchema,
    await api.post('/login/resend-code', input, { authenticate: true }),
  );
}

/** Revokes the token. A token the server no longer knows needs no second logout, hence `authenticate`. */
export async function logout() {
  return parseResponse(messageResponseSchema, await api.post('/logout', undefined, { authenticate: true }));
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return parseResponse(currentUserSchema, await currentUserResource.query({ referer: 'cakemix' }));
}

/** The route guard's check that the stored token is still live. */
export async function fetchAuthStatus(signal?: AbortSignal) {
  return parseResponse(authStatusSchema, await api.get('/auth/status', { signal }));
}

export async function requestResetLink(input: { email: string }) {
  return parseResponse(
    messageResponseSchema,
    await api.post('/password/reset-link', input, { query: { lang: currentLanguage() } }),
  );
}

export async function resetPassword(input: {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}) {
  return parseResponse(
    messageResponseSchema,
    await api.post('/password/reset', input, { query: { lang: currentLanguage() } }),
  );
}

export async function changePassword(input: {
  current_password: string;
  password: string;
  password_confirmation: string;
}) {
  return parseResponse(
    messageResponseSchema,
    await api.put('/me/password', input, { query: { lang: currentLanguage() } }),
  );
}

/** What an invitation link shows: the address invited and the website; a dead link answers 422. */
export async function previewInvitation(token: string): Promise<InvitationPreview> {
  return parseResponse(
    invitationPreviewSchema,
    await api.get(`/invitations/${encodeURIComponent(token)}`, { authenticate: true }),
  );
}

/** Creates the invitee's account; they then sign in as everyone does. */
export async function acceptInvitation(input: AcceptInvitationRequest) {
  return parseResponse(
    messageResponseSchema,
    await api.post('/invitations/accept', input, { authenticate: true }),
  );
}
