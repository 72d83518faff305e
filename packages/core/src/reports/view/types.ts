import type { RatioBand } from '../../valuation/rates.ts';
import type { Input } from '../../valuation/types.ts';

/**
 * A report as a reader sees it, in one language: sections in order, their tables, charts and texts, every
 * label translated and every figure formatted. The screen and the PDF only lay it out, so a section or a
 * label added here appears in both.
 */

/** What a figure is, so that a renderer can format a chart's axis in the reader's language. */
export type FigureUnit = 'money' | 'ratio' | 'score';

/** A chart series' colour role: the renderers map each to their palette. */
export type SeriesTone = 'primary' | 'secondary' | 'accent';

export interface ChartBar {
  label: string;
  /** One value per series, and the same value formatted. */
  values: number[];
  displays: string[];
}

export interface ChartBlock {
  kind: 'chart';
  title?: string;
  unit: FigureUnit;
  /** The scale's end (100 for scores); the largest value otherwise. */
  max?: number;
  series: { name: string; tone: SeriesTone }[];
  bars: ChartBar[];
}

export interface TableColumn {
  label: string;
  /** Figures are right-aligned. */
  numeric: boolean;
  /** Share of the width where the medium sets widths (the PDF); 1 by default. */
  share?: number;
  /** The column where a row's ratio band is shown. */
  band?: boolean;
}

/** How a value line was obtained: its formula and each input with its source. */
export interface LineDetail {
  /** "Section — subject: $1,234". */
  heading: string;
  /** The subject alone (a button's accessible name). */
  subject: string;
  formula: string;
  inputs: { label: string; value: string; source: string; source_kind: Input['source'] }[];
  /** Method 1.2: how the line shares an audience ("counted once"), where its rate came from. */
  notes?: string[];
}

/**
 * A verdict: a ratio's band, or (method 1.2) the two bands its P10–P90 reaches, `band` the lower and `to` the
 * higher, with the label naming both ("Between break-even and fair").
 */
export interface BandView {
  band: RatioBand;
  to?: RatioBand;
  label: string;
}

export interface TableRow {
  cells: string[];
  /** A ratio's band, shown beside the cells where the medium can (a badge on screen). */
  band?: BandView;
  /** A line's note shown under its first cell (method 1.2: "counted once"). */
  note?: string;
  /** A value line's detail, offered beside the row on screen (the PDF gives it in "How"). */
  detail?: LineDetail;
}

export interface TableBlock {
  kind: 'table';
  title?: string;
  columns: TableColumn[];
  rows: TableRow[];
  total?: string[];
}

export interface ScorecardTile {
  label: string;
  value: string;
  note?: string;
  band?: BandView;
  /** What the figure is made of: a sentence, and its parts where it has some. */
  how: { text: string; items: string[] };
}

export interface TilesBlock {
  kind: 'tiles';
  tiles: ScorecardTile[];
}

export interface TextBlock {
  kind: 'text';
  title?: string;
  paragraphs: string[];
  muted?: boolean;
  /** A caution the reader must not miss (preliminary, points to check): shown as an alert. */
  tone?: 'warning';
}

export interface ListBlock {
  kind: 'list';
  title?: string;
  items: string[];
  tone?: 'warning';
}

/**
 * The tornado chart: for each input, the value with that input at its low and at its high end (the others
 * at base), largest swing first, around the base value.
 */
export interface TornadoBlock {
  kind: 'tornado';
  title?: string;
  base: number;
  baseDisplay: string;
  /** Names of the two ends, for the legend. */
  lowLabel: string;
  highLabel: string;
  bars: { label: string; low: number; high: number; lowDisplay: string; highDisplay: string }[];
}

export interface LineDetailsBlock {
  kind: 'lineDetails';
  lines: LineDetail[];
}

export type ViewBlock =
  | ChartBlock
  | TableBlock
  | TilesBlock
  | TextBlock
  | ListBlock
  | LineDetailsBlock
  | TornadoBlock;

/** The sections of a combination, in the order of the screen and of the PDF. */
export const ENTRY_SECTIONS = [
  'scorecard',
  'summary',
  'uncertainty',
  'kpis',
  'customIndicators',
  'qualitative',
  'comparables',
  'benchmarks',
  'activation',
  'expectedVsDelivered',
  'how',
] as const;
export type EntrySectionId = (typeof ENTRY_SECTIONS)[number];

export interface SectionView {
  id: EntrySectionId | 'ranking';
  title: string;
  blocks: ViewBlock[];
}

/** One property × profile combination, in full. */
export interface EntryView {
  position: number;
  /** "Property × Brand profile". */
  name: string;
  propertyName: string;
  profileName: string;
  ratio: string;
  band?: BandView;
  /** "Preliminary" when the report may not give a band (method 1.1), with why in its scorecard. */
  preliminary?: string;
  /** "In progress" when the property or the profile was a draft when the report was made. */
  draft?: string;
  sections: SectionView[];
}

export interface ReportView {
  type: 'detailed' | 'comparative';
  title: string;
  /** "Detailed report" / "Comparative report". */
  kind: string;
  /** The detailed report's pair, or the number of combinations. */
  subtitle: string;
  /** "Generated …", "Method …". */
  generated: string;
  method: string;
  /**
   * "All amounts are in Canadian dollars (CAD)": said once on every report, so that an en-AU "$" is not read
   * as Australian dollars.
   */
  currency: string;
  /** The comparative ranking and charts; none in a detailed report. */
  overview?: SectionView;
  /** Ranked by value-to-cost ratio in a comparative report. */
  entries: EntryView[];
}
