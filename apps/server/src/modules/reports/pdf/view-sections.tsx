/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartBlock, EntryView, SectionView, TableBlock, ViewBlock } from '@cakemix/core';
import { Text, View } from '@react-pdf/renderer';
import { type Bar, BarChart, styles, Table, Tile } from './components.tsx';

/**
 * The PDF's layout of a report view (`reportView` in core): every label and figure comes from the view,
 * which the screen lays out too. The screen's "How?" details of table rows are given in full in the
 * section "How each value was obtained".
 */

function BlockTitle({ title }: { title: string | undefined }) {
  return title ? <Text style={styles.h3}>{title}</Text> : null;
}

/** A chart under its heading: the heading never stays behind alone at the foot of a page. */
function Chart({ chart }: { chart: ChartBlock }) {
  const bars: Bar[] = chart.bars.map((bar) => {
    // A chart row has the height of one line of text: a label's forced line break becomes a space.
    const label = bar.label.replace(/\n/g, ' ');
    const [value = 0, second] = bar.values;
    const [display = '', secondDisplay = ''] = bar.displays;
    return {
      label,
      value,
      display,
      ...(second === undefined ? {} : { secondary: { value: second, display: secondDisplay } }),
    };
  });
  const [first, second] = chart.series;
  return (
    <View wrap={false}>
      <BlockTitle title={chart.title} />
      <BarChart
        bars={bars}
        {...(chart.max === undefined ? {} : { max: chart.max })}
        {...(first && second ? { legend: [first.name, second.name] as [string, string] } : {})}
      />
    </View>
  );
}

function ViewTable({ table }: { table: TableBlock }) {
  return (
    <>
      <BlockTitle title={table.title} />
      <Table
        columns={table.columns.map((column) => ({
          label: column.label,
          flex: column.share ?? 1,
          align: column.numeric ? 'right' : 'left',
        }))}
        rows={table.rows.map((row) =>
          row.cells.map((cell, i) =>
            table.columns[i]?.band && row.band ? `${cell} · ${row.band.label}` : cell,
          ),
        )}
        {...(table.total ? { total: table.total } : {})}
      />
    </>
  );
}

function Block({ block }: { block: ViewBlock }) {
  switch (block.kind) {
    case 'tiles':
      return (
        <View style={styles.tiles}>
          {block.tiles.map((tile) => (
            <Tile
              key={tile.label}
              label={tile.label}
              value={tile.value}
              note={tile.band?.label ?? tile.note}
            />
          ))}
        </View>
      );
    case 'chart':
      return <Chart chart={block} />;
    case 'table':
      return <ViewTable table={block} />;
    case 'text':
      return (
        <>
          <BlockTitle title={block.title} />
          {block.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={block.muted ? [styles.paragraph, styles.muted] : styles.paragraph}>
              {paragraph}
            </Text>
          ))}
        </>
      );
    case 'list':
      return (
        <>
          <BlockTitle title={block.title} />
          <Text style={styles.paragraph}>{block.items.join(' · ')}</Text>
        </>
      );
    case 'lineDetails':
      // One text per line, its three parts as lines of it: a node each would triple the layout work.
      return (
        <>
          {block.lines.map((line) => (
            <Text key={line.heading} style={{ marginBottom: 6 }} wrap={false}>
              <Text style={{ fontWeight: 600 }}>{line.heading}</Text>
              <Text style={styles.muted}>{`\n${line.formula}`}</Text>
              {`\n${line.inputs.map((input) => `${input.label} ${input.value} (${input.source})`).join(' · ')}`}
            </Text>
          ))}
        </>
      );
  }
}

export function ViewSection({ section }: { section: SectionView }) {
  return (
    <View>
      {/* Not `break`: a forced break on an element that already starts a page makes react-pdf loop. A
          heading keeps some of its section below it on its page. */}
      <Text style={styles.h2} minPresenceAhead={80}>
        {section.title}
      </Text>
      {section.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed
        <Block key={i} block={block} />
      ))}
    </View>
  );
}

/** Every section of a combination, in the screen's order. */
export function EntryBody({ entry }: { entry: EntryView }) {
  return (
    <>
      {entry.sections.map((section) => (
        <ViewSection key={section.id} section={section} />
      ))}
    </>
  );
}
