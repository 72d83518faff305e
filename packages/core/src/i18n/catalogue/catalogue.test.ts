import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { MAIL_TEXTS } from './mail.ts';
import { PLAUSIBILITY_TEXTS } from './plausibility.ts';
import { PROPERTY_FORM_TEXTS } from './property-form.ts';
import { RATE_CARD_TEXTS } from './rate-card.ts';
import { REPORT_TEXTS } from './reports.ts';

/** Every text of a catalogue by its dotted key. */
function texts(value: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'object' && inner !== null) {
      for (const [path, text] of texts(inner, `${prefix}${key}.`)) found.set(path, text);
    } else {
      found.set(`${prefix}${key}`, String(inner));
    }
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** One catalogue per language and area; the app's screens add their own areas (apps/web/src/lib/i18n). */
const AREAS = {
  reports: REPORT_TEXTS,
  messages: MESSAGES,
  mail: MAIL_TEXTS,
  propertyForm: PROPERTY_FORM_TEXTS,
  rateCard: RATE_CARD_TEXTS,
  plausibility: PLAUSIBILITY_TEXTS,
};

describe.each(Object.entries(AREAS))('the %s catalogue', (_area, catalogue) => {
  const en = texts(catalogue.en);
  const fr = texts(catalogue.fr);

  it('has every key in both languages', () => {
    expect(
      [...fr.keys()].filter((key) => !en.has(key)),
      'only in French',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((key) => !fr.has(key)),
      'only in English',
    ).toEqual([]);
  });

  it('has no empty text, and the same placeholders in both languages', () => {
    for (const [key, text] of en) {
      const french = fr.get(key) ?? '';
      expect(text.trim(), `en ${key}`).not.toBe('');
      expect(french.trim(), `fr ${key}`).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(text));
    }
  });
});
