import {
  type AuditPage,
  type AuditQuery,
  auditPageSchema,
  type Invitation,
  type InvitationRequest,
  invitationSchema,
  type Member,
  type MemberStatus,
  memberSchema,
  messageResponseSchema,
  type Role,
  type Session,
  sessionSchema,
} from '@cakemix/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api.ts';
import { API_BASE_PATH } from '@/lib/api-client.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { useSession } from '@/lib/session.ts';

/** The website's team, its invitations, the audit log and the person's own sessions (issue 30). */
export const teamKeys = {
  all: ['team'] as const,
  members: (websiteId: number) => [...teamKeys.all, 'members', websiteId] as const,
  invitations: (websiteId: number) => [...teamKeys.all, 'invitations', websiteId] as const,
  audit: (websiteId: number, filters: AuditFilters) =>
    [...teamKeys.all, 'audit', websiteId, filters] as const,
  sessions: () => [...teamKeys.all, 'sessions'] as const,
};

export type AuditFilters = Omit<AuditQuery, 'before' | 'per_page'>;

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

function useWebsiteId(): number {
  return useSession().user?.websiteId ?? 0;
}

export function useMembers() {
  const websiteId = useWebsiteId();
  return useQuery({
    queryKey: teamKeys.members(websiteId),
    queryFn: async (): Promise<Member[]> =>
      parseResponse(list(memberSchema), await api.get(`/websites/${websiteId}/members`)).data,
  });
}

export function useInvitations() {
  const websiteId = useWebsiteId();
  return useQuery({
    queryKey: teamKeys.invitations(websiteId),
    queryFn: async (): Promise<Invitation[]> =>
      parseResponse(list(invitationSchema), await api.get(`/websites/${websiteId}/invitations`)).data,
  });
}

type MemberChange =
  | { id: number; role: Role }
  | { id: number; status: MemberStatus }
  | { id: number; remove: true };

/** Changes a member (role, status, removal); the server's message is shown and the lists read again. */
export function useChangeMember() {
  const websiteId = useWebsiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: MemberChange) => {
      const base = `/websites/${websiteId}/members/${change.id}`;
      const answer =
        'remove' in change
          ? await api.delete(base)
          : 'role' in change
            ? await api.put(`${base}/role`, { role: change.role })
            : await api.put(`${base}/status`, { status: change.status });
      return parseResponse(messageResponseSchema, answer);
    },
    onSuccess: (answer) => notifySuccess(answer.user_message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useInvite() {
  const websiteId = useWebsiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: InvitationRequest) =>
      parseResponse(
        invitationSchema.extend({ user_message: z.string() }),
        await api.post(`/websites/${websiteId}/invitations`, input),
      ),
    onSuccess: (answer) => {
      notifySuccess(answer.user_message);
      return queryClient.invalidateQueries({ queryKey: teamKeys.invitations(websiteId) });
    },
  });
}

/** Resends or revokes an invitation. */
export function useInvitationAction() {
  const websiteId = useWebsiteId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: 'resend' | 'revoke' }) => {
      const base = `/websites/${websiteId}/invitations/${id}`;
      const answer = action === 'resend' ? await api.post(`${base}/resend`) : await api.delete(base);
      return parseResponse(messageResponseSchema, answer);
    },
    onSuccess: (answer) => notifySuccess(answer.user_message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.invitations(websiteId) }),
  });
}

/** The audit log, newest first, a page at a time ("Show more" asks for the next). */
export function useAuditLog(filters: AuditFilters) {
  const websiteId = useWebsiteId();
  return useInfiniteQuery({
    queryKey: teamKeys.audit(websiteId, filters),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }): Promise<AuditPage> =>
      parseResponse(
        auditPageSchema,
        await api.get(`/websites/${websiteId}/audit`, { query: { ...filters, before: pageParam } }),
      ),
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}

/** Downloads the audit log, as filtered, as a CSV file in the interface language. */
export async function downloadAuditCsv(websiteId: number, filters: AuditFilters): Promise<Blob> {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  ).toString();
  return api.getFile(`${API_BASE_PATH}/websites/${websiteId}/audit/export${query ? `?${query}` : ''}`);
}

export function useSessions() {
  return useQuery({
    queryKey: teamKeys.sessions(),
    queryFn: async (): Promise<Session[]> =>
      parseResponse(list(sessionSchema), await api.get('/me/sessions')).data,
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      parseResponse(messageResponseSchema, await api.delete(`/me/sessions/${id}`)),
    onSuccess: (answer) => notifySuccess(answer.user_message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.sessions() }),
  });
}
