import { type AuditPage, auditPageSchema } from '@cakemix/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api.ts';
import { parseResponse } from './parse-response.ts';

/** The records whose history their edit screen shows. */
export type HistoryRecord = 'property' | 'brand_profile';

const PATHS: Record<HistoryRecord, string> = { property: '/properties', brand_profile: '/brand-profiles' };
const PAGE_SIZE = 10;

/**
 * A property's or brand profile's changes from the audit log, newest first, a page at a time. `version` (the
 * record's updated_at) is part of the key, so a save shows at once.
 */
export function useRecordHistory(record: HistoryRecord, id: number | null, version: string | undefined) {
  return useInfiniteQuery({
    queryKey: ['history', record, id, version],
    enabled: id !== null && version !== undefined,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam }): Promise<AuditPage> =>
      parseResponse(
        auditPageSchema,
        await api.get(`${PATHS[record]}/${id}/history`, {
          query: { per_page: PAGE_SIZE, before: pageParam },
        }),
      ),
    getNextPageParam: (page) => page.next_before ?? undefined,
  });
}
