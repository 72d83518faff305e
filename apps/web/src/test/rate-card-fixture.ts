import {
  DEFAULT_RATES,
  RATE_CARD,
  type RateCard,
  type RateCardChange,
  type RateCardRow,
  type RateCardValues,
  rateCardRowDefaults,
  ratesWithCard,
} from '@cakemix/core';

/** A website's own value of a key, as the rate card answer gives it. */
export interface OwnValue {
  id: number;
  value: number;
  effective_from: string;
  note: string;
}

/**
 * A rate card answer as the server makes it (GET /websites/{id}/rate-card): the default table, the website's
 * values in effect on `day`, those to come, and the history.
 */
export function rateCardAnswer(
  options: {
    day?: string;
    own?: Partial<Record<RateCardRow['key'], OwnValue>>;
    upcoming?: Partial<Record<RateCardRow['key'], RateCardRow['upcoming']>>;
    history?: RateCardChange[];
  } = {},
): RateCard {
  const own = options.own ?? {};
  const values: RateCardValues = {};
  for (const [key, entry] of Object.entries(own)) if (entry) values[key as RateCardRow['key']] = entry.value;
  return {
    website_id: 1,
    day: options.day ?? '2026-03-01',
    rows: RATE_CARD.map((info) => {
      const defaults = rateCardRowDefaults(info, DEFAULT_RATES);
      const current = own[info.key] ?? null;
      return {
        ...defaults,
        value: current?.value ?? defaults.default_value,
        current,
        upcoming: options.upcoming?.[info.key] ?? [],
      };
    }),
    rates: { ...ratesWithCard(DEFAULT_RATES, values) },
    history: options.history ?? [],
  };
}
