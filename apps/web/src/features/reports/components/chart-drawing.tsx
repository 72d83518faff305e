import type { TornadoBlock } from '@cakemix/core';
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
import {
  type ChartSeries,
  TORNADO_BAR,
  TORNADO_COLORS,
  TORNADO_TEXT,
  type TornadoLayout,
  type TornadoRow,
  wrapLabel,
} from './chart-layout.ts';

/**
 * The charts' drawings with Recharts (and its d3), a module of its own: it is a large download that the
 * report's first paint does not need, loaded when a chart comes near the screen (report-chart.tsx).
 */

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

/** The wide layout of HorizontalBarChart: labels on the axis beside their bars, filling the held room. */
export function BarsDrawing({
  data,
  series,
  format,
  max,
  labelWidth,
  maxChars,
  height,
}: {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  format: (value: number) => string;
  max: number | undefined;
  labelWidth: number;
  maxChars: number;
  height: number;
}) {
  return (
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
  );
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

/** The tornado's bars around its base line, laid out by `tornadoLayout` at `width`. */
export function TornadoDrawing({
  block,
  layout,
  width,
}: {
  block: TornadoBlock;
  layout: TornadoLayout;
  width: number;
}) {
  return (
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
  );
}
