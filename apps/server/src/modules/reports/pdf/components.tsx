/** @jsxRuntime automatic @jsxImportSource react */
import { fill, type Language, REPORT_TEXTS } from '@cakemix/core';
import { Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

export const COLORS = {
  ink: '#1f2933',
  muted: '#616e7c',
  line: '#d9e2ec',
  panel: '#f5f7fa',
  primary: '#1c7ed6',
  primarySoft: '#a5d8ff',
  accent: '#f08c00',
  good: '#2b8a3e',
  bad: '#c92a2a',
  /** A caution's box and its title (preliminary, points to check), and the badges. */
  cautionPanel: '#fff4e6',
  cautionLine: '#f08c00',
  cautionInk: '#a63c06',
};

/** Inter's contextual alternates, for the large or capitalised text where they show (see styles.page). */
const CASE_FORMS = { fontFeatureSettings: { calt: true } };

export const styles = StyleSheet.create({
  page: {
    fontFamily: 'Inter',
    // Inter's contextual alternates (calt) raise hyphens, dashes, colons and parentheses next to capitals and
    // figures. Shaping them is two thirds of fontkit's shaping time, and in 8–9 pt text the raised forms
    // differ by a fraction of a point: they are kept only where they show, in headings and the scorecard.
    fontFeatureSettings: { calt: false },
    fontSize: 9,
    color: COLORS.ink,
    paddingTop: 58,
    paddingBottom: 52,
    paddingHorizontal: 40,
  },
  header: {
    position: 'absolute',
    top: 22,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderBottomWidth: 1,
    borderBottomColor: COLORS.line,
    paddingBottom: 6,
  },
  headerBrand: { fontSize: 9, fontWeight: 700, color: COLORS.primary },
  headerTitle: { fontSize: 8, color: COLORS.muted, maxWidth: 380, textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: 22,
    left: 40,
    right: 40,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 1,
    borderTopColor: COLORS.line,
    paddingTop: 6,
    fontSize: 7.5,
    color: COLORS.muted,
  },
  footerNames: { maxWidth: 400 },
  // No lineHeight anywhere: on the page it makes react-pdf drop the fixed footer, and on text it spaces
  // wrapped lines far too loosely with this font. The font's own line height reads well.
  h1: { fontSize: 18, fontWeight: 700, marginBottom: 6, lineHeight: 1.25, ...CASE_FORMS },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 14, marginBottom: 6, color: COLORS.primary, ...CASE_FORMS },
  h3: { fontSize: 10, fontWeight: 600, marginTop: 8, marginBottom: 4, ...CASE_FORMS },
  muted: { color: COLORS.muted },
  paragraph: { marginBottom: 5 },
  tiles: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
  tile: { width: '33.33%', padding: 4 },
  tileBox: { backgroundColor: COLORS.panel, borderRadius: 4, padding: 8, minHeight: 54 },
  tileLabel: {
    fontSize: 7.5,
    color: COLORS.muted,
    textTransform: 'uppercase',
    marginBottom: 3,
    ...CASE_FORMS,
  },
  tileValue: { fontSize: 14, fontWeight: 700, ...CASE_FORMS },
  /** A value of words (the data quality's shares) is set smaller than a figure. */
  tileWords: { fontSize: 10, fontWeight: 700, marginTop: 2, marginBottom: 2 },
  tileNote: { fontSize: 7.5, color: COLORS.muted, marginTop: 2 },
  table: { marginBottom: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLORS.line, paddingVertical: 3 },
  // The table's top rule belongs to its header, which never stays behind at the foot of a page.
  headRow: {
    flexDirection: 'row',
    borderTopWidth: 1,
    borderTopColor: COLORS.line,
    borderBottomWidth: 1,
    borderBottomColor: COLORS.ink,
    paddingVertical: 3,
  },
  headCell: { fontWeight: 600, fontSize: 8, paddingHorizontal: 3 },
  cell: { paddingHorizontal: 3, fontSize: 8 },
  totalRow: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 1, borderBottomColor: COLORS.ink },
  caution: {
    backgroundColor: COLORS.cautionPanel,
    borderWidth: 1,
    borderColor: COLORS.cautionLine,
    borderRadius: 4,
    paddingVertical: 6,
    paddingHorizontal: 8,
    marginTop: 4,
    marginBottom: 8,
  },
  cautionTitle: { fontWeight: 700, color: COLORS.cautionInk, marginBottom: 3, ...CASE_FORMS },
  badges: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 3, marginBottom: 2 },
  badge: {
    fontSize: 7.5,
    fontWeight: 600,
    borderRadius: 3,
    // The font's line box sits high: a little more above than below centres the word.
    paddingTop: 2.5,
    paddingBottom: 1,
    paddingHorizontal: 5,
    marginRight: 4,
  },
});

