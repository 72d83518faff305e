import { fill } from '../i18n/catalogue/fill.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import { formatCents, formatNumber, formatRatio } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { OBJECTIVES } from '../profiles/options.ts';
import type { Appraisal, RatioReading, ValuationResult } from '../valuation/types.ts';
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
  // Method 1.2 says the amounts every table shows (one rounding per line), the rights' own.
  const shown = result.appraisal?.shown;
  const about = {
    brand: names.brand,
    property: names.property,
    value: money(shown?.rightsTotalCents ?? value.totalCents),
  };

  if (result.appraisal) paragraphs.push(...headline12(result.appraisal, result, about, lang));
  else {
    const priced = { ...about, cost: money(cost.totalCents), ratio: formatRatio(ratio.value ?? 0, lang) };
    paragraphs.push(
      ratio.value === null
        ? fill(text.valueWithoutCost, about)
        : ratio.band
          ? fill(text.valueAndRatio, { ...priced, band: RATIO_BAND_LABELS[ratio.band][lang] })
          : fill(text.valueAndRatioPreliminary, priced),
    );
  }

  // What the rights value is made of (method 1.2: the rights lines only; 1.1: every line).
  const promised = result.lines
    .filter((l) => !result.appraisal || l.side !== 'activation')
    .reduce((t, l) => t + l.expectedCents, 0);
  const intangibleCents = shown?.rightsIntangibleCents ?? value.intangibleCents;
  paragraphs.push(
    fill(intangibleCents >= 0 ? text.tangibleAdds : text.tangibleTakesAway, {
      tangible: money(shown?.rightsTangibleCents ?? value.tangibleCents),
      promised: money(promised),
      m: formatNumber(result.multiplier.value, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      intangible: money(Math.abs(intangibleCents)),
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

/** A ratio as every report prints it, with two decimals ("1.06:1"). */
const ratio2 = (value: number, lang: Language) => formatRatio(value, lang);

/** The verdict's words: one band, or the two the interval reaches ("between break-even and fair"). */
function bandWords(reading: RatioReading, lang: Language): string | null {
  const [low, high] = reading.bands;
  if (!low) return null;
  if (!high) return RATIO_BAND_LABELS[low][lang];
  return fill(REPORT_TEXTS[lang].summary.betweenBands, {
    low: RATIO_BAND_LABELS[low][lang],
    high: RATIO_BAND_LABELS[high][lang],
  });
}

/**
 * Method 1.2's opening: the rights value against the rights fee with the ratio's P10–P90 and its verdict (or
 * why it is withheld), the fair rights fee, and the sponsor's activation apart with the programme's return.
 */
function headline12(
  a: Appraisal,
  result: ValuationResult,
  about: { brand: string; property: string; value: string },
  lang: Language,
): string[] {
  const text = REPORT_TEXTS[lang].summary;
  const money = (cents: number) => formatCents(cents, lang);
  const paragraphs: string[] = [];
  const r = a.rightsFeeRatio;
  if (r.value === null || !r.interval) paragraphs.push(fill(text.rightsValueWithoutFee, about));
  else {
    const figures = {
      ...about,
      fee: money(result.cost.rightsFeeCents),
      ratio: ratio2(r.value, lang),
      low: ratio2(r.interval.p10, lang),
      high: ratio2(r.interval.p90, lang),
    };
    const band = a.verdict.preliminary ? null : bandWords(r, lang);
    paragraphs.push(
      band
        ? fill(text.rightsValueAndRatio, { ...figures, band })
        : fill(text.rightsValueAndRatioPreliminary, figures),
    );
  }
  const fair = a.fairRightsFee;
  if (fair)
    paragraphs.push(
      fill(text.fairFee, {
        target: ratio2(fair.target.ratio, lang),
        fee: money(fair.cents),
        low: money(fair.interval.p10Cents),
        high: money(fair.interval.p90Cents),
      }),
    );
  if (a.activation.costCents > 0 || a.activation.valueCents > 0)
    paragraphs.push(
      fill(text.activationApart, {
        cost: money(a.activation.costCents),
        value: money(a.shown.activationCents),
        ratio: a.programmeRatio.value === null ? '—' : ratio2(a.programmeRatio.value, lang),
      }),
    );
  return paragraphs;
}
