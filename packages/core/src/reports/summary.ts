import { formatCents, formatNumber, formatRatio } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import { OBJECTIVES } from '../profiles/schema.ts';
import type { ValuationResult } from '../valuation/types.ts';
import { OBJECTIVE_LABELS, RATIO_BAND_LABELS } from './labels.ts';

/** French puts a no-break space before a colon or a semicolon. */
const NBSP = '\u00a0';

function score(value: number, lang: Language): string {
  return formatNumber(value, lang, { maximumFractionDigits: 0 });
}

/**
 * A short narrative of a valuation, in the reader's language: value against cost and ratio, what the
 * value is made of, fit with the brand's objectives, the audience and its effective CPM, and the caveats.
 * Every figure in it comes from the result, formatted for the language.
 */
export function reportSummary(
  result: ValuationResult,
  names: { property: string; brand: string },
  lang: Language,
): string[] {
  const fr = lang === 'fr';
  const money = (cents: number) => formatCents(cents, lang);
  const paragraphs: string[] = [];
  const { value, cost, ratio } = result;

  if (ratio.value !== null && ratio.band) {
    const band = RATIO_BAND_LABELS[ratio.band][lang];
    paragraphs.push(
      fr
        ? `Pour ${names.brand}, ${names.property} vaut ${money(value.totalCents)} pour un coût de ${money(cost.totalCents)}${NBSP}: un ratio valeur-coût de ${formatRatio(ratio.value, lang)}, ${band}.`
        : `For ${names.brand}, ${names.property} is worth ${money(value.totalCents)} against a cost of ${money(cost.totalCents)}: a value-to-cost ratio of ${formatRatio(ratio.value, lang)}, ${band}.`,
    );
  } else {
    paragraphs.push(
      fr
        ? `Pour ${names.brand}, ${names.property} vaut ${money(value.totalCents)}. Aucun coût n'a été saisi${NBSP}; le ratio valeur-coût ne peut pas être calculé.`
        : `For ${names.brand}, ${names.property} is worth ${money(value.totalCents)}. No cost was entered, so no value-to-cost ratio can be computed.`,
    );
  }

  const multiplier = formatNumber(result.multiplier.value, lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const adds = value.intangibleCents >= 0;
  const intangible = money(Math.abs(value.intangibleCents));
  paragraphs.push(
    fr
      ? `Les avantages tangibles représentent ${money(value.tangibleCents)} livrés (${money(result.tangible.expectedCents)} promis à livraison complète)${NBSP}; le multiplicateur intangible de ${multiplier}× ${adds ? 'ajoute' : 'retranche'} ${intangible}.`
      : `Tangible benefits account for ${money(value.tangibleCents)} delivered (${money(result.tangible.expectedCents)} promised at full delivery); the intangible multiplier of ${multiplier}× ${adds ? 'adds' : 'takes away'} ${intangible}.`,
  );

  const weighted = OBJECTIVES.filter((o) => result.scores.fit.weights[o] > 0);
  if (weighted.length > 0) {
    const byScore = [...weighted].sort(
      (a, b) => result.scores.objectives[b].score - result.scores.objectives[a].score,
    );
    const best = byScore[0] as (typeof OBJECTIVES)[number];
    const worst = byScore[byScore.length - 1] as (typeof OBJECTIVES)[number];
    const fit = score(result.scores.fit.score, lang);
    const bestText = `${OBJECTIVE_LABELS[best][lang]} (${score(result.scores.objectives[best].score, lang)})`;
    const worstText = `${OBJECTIVE_LABELS[worst][lang]} (${score(result.scores.objectives[worst].score, lang)})`;
    paragraphs.push(
      weighted.length === 1
        ? fr
          ? `L'adéquation avec l'objectif de la marque, la ${bestText}, obtient ${fit}/100.`
          : `Fit with the brand's objective, ${bestText}, scores ${fit}/100.`
        : fr
          ? `L'adéquation avec les objectifs de la marque obtient ${fit}/100, au plus haut en ${bestText} et au plus bas en ${worstText}.`
          : `Fit with the brand's objectives scores ${fit}/100, strongest on ${bestText} and weakest on ${worstText}.`,
    );
  }

  const { impressions, cpm } = result;
  if (impressions.delivered > 0 && cpm.effectiveCents !== null && cpm.marketCents !== null) {
    const count = formatNumber(impressions.delivered, lang);
    const cheaper = cpm.effectiveCents <= cpm.marketCents;
    paragraphs.push(
      fr
        ? `La propriété livre ${count} impressions à un CPM effectif de ${formatCents(cpm.effectiveCents, lang, true)}, contre ${formatCents(cpm.marketCents, lang, true)} au prix du marché${NBSP}: ${cheaper ? 'moins cher' : 'plus cher'} que d'acheter le même auditoire en médias.`
        : `The property delivers ${count} impressions at an effective CPM of ${formatCents(cpm.effectiveCents, lang, true)}, against ${formatCents(cpm.marketCents, lang, true)} at market rates: ${cheaper ? 'cheaper' : 'dearer'} than buying the same audience in media.`,
    );
  }

  const caveats: string[] = [];
  const missing = result.missing.length;
  if (missing > 0) {
    caveats.push(
      fr
        ? `${missing} ${missing > 1 ? 'données manquaient et ont été estimées' : 'donnée manquait et a été estimée'} avec les valeurs par défaut de la méthode.`
        : `${missing} input${missing > 1 ? 's were' : ' was'} missing and estimated with the method's defaults.`,
    );
  }
  for (const warning of result.warnings) {
    if (warning.code === 'activation_over_budget') {
      const items = money(Number(warning.params.itemsCents));
      const budget = money(Number(warning.params.budgetCents));
      caveats.push(
        fr
          ? `Les éléments d'activation (${items}) dépassent le budget d'activation (${budget}).`
          : `Activation items (${items}) exceed the activation budget (${budget}).`,
      );
    }
  }
  if (caveats.length > 0) paragraphs.push(caveats.join(' '));
  return paragraphs;
}
