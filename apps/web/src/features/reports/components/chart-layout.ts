import type { TornadoBlock } from '@cakemix/core';

/**
 * Where a chart's parts go, without drawing them: what the held room before a chart is drawn and its drawing
 * (chart-drawing.tsx, loaded when the chart comes near) both need, so that the room held is the room taken.
 */

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

/** Splits a label into lines of at most `max` characters, by words; "\n" forces a break. */
export function wrapLabel(label: string, max: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const part of label.split('\n')) {
    let line = '';
    for (const word of part.split(' ')) {
      if (line && `${line} ${word}`.length > max) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    if (line) lines.push(line);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, max - 1)}…`;
  return kept;
}

/** The two sides of a tornado's bars: the value with an input at its low end, and at its high end. */
export const TORNADO_COLORS = {
  low: 'var(--mantine-color-orange-6)',
  high: 'var(--mantine-color-blue-6)',
  base: 'var(--mantine-color-dark-5)',
} as const;

/** Text of the tornado, in px: its size, the height of a line, and a figure's width per character. */
export const TORNADO_TEXT = { size: 11, line: 14, charWidth: 6.8, labelCharWidth: 6.3 } as const;
export const TORNADO_BAR = 14;
/** Wider than this, labels sit on the axis beside their bar; narrower, on their own lines above it. */
const TORNADO_WIDE = 600;

export type TornadoRow = TornadoBlock['bars'][number] & { range: [number, number]; lines: string[] };
export type TornadoLayout = ReturnType<typeof tornadoLayout>;

/** Where a tornado's parts go at a given width: the labels' room, each row's height, the value scale. */
export function tornadoLayout(block: TornadoBlock, width: number) {
  const wide = width >= TORNADO_WIDE;
  // Narrow, the axis keeps a pixel: an axis of no width draws no labels.
  const labelWidth = wide ? Math.min(300, Math.round(width * 0.34)) : 1;
  const maxChars = Math.max(14, Math.floor(((wide ? labelWidth : width) - 8) / TORNADO_TEXT.labelCharWidth));
  const rows: TornadoRow[] = block.bars.map((bar) => ({
    ...bar,
    range: [Math.min(bar.low, bar.high), Math.max(bar.low, bar.high)],
    lines: wrapLabel(bar.label, maxChars, 4),
  }));
  const lines = Math.max(1, ...rows.map((row) => row.lines.length));
  const rowHeight = wide
    ? Math.max(TORNADO_BAR + 18, lines * TORNADO_TEXT.line + 10)
    : lines * TORNADO_TEXT.line + TORNADO_BAR + 14;
  const margin = { top: 22, right: 8, bottom: 4, left: 4 };
  // Room beside the bars for their figures, so that the lowest and the highest stay inside the chart.
  const figures = Math.max(...rows.flatMap((row) => [row.lowDisplay.length, row.highDisplay.length]));
  const reserve = figures * TORNADO_TEXT.charWidth + 8;
  const plot = width - labelWidth - margin.left - margin.right;
  const inner = Math.max(40, plot - 2 * reserve);
  const low = Math.min(block.base, ...rows.map((row) => row.range[0]));
  const high = Math.max(block.base, ...rows.map((row) => row.range[1]));
  const span = high - low || Math.max(1, Math.abs(block.base) / 100);
  const pad = (reserve * span) / inner;
  return {
    wide,
    rows,
    lines,
    rowHeight,
    labelWidth,
    margin,
    height: rows.length * rowHeight + margin.top + margin.bottom,
    domain: [low - pad, high + pad] as [number, number],
    /** How far a narrow layout moves a bar down its row, under its label. */
    barShift: wide ? 0 : lines * TORNADO_TEXT.line + 6 + TORNADO_BAR / 2 - rowHeight / 2,
  };
}
