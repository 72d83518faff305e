import { MESSAGES } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { fr } from './fr.ts';
import { i18n, initI18n } from './i18n.ts';

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('translations', () => {
  it('fill every key in both languages, with no empty string', () => {
    initI18n('en');
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const lang of ['en', 'fr'] as const) {
      for (const key of keys({ ...(lang === 'en' ? en : fr), messages: MESSAGES[lang] })) {
        expect(i18n.getFixedT(lang)(key as 'app.name'), `${lang}:${key}`).not.toBe('');
      }
    }
  });

  it("take the spec's messages from the shared catalogue, placeholders included", () => {
    initI18n('fr');
    expect(i18n.t('messages.unauthenticated')).toBe(MESSAGES.fr.unauthenticated);
    expect(i18n.getFixedT('en')('messages.sectionsIncomplete', { sectionNames: 'Target, Relevance' })).toBe(
      'Please fill all required fields in the following section(s): Target, Relevance.',
    );
  });
});
