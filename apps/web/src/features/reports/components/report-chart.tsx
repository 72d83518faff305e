import type { TornadoBlock } from '@cakemix/core';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useChartDrawing } from '../hooks/lazy-chart-drawing.ts';
import { useNearViewport } from '../hooks/near-viewport.ts';
import { type ChartSeries, TORNADO_COLORS, tornadoLayout, wrapLabel } from './chart-layout.ts';

/** Bar colours: the theme's blue, then a muted grey for the second series. */
export const CHART_COLORS = {
  primary: 'var(--mantine-color-blue-6)',
  secondary: 'var(--mantine-color-gray-5)',
  accent: 'var(--mantine-color-teal-6)',
} as const;

/** Narrower than this (a phone), a chart's labels go on their own lines above their bars. */
const NARROW_CHART = 560;
/** A bar is never thinner than this on a phone, in px. */
const BAR_THICKNESS = 16;

/**
 * Horizontal bars, one row per label, one bar per series; the figures are formatted by the caller in the
 * reader's language. The chart is a picture of a table shown beside it, so it is hidden from screen readers.
 * On a phone each label sits above its bars, which keep the full width and a readable thickness (drawn here,
 * without Recharts); wider, the bars are Recharts', whose code loads when the chart comes near.
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
  const stacked = narrow && near;
  // Undefined until the chart is near, wide, and the code has come.
  const drawing = useChartDrawing(near && width !== undefined && !narrow);
  const maxChars = Math.floor(labelWidth / 6.4);
  const lines = Math.max(1, ...data.map((d) => wrapLabel(String(d.label), maxChars).length));
  const row = Math.max(series.length > 1 ? 44 : 30, lines * 14 + 8);
  const height = Math.max(120, data.length * row + (series.length > 1 ? 56 : 32));
  return (
    <Box
      ref={ref}
      // Until it is drawn, the chart holds the room it will take, so that nothing moves when it appears.
      h={narrow ? (stacked ? undefined : stackedBarsHeight(data.length, series.length)) : height}
      aria-hidden="true"
      data-testid="report-chart"
      style={{ breakInside: 'avoid' }}
    >
      {stacked ? (
        <StackedBars data={data} series={series} format={format} max={max} />
      ) : drawing ? (
        <drawing.BarsDrawing
          data={data}
          series={series}
          format={format}
          max={max}
          labelWidth={labelWidth}
          maxChars={maxChars}
          height={height}
        />
      ) : null}
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

/**
 * The tornado: for each input, a bar from the value with that input at its low end to the value with it at
 * its high end, around the base value (the line across). A picture of the table that follows it in the
 * report, hidden from screen readers like the other charts.
 */
export function TornadoChart({ block }: { block: TornadoBlock }) {
  const [ref, width] = useWidth<HTMLDivElement>(640);
  const near = useNearViewport(ref);
  const drawing = useChartDrawing(near && width !== undefined);
  const layout = tornadoLayout(block, width ?? 640);
  return (
    <Box ref={ref} aria-hidden="true" data-testid="tornado-chart" style={{ breakInside: 'avoid' }}>
      {width === undefined || !drawing ? (
        // The room the chart will take, until it is drawn.
        <Box h={layout.height} />
      ) : (
        <drawing.TornadoDrawing block={block} layout={layout} width={width} />
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