/**
 * One page with the report's header and, on every page, the property and profile names and page numbers.
 *
 * Paginated by react-pdf's new engine (`experimentalPagination`): it packs the content as measured once,
 * where the default engine lays out all the remaining content again at every page break, and the whole page
 * again for the page-number footer: a quarter of the render time, more on long reports. That engine repeats
 * a `fixed` element on the pages from the one where it appears onwards, so the header and footer come
 * before the content (placed absolutely, they take no room in the flow).
 */
export function PageFrame(props: { lang: Language; title: string; names: string; children: ReactNode }) {
  return (
    <Page size="LETTER" style={styles.page} wrap experimentalPagination>
      <View style={styles.header} fixed>
        <Text style={styles.headerBrand}>Cakemix</Text>
        <Text style={styles.headerTitle}>{props.title}</Text>
      </View>
      <View style={styles.footer} fixed>
        <Text style={styles.footerNames}>{props.names}</Text>
        <Text
          render={({ pageNumber, totalPages }) =>
            fill(REPORT_TEXTS[props.lang].document.page, { n: pageNumber, total: totalPages })
          }
        />
      </View>
      {props.children}
    </Page>
  );
}

export function Tile(props: { label: string; value: string; notes: string[] }) {
  return (
    <View style={styles.tile}>
      <View style={styles.tileBox}>
        <Text style={styles.tileLabel}>{props.label}</Text>
        <Text style={props.value.length > 16 ? styles.tileWords : styles.tileValue}>{props.value}</Text>
        {props.notes.map((note) => (
          <Text key={note} style={styles.tileNote}>
            {note}
          </Text>
        ))}
      </View>
    </View>
  );
}

/** A caution the reader must not miss (preliminary, points to check): a tinted box under its title. */
export function Caution(props: { title?: string | undefined; children: ReactNode }) {
  return (
    <View style={styles.caution} wrap={false}>
      {props.title ? <Text style={styles.cautionTitle}>{props.title}</Text> : null}
      {props.children}
    </View>
  );
}

/** "Preliminary" (tinted like the cautions) and "In progress" (outlined) beside a combination's name. */
export function Badges(props: { preliminary?: string | undefined; draft?: string | undefined }) {
  if (!props.preliminary && !props.draft) return null;
  return (
    <View style={styles.badges}>
      {props.preliminary ? (
        <Text
          style={[
            styles.badge,
            { backgroundColor: COLORS.cautionPanel, color: COLORS.cautionInk, borderWidth: 0.75 },
            { borderColor: COLORS.cautionLine },
          ]}
        >
          {props.preliminary}
        </Text>
      ) : null}
      {props.draft ? (
        <Text style={[styles.badge, { color: COLORS.muted, borderWidth: 0.75, borderColor: COLORS.muted }]}>
          {props.draft}
        </Text>
      ) : null}
    </View>
  );
}

export interface Column {
  label: string;
  /** Share of the row's width, e.g. 2 for twice the others. */
  flex?: number;
  align?: 'left' | 'right';
}

function cellStyle(column: Column | undefined) {
  return { flex: column?.flex ?? 1, textAlign: column?.align ?? 'left' } as const;
}

function Row(props: { cells: ReactNode[]; columns: Column[] }) {
  return (
    <View style={styles.row} wrap={false}>
      {props.cells.map((cell, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns.
        <Text key={i} style={[styles.cell, cellStyle(props.columns[i])]}>
          {cell}
        </Text>
      ))}
    </View>
  );
}

