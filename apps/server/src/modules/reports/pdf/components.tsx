/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@cakemix/core';
import { G, Page, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { pdfText } from './labels.ts';

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
};

export const styles = StyleSheet.create({
  page: {
    fontFamily: 'Inter',
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
  h1: { fontSize: 18, fontWeight: 700, marginBottom: 6, lineHeight: 1.25 },
  h2: { fontSize: 12, fontWeight: 700, marginTop: 14, marginBottom: 6, color: COLORS.primary },
  h3: { fontSize: 10, fontWeight: 600, marginTop: 8, marginBottom: 4 },
  muted: { color: COLORS.muted },
  paragraph: { marginBottom: 5 },
  tiles: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
  tile: { width: '33.33%', padding: 4 },
  tileBox: { backgroundColor: COLORS.panel, borderRadius: 4, padding: 8, minHeight: 54 },
  tileLabel: { fontSize: 7.5, color: COLORS.muted, textTransform: 'uppercase', marginBottom: 3 },
  tileValue: { fontSize: 14, fontWeight: 700 },
  tileNote: { fontSize: 7.5, color: COLORS.muted, marginTop: 2 },
  table: { borderTopWidth: 1, borderTopColor: COLORS.line, marginBottom: 6 },
  row: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLORS.line, paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: COLORS.ink, paddingVertical: 3 },
  headCell: { fontWeight: 600, fontSize: 8, paddingHorizontal: 3 },
  cell: { paddingHorizontal: 3, fontSize: 8 },
  totalRow: { flexDirection: 'row', paddingVertical: 3, borderBottomWidth: 1, borderBottomColor: COLORS.ink },
});

/** One page with the report's header and, on every page, the property and profile names and page numbers. */
export function PageFrame(props: { lang: Language; title: string; names: string; children: ReactNode }) {
  return (
    <Page size="LETTER" style={styles.page} wrap>
      <View style={styles.header} fixed>
        <Text style={styles.headerBrand}>Cakemix</Text>
        <Text style={styles.headerTitle}>{props.title}</Text>
      </View>
      {props.children}
      <View style={styles.footer} fixed>
        <Text style={styles.footerNames}>{props.names}</Text>
        <Text
          render={({ pageNumber, totalPages }) =>
            pdfText('page', props.lang, { n: pageNumber, total: totalPages })
          }
        />
      </View>
    </Page>
  );
}

export function Tile(props: { label: string; value: string; note?: string | undefined }) {
  return (
    <View style={styles.tile}>
      <View style={styles.tileBox}>
        <Text style={styles.tileLabel}>{props.label}</Text>
        <Text style={styles.tileValue}>{props.value}</Text>
        {props.note ? <Text style={styles.tileNote}>{props.note}</Text> : null}
      </View>
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
  const cellStyle = (column: Column | undefined) => ({
    flex: column?.flex ?? 1,
    textAlign: column?.align ?? 'left',
  });
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
  return (
    <View wrap={false}>
      <Svg width={width} height={props.bars.length * rowHeight + 4}>
        {props.bars.map((bar, index) => {
          const y = index * rowHeight + 2;
          return (
            <G key={bar.label}>
              <Rect x={labelWidth} y={y} width={scale(bar.value)} height={10} fill={COLORS.primary} />
              {bar.secondary ? (
                <Rect
                  x={labelWidth}
                  y={y + 12}
                  width={scale(bar.secondary.value)}
                  height={8}
                  fill={COLORS.accent}
                />
              ) : null}
            </G>
          );
        })}
      </Svg>
      {/* Labels as text on top of the drawing, so they use the document's font and can be selected. */}
      <View style={{ position: 'absolute', top: 0, left: 0, width }}>
        {props.bars.map((bar) => (
          <View key={bar.label} style={{ height: rowHeight, flexDirection: 'row' }}>
            <Text style={{ width: labelWidth - 6, fontSize: 8, paddingTop: 1 }}>{bar.label}</Text>
            <View style={{ width: barArea }} />
            <View style={{ width: valueWidth }}>
              <Text style={{ fontSize: 8, textAlign: 'right' }}>{bar.display}</Text>
              {bar.secondary ? (
                <Text style={{ fontSize: 7, textAlign: 'right', color: COLORS.accent }}>
                  {bar.secondary.display}
                </Text>
              ) : null}
            </View>
          </View>
        ))}
      </View>
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
