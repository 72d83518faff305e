// The report form's pickers: the website's brand profiles and properties, searched by name a page at a time.
// Apart from the reports' own calls, so that a report page does not load the profile and property schemas.
import { brandProfileSummarySchema, pageOf, propertySummarySchema } from '@cakemix/core';
import { api } from '@/lib/api.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { useSession } from '@/lib/session.ts';
import { reportKeys } from './report-query.ts';

const profilePageSchema = pageOf(brandProfileSummarySchema);
const propertyPageSchema = pageOf(propertySummarySchema);

/** A report picker's page of matches: a screenful, the next one on demand. */
const PICKER_PAGE_SIZE = 25;

/** What a report picker asks: the name searched and the page. */
interface PickerQuery {
  search: string;
  page: number;
}

/** The list query of a picker: searched by name on the server, complete ones first, each by name. */
const pickerQuery = ({ search, page }: PickerQuery) => ({
  search: search || undefined,
  page,
  per_page: PICKER_PAGE_SIZE,
  sort: 'status',
  order: 'asc',
});

async function fetchProfilePickerPage(websiteId: number, query: PickerQuery, signal?: AbortSignal) {
  const answer = await api.get(`/websites/${websiteId}/brand-profiles`, {
    query: pickerQuery(query),
    signal,
  });
  return parseResponse(profilePageSchema, answer);
}

async function fetchPropertyPickerPage(websiteId: number, query: PickerQuery, signal?: AbortSignal) {
  const answer = await api.get(`/websites/${websiteId}/properties`, { query: pickerQuery(query), signal });
  return parseResponse(propertyPageSchema, answer);
}

/**
 * Where the report pickers read the website's brand profiles and properties: their cache keys and one page
 * of the matches of a search; `enabled` is false until the user (and so the website) is known.
 */
export function usePickerSources() {
  const websiteId = useSession().user?.websiteId ?? null;
  const site = websiteId ?? 0;
  return {
    enabled: websiteId !== null,
    profiles: {
      queryKey: reportKeys.picker(site, 'profiles'),
      fetchPage: (query: PickerQuery, signal: AbortSignal) => fetchProfilePickerPage(site, query, signal),
    },
    properties: {
      queryKey: reportKeys.picker(site, 'properties'),
      fetchPage: (query: PickerQuery, signal: AbortSignal) => fetchPropertyPickerPage(site, query, signal),
    },
  };
}
