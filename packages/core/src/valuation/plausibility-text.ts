import { fill } from '../i18n/catalogue/fill.ts';
import { PLAUSIBILITY_TEXTS } from '../i18n/catalogue/plausibility.ts';
import { PROPERTY_FORM_TEXTS } from '../i18n/catalogue/property-form.ts';
import { REPORT_TEXTS } from '../i18n/catalogue/reports.ts';
import { formatMoney, formatNumber, formatPercent } from '../i18n/format.ts';
import type { Language } from '../i18n/languages.ts';
import type { PlausibilityFinding } from './plausibility.ts';

/** Dollars to the cent: a unit value or a CPM is entered to the cent, and compared to the cent. */
const money = (dollars: number, lang: Language) =>
  formatMoney(dollars, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A multiple ("12.6 times"): one decimal while it is small, whole beyond. */
const times = (value: number, lang: Language) =>
  formatNumber(value, lang, { maximumFractionDigits: value < 100 ? 1 : 0 });

const channelLabel = (channel: string, lang: Language) =>
  (REPORT_TEXTS[lang].labels.channels as Record<string, string>)[channel] ?? channel;

/**
 * Why a figure is unusual, in the reader's language, with the figures formatted as the reader writes them:
 * the figure, what it was compared with, and the threshold crossed (the form shows it beside the field, and
 * the report with the analyst's note).
 */
export function describeFinding(finding: PlausibilityFinding, lang: Language): string {
  const texts = PLAUSIBILITY_TEXTS[lang];
  switch (finding.rule) {
    case 'unit_value': {
      const ratio = finding.figure / finding.reference;
      return fill(
        finding.direction === 'above' ? texts.findings.unitValueAbove : texts.findings.unitValueBelow,
        {
          figure: money(finding.figure, lang),
          reference: money(finding.reference, lang),
          times: times(ratio, lang),
          share: formatPercent(ratio * 100, lang, ratio < 0.1 ? 1 : 0),
          factor: formatNumber(finding.factor, lang),
          limit: money(finding.limit, lang),
        },
      );
    }
    case 'cpm':
      return fill(finding.direction === 'above' ? texts.findings.cpmAbove : texts.findings.cpmBelow, {
        figure: money(finding.figure, lang),
        low: money(finding.range.low, lang),
        high: money(finding.range.high, lang),
        times: times(finding.figure / finding.range.high, lang),
        factor: formatNumber(finding.factor, lang),
        limit: money(finding.limit, lang),
      });
    case 'impressions':
      return fill(texts.findings.impressions, {
        figure: formatNumber(finding.figure, lang),
        perPerson: times(finding.perPerson, lang),
        audience: fill(texts.audiences[finding.audience.kind], {
          people: formatNumber(finding.audience.people, lang),
        }),
        multiple: formatNumber(finding.multiple, lang),
      });
  }
}

/** What a finding is about, named as the form names it ("Promotional plan › TV: Estimated impressions"). */
export function findingSubject(finding: PlausibilityFinding, lang: Language): string {
  const texts = PLAUSIBILITY_TEXTS[lang].subjects;
  const form = PROPERTY_FORM_TEXTS[lang].form;
  switch (finding.rule) {
    case 'unit_value':
      return fill(texts.unitValue, { name: finding.itemName });
    case 'cpm':
      return fill(texts.cpm, { channel: channelLabel(finding.channel, lang) });
    case 'impressions': {
      const [, section = '', channel = ''] = finding.line.split('.');
      return fill(texts.impressions, {
        section: section === 'broadcast' ? form.broadcastTitle : form.promotionalPlanTitle,
        channel: channelLabel(channel, lang),
        reading: finding.reading === 'impressions_actual' ? form.actual : form.estimated,
      });
    }
  }
}

/** A confirmed figure as the reader writes it (the figure a confirmation was given for). */
export function formatFindingFigure(
  finding: Pick<PlausibilityFinding, 'rule'>,
  figure: number,
  lang: Language,
) {
  return finding.rule === 'impressions' ? formatNumber(figure, lang) : money(figure, lang);
}
