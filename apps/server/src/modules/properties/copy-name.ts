import { type Language, message, TEXT_LIMITS } from '@cakemix/core';

/**
 * Names for the copy of a property, in the person's language and in order of preference: "Lynx (copy)",
 * then "Lynx (copy 2)", "Lynx (copy 3)"… Each fits the name limit: a long name is cut, never the suffix.
 */
export function copyNames(name: string, lang: Language, from: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const suffix =
      n === 1 ? message('copySuffix', lang) : message('copySuffixNumbered', lang, { number: String(n) });
    const base = name.slice(0, TEXT_LIMITS.name - suffix.length - 1).trimEnd();
    return `${base} ${suffix}`;
  });
}
