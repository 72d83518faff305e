import { DEFAULT_RATES, type RateCard, type Rates, rateCardSchema, ratesFromAnswer } from '@cakemix/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './api.ts';
import { parseResponse } from './parse-response.ts';
import { useSession } from './session.ts';

/**
 * The signed-in user's website's rate card (GET /websites/{id}/rate-card): read by its own screen and by
 * the property form, whose live estimate values with the website's rates as the server does.
 */
export const rateCardKeys = {
  all: ['rate-card'] as const,
  card: (websiteId: number) => [...rateCardKeys.all, websiteId] as const,
};

export async function fetchRateCard(websiteId: number): Promise<RateCard> {
  return parseResponse(rateCardSchema, await api.get(`/websites/${websiteId}/rate-card`));
}

export function useRateCard() {
  const websiteId = useSession().user?.websiteId ?? null;
  return useQuery({
    queryKey: rateCardKeys.card(websiteId ?? 0),
    queryFn: () => fetchRateCard(websiteId ?? 0),
    enabled: websiteId !== null,
    staleTime: 5 * 60_000,
  });
}

/**
 * The rates new valuations of the website use today: its rate card's whole table; the default table while
 * the card loads, or if it cannot be read (an estimate, then, like any other until the card arrives).
 */
export function useWebsiteRates(): Rates {
  const { data } = useRateCard();
  return useMemo(() => (data ? ratesFromAnswer(data.rates) : DEFAULT_RATES), [data]);
}
