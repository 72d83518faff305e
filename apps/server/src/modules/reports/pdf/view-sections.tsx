/** @jsxRuntime automatic @jsxImportSource react */
import type { ChartBlock, EntryView, SectionView, TableBlock, ViewBlock } from '@cakemix/core';
import { Link, Text, View } from '@react-pdf/renderer';
import { type Bar, BarChart, Caution, COLORS, styles, Table, Tile, Tornado } from './components.tsx';

/**
 * The PDF's layout of a report view (`reportView` in core): every label and figure comes from the view,
 * which the screen lays out too. The screen's "How?" details of table rows are given in full in the
 * section "How each value was obtained".
 */

/** A paragraph whose web addresses are links (the method's article in "How each value was obtained"). */
function linked(text: string) {
  const parts = text.split(/(https?:\/\/[^\s]*[^\s.,;:!?)»”])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <Link key={part} src={part} style={{ color: COLORS.primary, textDecoration: 'none' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

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

/** Words to add after a row's cell (a combination's "Preliminary" in the ranking), if any. */
type CellBadges = (cell: string, row: number) => string | undefined;

function ViewTable({ table, badges }: { table: TableBlock; badges?: CellBadges | undefined }) {
  const withBadges = (cell: string, row: number, numeric: boolean) => {
    const words = numeric ? undefined : badges?.(cell, row);
    return words ? (
      <>
        {cell}
        <Text style={{ color: COLORS.cautionInk, fontWeight: 600 }}>{` · ${words}`}</Text>
      </>
    ) : (
      cell
    );
  };
  return (
    <>
      <BlockTitle title={table.title} />
      <Table
        columns={table.columns.map((column) => ({
          label: column.label,
          flex: column.share ?? 1,
          align: column.numeric ? 'right' : 'left',
        }))}
        rows={table.rows.map((row, r) =>
          row.cells.map((cell, i) =>
            table.columns[i]?.band && row.band ? (
              `${cell} · ${row.band.label}`
            ) : i === 0 && row.note ? (
              // A line's "counted once" note, under its name.
              <>
                {cell}
                <Text style={[styles.muted, { fontSize: 7 }]}>{`\n${row.note}`}</Text>
              </>
            ) : (
              withBadges(cell, r, table.columns[i]?.numeric ?? false)
            ),
          ),
        )}
        {...(table.total ? { total: table.total } : {})}
      />
    </>
  );
}

function Block({ block, badges }: { block: ViewBlock; badges?: CellBadges | undefined }) {
  switch (block.kind) {
    case 'tiles':
      return (
        <View style={styles.tiles}>
          {block.tiles.map((tile) => (
            <Tile
              key={tile.label}
              label={tile.label}
              value={tile.value}
              notes={[tile.band?.label, tile.note].filter((note): note is string => Boolean(note))}
            />
          ))}
        </View>
      );
    case 'chart':
      return <Chart chart={block} />;
    case 'table':
      return <ViewTable table={block} badges={badges} />;
    case 'tornado':
      // The title stays with the chart: a tornado is never split over two pages.
      return (
        <View wrap={false}>
          <BlockTitle title={block.title} />
          <Tornado
            bars={block.bars}
            base={block.base}
            baseDisplay={block.baseDisplay}
            lowLabel={block.lowLabel}
            highLabel={block.highLabel}
          />
        </View>
      );
    case 'text':
      if (block.tone === 'warning')
        return (
          <Caution title={block.title}>
            {block.paragraphs.map((paragraph) => (
              <Text key={paragraph} style={{ marginBottom: 2 }}>
                {paragraph}
              </Text>
            ))}
          </Caution>
        );
      return (
        <>
          <BlockTitle title={block.title} />
          {block.paragraphs.map((paragraph) => (
            <Text key={paragraph} style={block.muted ? [styles.paragraph, styles.muted] : styles.paragraph}>
              {linked(paragraph)}
            </Text>
          ))}
        </>
      );
    case 'list':
      if (block.tone === 'warning')
        return (
          <Caution title={block.title}>
            {block.items.map((item) => (
              <Text key={item} style={{ marginBottom: 2 }}>{`•  ${item}`}</Text>
            ))}
          </Caution>
        );
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
              {line.notes?.length ? `\n${line.notes.join(' ')}` : ''}
              {`\n${line.inputs.map((input) => `${input.label} ${input.value} (${input.source})`).join(' · ')}`}
            </Text>
          ))}
        </>
      );
  }
}

/**
 * A section of the view; `entries` are the combinations a table names row by row (the comparative ranking),
 * whose "Preliminary" and "In progress" follow their names.
 */
export function ViewSection({ section, entries }: { section: SectionView; entries?: EntryView[] }) {
  const badges: CellBadges | undefined = entries
    ? (cell, row) => {
        const entry = entries[row]?.name === cell ? entries[row] : undefined;
        const words = [entry?.preliminary, entry?.draft].filter(Boolean);
        return words.length > 0 ? words.join(' · ') : undefined;
      }
    : undefined;
  return (
    <View>
      {/* Not `break`: a forced break on an element that already starts a page makes react-pdf loop. A
          heading keeps some of its section below it on its page. */}
      <Text style={styles.h2} minPresenceAhead={80}>
        {section.title}
      </Text>
      {section.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed
        <Block key={i} block={block} badges={badges} />
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
