import { type RateCardChange, type RateCardEntryInput, rateCardChangeSchema } from '@cakemix/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { parseResponse } from '@/lib/parse-response.ts';
import { rateCardKeys } from '@/lib/rate-card.ts';
import { useSession } from '@/lib/session.ts';

export async function addRateCardEntry(
  websiteId: number,
  entry: RateCardEntryInput,
): Promise<RateCardChange> {
  return parseResponse(
    rateCardChangeSchema,
    await api.post(`/websites/${websiteId}/rate-card/entries`, entry),
  );
}

/** Adds an entry to the website's rate card (admins); the card, its rates and history are read again. */
export function useAddRateCardEntry() {
  const queryClient = useQueryClient();
  const websiteId = useSession().user?.websiteId ?? 0;
  return useMutation({
    mutationFn: (entry: RateCardEntryInput) => addRateCardEntry(websiteId, entry),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.card(websiteId) }),
  });
}
