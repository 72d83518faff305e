import { type Language, numberLocale } from './languages.ts';

/**
 * Number, money and date formats of the two interface languages (spec: fr-CA for French, en-AU
 * otherwise), shared by the screens, the report summary and the PDF so they all read the same.
 */

/** Amounts are Canadian dollars; the narrow symbol ("$") reads naturally in both locales. */
const CURRENCY = 'CAD';

// Making a formatter costs far more than using one, and a report formats thousands of figures with a
// handful of formats: each is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  const key = `${lang}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang), options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

export function formatMoney(dollars: number, lang: Language, options: Intl.NumberFormatOptions = {}): string {
  return formatNumber(dollars, lang, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    ...options,
  });
}

/** Integer cents as money; whole dollars unless `withCents`. */
export function formatCents(cents: number, lang: Language, withCents = false): string {
  const digits = withCents ? 2 : 0;
  return formatMoney(cents / 100, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A value on 0–100 as a percentage. */
export function formatPercent(value: number, lang: Language, fractionDigits = 0): string {
  return formatNumber(value / 100, lang, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/**
 * A ratio as "2.40:1" / "2,40:1": always two decimals (method 1.2), so that ratios side by side read alike
 * ("1.60:1" beside "0.59:1", never "1.6:1").
 */
export function formatRatio(ratio: number, lang: Language): string {
  return `${formatNumber(ratio, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}:1`;
}

export function formatDate(
  value: Date | string,
  lang: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(numberLocale(lang), options).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}

/** A wait as a person says it: "45 seconds", "3 minutes" (rounded up), in the reader's language. */
export function formatWait(seconds: number, lang: Language): string {
  const minutes = seconds >= 60;
  const text = formatNumber(minutes ? Math.ceil(seconds / 60) : Math.max(1, Math.ceil(seconds)), lang, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  });
  // French keeps a number and its unit on one line; ICU's data has the no-break space for minutes only.
  return lang === 'fr' ? text.replace(/(\d) (?=\p{L})/u, '$1\u00a0') : text;
}
