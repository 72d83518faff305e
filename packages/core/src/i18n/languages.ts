/** The interface languages (spec section 9). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Number and money locale for a language (spec section 9: fr-ca for French, otherwise en-au). */
export function numberLocale(lang: Language): 'fr-CA' | 'en-AU' {
  return lang === 'fr' ? 'fr-CA' : 'en-AU';
}

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en';
}

/**
 * Picks a supported language from an Accept-Language header or a browser language tag
 * ("fr-CA,fr;q=0.9,en" → "fr"); returns undefined when none of its entries is supported.
 */
export function languageFromTag(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  for (const part of tag.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return undefined;
}