/** A table of static rows; its header never stands alone at the foot of a page. */
export function Table(props: { columns: Column[]; rows: ReactNode[][]; total?: ReactNode[] }) {
  return (
    <View style={styles.table}>
      {/* The header travels with the first row: never alone at the foot of a page. */}
      <View wrap={false}>
        <View style={styles.headRow}>
          {props.columns.map((column) => (
            <Text key={column.label} style={[styles.headCell, cellStyle(column)]}>
              {column.label}
            </Text>
          ))}
        </View>
        {props.rows[0] ? <Row cells={props.rows[0]} columns={props.columns} /> : null}
      </View>
      {props.rows.slice(1).map((cells, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are static, in the report's order.
        <Row key={index} cells={cells} columns={props.columns} />
      ))}
      {props.total ? (
        <View style={styles.totalRow} wrap={false}>
          {props.total.map((cell, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns.
            <Text key={i} style={[styles.cell, cellStyle(props.columns[i]), { fontWeight: 700 }]}>
              {cell}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  );
}

export interface Bar {
  label: string;
  value: number;
  /** Text at the end of the bar. */
  display: string;
  /** A second, lighter bar under the first (e.g. cost under value, weight under score). */
  secondary?: { value: number; display: string };
}

/** Horizontal bars drawn in SVG, scaled to `max` (or the largest value). */
export function BarChart(props: { bars: Bar[]; max?: number; width?: number; legend?: [string, string] }) {
  const width = props.width ?? 530;
  const labelWidth = 190;
  const valueWidth = 80;
  const barArea = width - labelWidth - valueWidth;
  const rowHeight = props.bars.some((b) => b.secondary) ? 26 : 16;
  const max = props.max ?? Math.max(1, ...props.bars.flatMap((b) => [b.value, b.secondary?.value ?? 0]));
  const scale = (value: number) => Math.max(0, (value / max) * barArea);
  // Few nodes per bar (every node is styled, measured and paginated): the rectangles sit directly in the
  // drawing, and each bar's label and figures are one absolutely placed text each.
  return (
    <View wrap={false}>
      <Svg width={width} height={props.bars.length * rowHeight + 4}>
        {props.bars.flatMap((bar, index) => {
          const y = index * rowHeight + 2;
          const value = (
            <Rect
              key={`${bar.label}-value`}
              x={labelWidth}
              y={y}
              width={scale(bar.value)}
              height={10}
              fill={COLORS.primary}
            />
          );
          if (!bar.secondary) return [value];
          return [
            value,
            <Rect
              key={`${bar.label}-secondary`}
              x={labelWidth}
              y={y + 12}
              width={scale(bar.secondary.value)}
              height={8}
              fill={COLORS.accent}
            />,
          ];
        })}
      </Svg>
      {/* Labels as text on top of the drawing, so they use the document's font and can be selected. A label
          keeps to its row's height: a longer one ends with an ellipsis (the tables give names in full). */}
      {props.bars.map((bar, index) => (
        <Text
          key={`${bar.label}-label`}
          style={[chartStyles.label, { top: index * rowHeight, width: labelWidth - 6, height: rowHeight }]}
        >
          {bar.label}
        </Text>
      ))}
      {props.bars.map((bar, index) => (
        <Text
          key={`${bar.label}-figures`}
          style={[
            chartStyles.figures,
            { top: index * rowHeight, left: width - 6 - valueWidth, width: valueWidth },
          ]}
        >
          {bar.display}
          {bar.secondary ? <Text style={chartStyles.secondary}>{`\n${bar.secondary.display}`}</Text> : null}
        </Text>
      ))}
      {props.legend ? (
        <View style={{ flexDirection: 'row', marginTop: 2, marginBottom: 4 }}>
          <View
            style={{ width: 8, height: 8, backgroundColor: COLORS.primary, marginRight: 3, marginTop: 1 }}
          />
          <Text style={{ fontSize: 7.5, marginRight: 12 }}>{props.legend[0]}</Text>
          <View
            style={{ width: 8, height: 8, backgroundColor: COLORS.accent, marginRight: 3, marginTop: 1 }}
          />
          <Text style={{ fontSize: 7.5 }}>{props.legend[1]}</Text>
        </View>
      ) : null}
    </View>
  );
}

const chartStyles = StyleSheet.create({
  label: { position: 'absolute', left: 0, fontSize: 8, paddingTop: 1 },
  figures: { position: 'absolute', fontSize: 8, textAlign: 'right' },
  secondary: { fontSize: 7, color: COLORS.accent },
});

export interface TornadoBar {
  label: string;
  low: number;
  high: number;
  lowDisplay: string;
  highDisplay: string;
}

/** Width of a figure in 7.5 pt Inter, generously: digits, separators and the currency sign. */
const figureWidth = (text: string) => text.length * 4.3 + 4;

/**
 * The tornado: a row per input, its name in full (on as many lines as it takes), and a bar from the value
 * with the input at its low end (left of the base, orange) to the value at its high end (right, blue), each
 * end's figure beside it. The base value heads the line across the rows. Boxes, not a drawing: a row grows
 * with its name.
 */
export function Tornado(props: {
  bars: TornadoBar[];
  base: number;
  baseDisplay: string;
  lowLabel: string;
  highLabel: string;
  width?: number;
}) {
  const width = props.width ?? 530;
  const labelWidth = 200;
  const area = width - labelWidth;
  const reserve = Math.max(
    figureWidth(props.baseDisplay),
    ...props.bars.flatMap((bar) => [figureWidth(bar.lowDisplay), figureWidth(bar.highDisplay)]),
  );
  const low = Math.min(props.base, ...props.bars.map((bar) => Math.min(bar.low, bar.high)));
  const high = Math.max(props.base, ...props.bars.map((bar) => Math.max(bar.low, bar.high)));
  const span = high - low || Math.max(1, Math.abs(props.base) / 100);
  const inner = area - 2 * reserve;
  const x = (value: number) => reserve + ((value - low) / span) * inner;
  const baseX = x(props.base);
  return (
    <View wrap={false} style={{ marginBottom: 6 }}>
      <View style={{ flexDirection: 'row', height: 12 }}>
        <Text
          style={[
            tornadoStyles.figure,
            { left: labelWidth + baseX - 50, width: 100, textAlign: 'center', fontWeight: 600 },
          ]}
        >
          {props.baseDisplay}
        </Text>
      </View>
      {props.bars.map((bar, index) => {
        const from = x(Math.min(bar.low, bar.high));
        const to = x(Math.max(bar.low, bar.high));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are static, largest swing first.
          <View key={index} style={tornadoStyles.row}>
            <Text style={[tornadoStyles.label, { width: labelWidth }]}>{bar.label}</Text>
            <View style={{ width: area, justifyContent: 'center' }}>
              <View style={[tornadoStyles.baseLine, { left: baseX }]} />
              <View style={{ height: 10 }}>
                <View
                  style={[
                    tornadoStyles.bar,
                    { left: from, width: Math.max(0, baseX - from), backgroundColor: COLORS.accent },
                  ]}
                />
                <View
                  style={[
                    tornadoStyles.bar,
                    { left: baseX, width: Math.max(0, to - baseX), backgroundColor: COLORS.primary },
                  ]}
                />
                <Text
                  style={[
                    tornadoStyles.figure,
                    { left: from - reserve, width: reserve - 3, textAlign: 'right' },
                  ]}
                >
                  {bar.lowDisplay}
                </Text>
                <Text style={[tornadoStyles.figure, { left: to + 3, width: reserve }]}>
                  {bar.highDisplay}
                </Text>
              </View>
            </View>
          </View>
        );
      })}
      <View style={{ flexDirection: 'row', marginTop: 4, marginLeft: labelWidth }}>
        <View style={[tornadoStyles.swatch, { backgroundColor: COLORS.accent }]} />
        <Text style={{ fontSize: 7.5, marginRight: 12 }}>{props.lowLabel}</Text>
        <View style={[tornadoStyles.swatch, { backgroundColor: COLORS.primary }]} />
        <Text style={{ fontSize: 7.5 }}>{props.highLabel}</Text>
      </View>
    </View>
  );
}

const tornadoStyles = StyleSheet.create({
  row: { flexDirection: 'row', minHeight: 18, borderBottomWidth: 0.5, borderBottomColor: COLORS.line },
  label: { fontSize: 7.5, paddingVertical: 3, paddingRight: 6 },
  baseLine: { position: 'absolute', top: 0, bottom: 0, width: 0.75, backgroundColor: COLORS.ink },
  bar: { position: 'absolute', top: 1, height: 8 },
  figure: { position: 'absolute', top: 0.5, fontSize: 7.5 },
  swatch: { width: 8, height: 8, marginRight: 3, marginTop: 0.5 },
});
