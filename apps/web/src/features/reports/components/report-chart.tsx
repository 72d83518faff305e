import type { TornadoBlock } from '@cakemix/core';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  type BarShapeProps,
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useNearViewport } from '../hooks/near-viewport.ts';

export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

/** Bar colours: the theme's blue, then a muted grey for the second series. */
export const CHART_COLORS = {
  primary: 'var(--mantine-color-blue-6)',
  secondary: 'var(--mantine-color-gray-5)',
  accent: 'var(--mantine-color-teal-6)',
} as const;

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

/** A category label drawn on as many lines as it needs, right-aligned against the axis. */
function WrappedTick(props: {
  x?: number | string;
  y?: number | string;
  payload?: { value: string };
  maxChars: number;
}) {
  const lines = wrapLabel(String(props.payload?.value ?? ''), props.maxChars);
  const lineHeight = 13;
  const top = Number(props.y ?? 0) - ((lines.length - 1) * lineHeight) / 2;
  return (
    <text x={Number(props.x ?? 0) - 4} y={top} textAnchor="end" fontSize={11} fill="#495057">
      {lines.map((line, i) => (
        <tspan key={line} x={Number(props.x ?? 0) - 4} y={top + i * lineHeight} dominantBaseline="middle">
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** Narrower than this (a phone), a chart's labels go on their own lines above their bars. */
const NARROW_CHART = 560;
/** A bar is never thinner than this on a phone, in px. */
const BAR_THICKNESS = 16;

/**
 * Horizontal bars, one row per label, one bar per series; the figures are formatted by the caller in the
 * reader's language. The chart is a picture of a table shown beside it, so it is hidden from screen readers.
 * On a phone each label sits above its bars, which keep the full width and a readable thickness.
 */
export function HorizontalBarChart({
  data,
  series,
  format,
  max,
  labelWidth = 200,
}: {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  format: (value: number) => string;
  max?: number;
  labelWidth?: number;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const near = useNearViewport(ref);
  const narrow = width !== undefined && width < NARROW_CHART;
  const maxChars = Math.floor(labelWidth / 6.4);
  const lines = Math.max(1, ...data.map((d) => wrapLabel(String(d.label), maxChars).length));
  const row = Math.max(series.length > 1 ? 44 : 30, lines * 14 + 8);
  const height = Math.max(120, data.length * row + (series.length > 1 ? 56 : 32));
  const drawn = width !== undefined && near;
  return (
    <Box
      ref={ref}
      // Until it is drawn, the chart holds the room it will take, so that nothing moves when it appears.
      h={narrow ? (drawn ? undefined : stackedBarsHeight(data.length, series.length)) : height}
      aria-hidden="true"
      data-testid="report-chart"
      style={{ breakInside: 'avoid' }}
    >
      {!drawn ? null : narrow ? (
        <StackedBars data={data} series={series} format={format} max={max} />
      ) : (
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height }}>
          <BarChart
            data={data}
            layout="vertical"
            margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
            // A picture hidden from screen readers holds nothing a keyboard can reach: Recharts' keyboard
            // layer would make the chart a tab stop that announces nothing.
            accessibilityLayer={false}
          >
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis
              type="number"
              domain={max === undefined ? [0, 'auto'] : [0, max]}
              tickFormatter={(value: number) => format(value)}
              fontSize={11}
            />
            <YAxis
              type="category"
              dataKey="label"
              width={labelWidth}
              interval={0}
              tick={(tick: { x?: number | string; y?: number | string; payload?: { value: string } }) => (
                <WrappedTick {...tick} maxChars={maxChars} />
              )}
            />
            <Tooltip formatter={(value) => format(Number(value))} />
            {series.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </Box>
  );
}

/**
 * About the height StackedBars will take (px): per row a label line and a bar per series, the gaps between
 * rows, and the legend. Held while the chart is not drawn yet, below the screen.
 */
function stackedBarsHeight(rows: number, series: number) {
  const row = 20 + series * (BAR_THICKNESS + 4);
  const legend = series > 1 ? 12 + 20 : 0;
  return rows * row + Math.max(0, rows - 1) * 12 + legend;
}

/** The phone layout of HorizontalBarChart: each label on its own line, its bars under it with their figure. */
function StackedBars({
  data,
  series,
  format,
  max,
}: {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  format: (value: number) => string;
  max?: number | undefined;
}) {
  const top = max ?? Math.max(0, ...data.flatMap((d) => series.map((s) => Number(d[s.key]) || 0)));
  return (
    <Stack gap="sm" data-layout="stacked">
      {data.map((d) => (
        <div key={String(d.label)} data-bar-row>
          <Text size="xs" fw={600} mb={2}>
            {String(d.label)}
          </Text>
          {series.map((s) => {
            const value = Number(d[s.key]) || 0;
            const share = top > 0 ? Math.min(100, (Math.max(0, value) / top) * 100) : 0;
            return (
              <Group key={s.key} gap={6} wrap="nowrap" mb={2}>
                <Box style={{ flex: 1, minWidth: 0 }}>
                  <Box
                    style={{
                      height: BAR_THICKNESS,
                      width: `${share}%`,
                      minWidth: value > 0 ? 2 : 0,
                      background: s.color,
                      borderRadius: 2,
                    }}
                  />
                </Box>
                <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                  {format(value)}
                </Text>
              </Group>
            );
          })}
        </div>
      ))}
      {series.length > 1 ? (
        <Group gap="md" justify="center">
          {series.map((s) => (
            <LegendItem key={s.key} color={s.color} label={s.name} />
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}

/** The two sides of a tornado's bars: the value with an input at its low end, and at its high end. */
export const TORNADO_COLORS = {
  low: 'var(--mantine-color-orange-6)',
  high: 'var(--mantine-color-blue-6)',
  base: 'var(--mantine-color-dark-5)',
} as const;

/**
 * An element's laid-out width, followed as it changes: undefined before it is measured (the first render,
 * which the measure replaces before the browser paints), `fallback` where nothing is laid out (jsdom).
 */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.round(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width === 0 ? fallback : width] as const;
}

/** Text of the tornado, in px: its size, the height of a line, and a figure's width per character. */
const TORNADO_TEXT = { size: 11, line: 14, charWidth: 6.8, labelCharWidth: 6.3 } as const;
const TORNADO_BAR = 14;
/** Wider than this, labels sit on the axis beside their bar; narrower, on their own lines above it. */
const TORNADO_WIDE = 600;

type TornadoRow = TornadoBlock['bars'][number] & { range: [number, number]; lines: string[] };

/** Where a tornado's parts go at a given width: the labels' room, each row's height, the value scale. */
function tornadoLayout(block: TornadoBlock, width: number) {
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

/** One row's bar: from the low end to the base in one colour, on to the high end in the other, figures at the ends. */
function TornadoShape(props: BarShapeProps & { base: number; shift: number }) {
  const row = props.payload as TornadoRow | undefined;
  if (!row) return null;
  const { x, width, height } = props;
  const y = props.y + props.shift;
  const [low, high] = row.range;
  const baseX = high > low ? x + (width * (props.base - low)) / (high - low) : x;
  const middle = y + height / 2;
  const text = { fontSize: TORNADO_TEXT.size, fill: '#343a40', dominantBaseline: 'central' } as const;
  return (
    <g>
      <rect x={x} y={y} width={Math.max(0, baseX - x)} height={height} fill={TORNADO_COLORS.low} />
      <rect
        x={baseX}
        y={y}
        width={Math.max(0, x + width - baseX)}
        height={height}
        fill={TORNADO_COLORS.high}
      />
      <line
        x1={baseX}
        x2={baseX}
        y1={y - 3}
        y2={y + height + 3}
        stroke={TORNADO_COLORS.base}
        strokeWidth={1.5}
      />
      <text x={x - 4} y={middle} textAnchor="end" {...text}>
        {row.lowDisplay}
      </text>
      <text x={x + width + 4} y={middle} textAnchor="start" {...text}>
        {row.highDisplay}
      </text>
    </g>
  );
}

/** An input's name: beside its bar on a wide screen, on its own lines above it on a narrow one. */
function TornadoTick(props: {
  x?: number | string;
  y?: number | string;
  index?: number;
  rows: TornadoRow[];
  wide: boolean;
  left: number;
  barShift: number;
}) {
  const row = props.rows[props.index ?? 0];
  if (!row) return null;
  const y = Number(props.y ?? 0);
  const { line } = TORNADO_TEXT;
  const x = props.wide ? Number(props.x ?? 0) - 4 : props.left;
  // Wide: centred on the bar; narrow: the last line just above the bar.
  const top = props.wide
    ? y - ((row.lines.length - 1) * line) / 2
    : y + props.barShift - TORNADO_BAR / 2 - 6 - (row.lines.length - 1) * line - line / 2;
  return (
    <text x={x} y={top} textAnchor={props.wide ? 'end' : 'start'} fontSize={TORNADO_TEXT.size} fill="#495057">
      {row.lines.map((text, i) => (
        <tspan key={text} x={x} y={top + i * line} dominantBaseline="middle">
          {text}
        </tspan>
      ))}
    </text>
  );
}

/**
 * The tornado: for each input, a bar from the value with that input at its low end to the value with it at
 * its high end, around the base value (the line across). A picture of the table that follows it in the
 * report, hidden from screen readers like the other charts.
 */
export function TornadoChart({ block }: { block: TornadoBlock }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const near = useNearViewport(ref);
  const layout = tornadoLayout(block, width ?? 640);
  return (
    <Box ref={ref} aria-hidden="true" data-testid="tornado-chart" style={{ breakInside: 'avoid' }}>
      {width === undefined || !near ? (
        // The room the chart will take, until it is drawn.
        <Box h={layout.height} />
      ) : (
        <BarChart
          width={width}
          height={layout.height}
          data={layout.rows}
          layout="vertical"
          margin={layout.margin}
          barSize={TORNADO_BAR}
          accessibilityLayer={false}
        >
          <XAxis type="number" domain={layout.domain} allowDataOverflow hide />
          <YAxis
            type="category"
            dataKey="label"
            width={layout.labelWidth}
            interval={0}
            axisLine={false}
            tickLine={false}
            tick={(tick: { x?: number | string; y?: number | string; index?: number }) => (
              <TornadoTick
                {...tick}
                rows={layout.rows}
                wide={layout.wide}
                left={layout.margin.left}
                barShift={layout.barShift}
              />
            )}
          />
          <ReferenceLine
            x={block.base}
            stroke={TORNADO_COLORS.base}
            strokeOpacity={layout.wide ? 0.5 : 0}
            strokeDasharray="3 3"
            label={{
              value: block.baseDisplay,
              position: 'top',
              fontSize: TORNADO_TEXT.size,
              fill: '#212529',
            }}
          />
          <Bar
            dataKey="range"
            isAnimationActive={false}
            shape={(shape: BarShapeProps) => (
              <TornadoShape {...shape} base={block.base} shift={layout.barShift} />
            )}
          />
        </BarChart>
      )}
      <Group gap="md" mt={4} justify="center" fz="xs">
        <LegendItem color={TORNADO_COLORS.low} label={block.lowLabel} />
        <LegendItem color={TORNADO_COLORS.high} label={block.highLabel} />
      </Group>
    </Box>
  );
}

function LegendItem({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box w={10} h={10} style={{ background: color, flexShrink: 0 }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
