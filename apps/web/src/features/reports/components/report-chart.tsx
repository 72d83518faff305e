import { Box } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

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

/**
 * Horizontal bars, one row per label, one bar per series; the figures are formatted by the caller in the
 * reader's language. The chart is a picture of a table shown beside it, so it is hidden from screen readers.
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
  const maxChars = Math.floor(labelWidth / 6.4);
  const lines = Math.max(1, ...data.map((d) => wrapLabel(String(d.label), maxChars).length));
  const row = Math.max(series.length > 1 ? 44 : 30, lines * 14 + 8);
  const height = Math.max(120, data.length * row + (series.length > 1 ? 56 : 32));
  return (
    <Box h={height} aria-hidden="true" data-testid="report-chart" style={{ breakInside: 'avoid' }}>
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 640, height }}>
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 4 }}>
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
    </Box>
  );
}
