import { type RateCardKey, rateCardKeyInfo } from '../../valuation/rate-card.ts';
import type { Language } from '../languages.ts';
import { textsByLanguage } from './language-texts.ts';
import type { rateCardEn } from './rate-card.en.ts';

export { rateCardEn } from './rate-card.en.ts';
export { rateCardFr } from './rate-card.fr.ts';
export type RateCardTexts = typeof rateCardEn;

/** A website's rate card in a language: the admin screen's texts and the name of every rate. */
export const RATE_CARD_TEXTS = textsByLanguage('rateCard');

type Labels = Record<string, string | Record<string, string>>;

/** What readers call a rate card key (`cpm.tv` → "Television CPM"); they never see the key itself. */
export function rateCardKeyLabel(key: RateCardKey, lang: Language): string {
  const [head = '', tail = ''] = key.split('.');
  const entry = (RATE_CARD_TEXTS[lang].keys as Labels)[head];
  const label = typeof entry === 'string' ? entry : entry?.[tail];
  if (label === undefined) throw new Error(`no label for rate card key ${key}`);
  return label;
}

/** Where a key's default comes from, in the reader's language (its date: RATE_SOURCES, via rateCardSource). */
export function rateCardSourceLabel(key: RateCardKey, lang: Language): string {
  const sources = RATE_CARD_TEXTS[lang].sources as Record<string, string>;
  const text = sources[rateCardKeyInfo(key).rate];
  if (text === undefined) throw new Error(`no source text for rate card key ${key}`);
  return text;
}
