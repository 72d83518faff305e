import { fill } from '../i18n/catalogue/fill.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import { formatCents, formatNumber, formatRatio } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { OBJECTIVES } from '../profiles/schema.ts';
import type { Appraisal, ValuationResult } from '../valuation/types.ts';
import { OBJECTIVE_LABELS, RATIO_BAND_LABELS } from './labels.ts';

/**
 * Method 1.2's opening: the rights value against the rights fee and the verdict its interval supports, the
 * fair rights fee, then the sponsor's activation apart and the whole programme's return.
 */
function appraisalParagraphs(
  result: ValuationResult,
  appraisal: Appraisal,
  names: { property: string; brand: string },
  lang: Language,
): string[] {
  const text = REPORT_TEXTS[lang].summary;
  const money = (cents: number) => formatCents(cents, lang);
  const about = {
    brand: names.brand,
    property: names.property,
    value: money(appraisal.shown.rightsTotalCents),
  };
  const { rightsFeeRatio, verdict, fairRightsFee: fair } = appraisal;
  const priced = {
    ...about,
    fee: money(result.cost.rightsFeeCents),
    ratio: formatRatio(rightsFeeRatio.value ?? 0, lang),
  };
  const [low] = verdict.bands;
  const high = verdict.bands[verdict.bands.length - 1];
  const verdictText =
    low && high
      ? low === high
        ? RATIO_BAND_LABELS[low][lang]
        : fill(REPORT_TEXTS[lang].appraisal.between, {
            low: RATIO_BAND_LABELS[low][lang],
            high: RATIO_BAND_LABELS[high][lang],
          })
      : null;
  const opening =
    rightsFeeRatio.value === null
      ? fill(text.rightsWithoutFee, about)
      : verdict.preliminary || !verdictText
        ? fill(text.rightsAndRatioPreliminary, priced)
        : fill(text.rightsAndRatio, { ...priced, verdict: verdictText });
  const fee = fair
    ? fill(text.fairFee, {
        target: formatRatio(fair.target.ratio, lang),
        fair: money(fair.cents),
        low: money(fair.interval.p10Cents),
        high: money(fair.interval.p90Cents),
      })
    : null;
  const paragraphs = [fee ? `${opening} ${fee}` : opening];
  if (appraisal.activation.costCents > 0 || appraisal.shown.activationCents > 0)
    paragraphs.push(
      fill(text.activationApart, {
        activation: money(appraisal.shown.activationCents),
        cost: money(appraisal.activation.costCents),
        programme: formatRatio(appraisal.programmeRatio.value ?? 0, lang),
      }),
    );
  return paragraphs;
}

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
  const { value, cost, ratio, appraisal } = result;
  if (appraisal) paragraphs.push(...appraisalParagraphs(result, appraisal, names, lang));
  else {
    const about = { brand: names.brand, property: names.property, value: money(value.totalCents) };
    const priced = { ...about, cost: money(cost.totalCents), ratio: formatRatio(ratio.value ?? 0, lang) };
    paragraphs.push(
      ratio.value === null
        ? fill(text.valueWithoutCost, about)
        : ratio.band
          ? fill(text.valueAndRatio, { ...priced, band: RATIO_BAND_LABELS[ratio.band][lang] })
          : fill(text.valueAndRatioPreliminary, priced),
    );
  }

  // Method 1.2 says the amounts every table shows (one rounding per line), and the rights' part alone.
  const tangibleCents = appraisal?.shown.rightsTangibleCents ?? value.tangibleCents;
  const intangibleCents = appraisal?.shown.rightsIntangibleCents ?? value.intangibleCents;
  const promisedCents = appraisal
    ? result.lines.filter((l) => (l.side ?? 'rights') === 'rights').reduce((t, l) => t + l.expectedCents, 0)
    : result.tangible.expectedCents;
  paragraphs.push(
    fill(intangibleCents >= 0 ? text.tangibleAdds : text.tangibleTakesAway, {
      tangible: money(tangibleCents),
      promised: money(promisedCents),
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
