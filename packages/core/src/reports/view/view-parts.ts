import { fill } from '../../i18n/catalogue/fill.ts';
import type { ReportTexts } from '../../i18n/catalogue/reports.ts';
import type { Language } from '../../i18n/languages.ts';
import { OBJECTIVES } from '../../profiles/options.ts';
import {
  FORMULA_LABELS,
  inputLabel,
  lineSubject,
  OBJECTIVE_LABELS,
  SECTION_LABELS,
  SOURCE_LABELS,
} from '../labels.ts';
import type { RateUsed } from '../rates-used.ts';
import type { ReportEntry } from '../report-schema.ts';
import type { ReportFormat } from './format.ts';
import type { LineDetail, ScorecardTile, ViewBlock } from './types.ts';

/** Pieces every section builder shares: what it is built from, and the value lines' details. */

export type Result = ReportEntry['result'];
export type Line = Result['lines'][number];

/** What a section is built from: the entry, its language's texts and formats, and where the app lives. */
export interface Context {
  entry: ReportEntry;
  result: Result;
  text: ReportTexts;
  f: ReportFormat;
  lang: Language;
  appUrl: string;
  /** The report's rates where they differ from the defaults; undefined for a report that does not say. */
  ratesUsed: RateUsed[] | undefined;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whole-dollar amounts that add up to the whole-dollar total shown under them (method 1.1): each amount is
 * rounded down, and the dollars left go to the largest remainders (ties to the first).
 */
export function dollarsAddingUp(amountsCents: number[], totalCents: number): number[] {
  const floors = amountsCents.map((c) => Math.floor(c / 100));
  let left = Math.round(totalCents / 100) - floors.reduce((t, d) => t + d, 0);
  const order = amountsCents
    .map((c, i) => ({ i, rest: c / 100 - Math.floor(c / 100) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  const dollars = [...floors];
  for (const { i } of order) {
    if (left <= 0) break;
    dollars[i] = (dollars[i] ?? 0) + 1;
    left--;
  }
  // + 0: never a negative zero, which would read "-$0".
  return dollars.map((d) => d * 100 + 0);
}

/**
 * A line's amount as every table of the report shows it: method 1.2 rounds each line once (`shownCents`), so
 * a line reads the same everywhere; an older result shows its own amount.
 */
export const shownCents = (line: Line) => line.shownCents ?? line.deliveredCents;

/** Method 1.2, one impression one value: what a line says about the audience it shares, if anything. */
export function overlapNote(line: Line, { result, text, f }: Context): string | undefined {
  const overlap = line.overlap;
  if (!overlap) return undefined;
  const lines = overlap.lineIds
    .map((id) => result.lines.find((other) => other.id === id))
    .filter((other): other is Line => other !== undefined)
    .map((other) => lineSubject(other.subject, f.lang))
    .join(text.m.listSeparator);
  return fill(text.appraisal[`overlap_${overlap.code}`], {
    lines,
    impressions: f.number(overlap.drawnImpressions),
    added: f.number(overlap.addedImpressions),
  });
}

/** A line's formula and inputs, each with where it came from; under 1.2, where its rate came from too. */
export function lineDetail(line: Line, context: Context): LineDetail {
  const { text, f } = context;
  const subject = lineSubject(line.subject, f.lang);
  const notes = [
    overlapNote(line, context),
    line.rateOrigin
      ? fill(text.appraisal.rateOrigin, { origin: text.appraisal[`origin_${line.rateOrigin}`] })
      : undefined,
  ].filter((note): note is string => note !== undefined);
  return {
    heading: f.labelled(`${SECTION_LABELS[line.section][f.lang]} — ${subject}`, f.money(shownCents(line))),
    subject,
    formula: f.labelled(text.m.formula, FORMULA_LABELS[line.formula][f.lang]),
    inputs: line.inputs.map((input) => ({
      label: inputLabel(input.name, f.lang),
      value: f.input(input.name, input.value),
      source: SOURCE_LABELS[input.source][f.lang],
      source_kind: input.source,
    })),
    ...(notes.length > 0 ? { notes } : {}),
  };
}

/** The engine's own points to check (no cost, objectives not adding up…), under every method version. */
export function engineWarnings({ result, text, f }: Context): ViewBlock | null {
  const m = text.m;
  if (result.warnings.length === 0) return null;
  return {
    kind: 'list',
    tone: 'warning',
    title: m.warningsTitle,
    items: result.warnings.map((warning) => {
      const p = warning.params;
      const money = (key: string) => f.money(Number(p[key] ?? 0));
      if (warning.code === 'activation_over_budget')
        return fill(m.warning_activation_over_budget, {
          items: money('itemsCents'),
          budget: money('budgetCents'),
        });
      if (warning.code === 'objectives_not_100')
        return fill(m.warning_objectives_not_100, { total: f.percent(Number(p.total ?? 0)) });
      return m[`warning_${warning.code}`];
    }),
  };
}

/** The scorecard's fit tile, with the objectives it weighs, alike under every method. */
export function fitTile({ result, text, f }: Context): ScorecardTile {
  const { m } = text;
  return {
    label: m.fit,
    value: f.score(result.scores.fit.score) ?? m.notRated,
    how: {
      text: m.fitHow,
      items: OBJECTIVES.filter((o) => result.scores.fit.weights[o] > 0).map(
        (o) =>
          `${OBJECTIVE_LABELS[o][f.lang]} ${f.number(result.scores.objectives[o].score)}/100 × ${f.percent(result.scores.fit.weights[o] * 100)}`,
      ),
    },
  };
}

/** The scorecard's impressions tile: delivered, with the estimate beside it. */
export function impressionsTile({ result, text, f }: Context): ScorecardTile {
  const { m } = text;
  return {
    label: m.impressions,
    value: f.number(result.impressions.delivered),
    note: fill(m.estimatedValue, { value: f.number(result.impressions.estimated) }),
    how: { text: m.impressionsHow, items: [] },
  };
}
