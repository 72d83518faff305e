import { fill } from '../i18n/catalogue/fill.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import { formatCents, formatNumber, formatRatio } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { OBJECTIVES } from '../profiles/schema.ts';
import type { ValuationResult } from '../valuation/types.ts';
import { OBJECTIVE_LABELS, RATIO_BAND_LABELS } from './labels.ts';

function score(value: number, lang: Language): string {
  return formatNumber(value, lang, { maximumFractionDigits: 0 });
}

/**
 * A short narrative of a valuation, in the reader's language: value against cost and ratio, what the
 * value is made of, fit with the brand's objectives, the audience and its effective CPM, and the caveats.
 * Every figure in it comes from the result, formatted for the language; the sentences are the reports
 * catalogue's `summary` texts.
 */
export function reportSummary(
  result: ValuationResult,
  names: { property: string; brand: string },
  lang: Language,
): string[] {
  const text = REPORT_TEXTS[lang].summary;
  const money = (cents: number) => formatCents(cents, lang);
  const paragraphs: string[] = [];
  const { value, cost, ratio } = result;
  const about = { brand: names.brand, property: names.property, value: money(value.totalCents) };

  const priced = { ...about, cost: money(cost.totalCents), ratio: formatRatio(ratio.value ?? 0, lang) };
  paragraphs.push(
    ratio.value === null
      ? fill(text.valueWithoutCost, about)
      : ratio.band
        ? fill(text.valueAndRatio, { ...priced, band: RATIO_BAND_LABELS[ratio.band][lang] })
        : fill(text.valueAndRatioPreliminary, priced),
  );

  paragraphs.push(
    fill(value.intangibleCents >= 0 ? text.tangibleAdds : text.tangibleTakesAway, {
      tangible: money(value.tangibleCents),
      promised: money(result.tangible.expectedCents),
      m: formatNumber(result.multiplier.value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      intangible: money(Math.abs(value.intangibleCents)),
    }),
  );

  const weighted = OBJECTIVES.filter((o) => result.scores.fit.weights[o] > 0);
  if (weighted.length > 0) {
    const byScore = [...weighted].sort(
      (a, b) => result.scores.objectives[b].score - result.scores.objectives[a].score,
    );
    const named = (o: (typeof OBJECTIVES)[number]) =>
      `${OBJECTIVE_LABELS[o][lang]} (${score(result.scores.objectives[o].score, lang)})`;
    const best = named(byScore[0] as (typeof OBJECTIVES)[number]);
    const worst = named(byScore[byScore.length - 1] as (typeof OBJECTIVES)[number]);
    const fit = score(result.scores.fit.score, lang);
    paragraphs.push(fill(weighted.length === 1 ? text.fitOne : text.fitMany, { best, worst, fit }));
  }

  const { impressions, cpm } = result;
  if (impressions.delivered > 0 && cpm.effectiveCents !== null && cpm.marketCents !== null) {
    paragraphs.push(
      fill(cpm.effectiveCents <= cpm.marketCents ? text.cpmCheaper : text.cpmDearer, {
        count: formatNumber(impressions.delivered, lang),
        effective: formatCents(cpm.effectiveCents, lang, true),
        market: formatCents(cpm.marketCents, lang, true),
      }),
    );
  }

  const caveats: string[] = [];
  const missing = result.missing.length;
  if (missing > 0) caveats.push(fill(missing > 1 ? text.missingMany : text.missingOne, { count: missing }));
  for (const warning of result.warnings) {
    if (warning.code === 'activation_over_budget') {
      caveats.push(
        fill(text.activationOverBudget, {
          items: money(Number(warning.params.itemsCents)),
          budget: money(Number(warning.params.budgetCents)),
        }),
      );
    }
  }
  if (caveats.length > 0) paragraphs.push(caveats.join(' '));
  return paragraphs;
}
