import {
  type Faq,
  faqSchema,
  type Glossary,
  glossarySchema,
  type Language,
  messageResponseSchema,
  type SupportRequest,
} from '@cakemix/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { useLanguage } from '@/lib/i18n/i18n.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { createResource } from '@/lib/resource.ts';
import { useSession } from '@/lib/session.ts';

const supportRequests = createResource(api, '/websites/:websiteId/send-support-request');

export async function fetchGlossary(lang: Language): Promise<Glossary> {
  return parseResponse(glossarySchema, await api.get('/help/glossary', { query: { lang } }));
}

export async function fetchFaq(lang: Language): Promise<Faq> {
  return parseResponse(faqSchema, await api.get('/help/faq', { query: { lang } }));
}

/** Spec section 7: POST /websites/{websiteId}/send-support-request with subject and message (and the page). */
export async function sendSupportRequest(websiteId: number, request: SupportRequest) {
  return parseResponse(messageResponseSchema, await supportRequests.create({ websiteId, ...request }));
}

export function useGlossary(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['help', 'glossary', lang],
    queryFn: () => fetchGlossary(lang),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useFaq(enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ['help', 'faq', lang],
    queryFn: () => fetchFaq(lang),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export function useSendSupportRequest() {
  const websiteId = useSession().user?.websiteId ?? 0;
  return useMutation({ mutationFn: (request: SupportRequest) => sendSupportRequest(websiteId, request) });
}
