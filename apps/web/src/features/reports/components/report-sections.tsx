import type {
  ChartBlock,
  EntryView,
  LineDetail,
  ScorecardTile,
  SectionView,
  TableBlock,
  ViewBlock,
} from '@cakemix/core';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons.tsx';
import { useProgressiveCount } from '../hooks/progressive-count.ts';
import { CHART_COLORS, HorizontalBarChart, TornadoChart } from './report-chart.tsx';
import { BAND_COLORS, useReportFormat } from './report-format.ts';
import classes from './report-sections.module.css';

/**
 * The screen's layout of a report view (`reportView` in core): the view holds every label and figure, in
 * the reader's language, and the PDF lays out the same view.
 */

/** A titled block of the report. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-label={title} className={classes.section}>
      <Title order={2} fz={20} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A "How?" button opening what a figure is made of. */
function HowPopover({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Popover width={420} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-label={`${t('reports.m.how')} ${label}`}
          // Never squeezed by a long note beside it (a tile on a phone).
          style={{ flexShrink: 0 }}
        >
          {t('reports.m.how')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} size="sm" mb={4}>
          {t('reports.m.howTitle')}
        </Text>
        <Box fz="sm">{children}</Box>
      </Popover.Dropdown>
    </Popover>
  );
}

export function BandBadge({ band }: { band: EntryView['band'] }) {
  if (!band) return null;
  return (
    <Badge color={BAND_COLORS[band.band]} variant="light" tt="none" radius="sm">
      {band.label}
    </Badge>
  );
}

/** "Preliminary" and "In progress", beside a combination's name wherever it is named. */
export function EntryBadges({ entry }: { entry: Pick<EntryView, 'preliminary' | 'draft'> }) {
  return (
    <>
      {entry.preliminary ? (
        <Badge color="orange" variant="light" tt="none" radius="sm">
          {entry.preliminary}
        </Badge>
      ) : null}
      {entry.draft ? (
        <Badge color="gray" variant="outline" tt="none" radius="sm">
          {entry.draft}
        </Badge>
      ) : null}
    </>
  );
}

/** A paragraph whose web addresses are links (the method's article in "How each value was obtained"). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]*[^\s.,;:!?)»”])/);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // Underlined: inside a paragraph a link must not be told from its text by colour alone.
      <Anchor key={part} href={part} inherit underline="always">
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

/** A caution the reader must not miss (preliminary, points to check): an alert with its title. */
function Caution({ title, children }: { title: string | undefined; children: ReactNode }) {
  return (
    <Alert color="orange" variant="light" radius="md" icon={<AlertIcon />} title={title}>
      {children}
    </Alert>
  );
}

function Tile({ tile }: { tile: ScorecardTile }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {tile.label}
      </Text>
      {/* A value of words (the data quality's shares) is set smaller than a figure. */}
      <Text
        fz={tile.value.length > 16 ? 16 : 24}
        fw={700}
        lh={1.3}
        mih={tile.value.length > 16 ? 31 : undefined}
      >
        {tile.value}
      </Text>
      <Group gap={6} justify="space-between" align="flex-start" wrap="nowrap" mih={24}>
        <Stack gap={2} fz="xs" c="dimmed" align="flex-start">
          {tile.band ? <BandBadge band={tile.band} /> : null}
          {tile.note ? <span>{tile.note}</span> : null}
        </Stack>
        <HowPopover label={tile.label}>
          <Text size="sm">{tile.how.text}</Text>
          {tile.how.items.length > 0 ? (
            <List size="sm">
              {tile.how.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          ) : null}
        </HowPopover>
      </Group>
    </Paper>
  );
}

function BlockTitle({ title }: { title: string | undefined }) {
  return title ? (
    <Title order={3} fz={16}>
      {title}
    </Title>
  ) : null;
}

function Chart({ chart }: { chart: ChartBlock }) {
  const f = useReportFormat();
  const format = { money: f.money, ratio: (n: number) => f.ratio(n), score: (n: number) => f.number(n) }[
    chart.unit
  ];
  return (
    <HorizontalBarChart
      max={chart.max}
      labelWidth={chart.bars.some((bar) => bar.label.includes('\n')) ? 280 : 200}
      data={chart.bars.map((bar) => ({
        label: bar.label,
        ...Object.fromEntries(bar.values.map((value, i) => [`s${i}`, value])),
      }))}
      series={chart.series.map((s, i) => ({ key: `s${i}`, name: s.name, color: CHART_COLORS[s.tone] }))}
      format={format}
    />
  );
}

/** A line's formula and inputs, each with where it came from. */
function LineInputs({ line }: { line: LineDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {line.formula}
      </Text>
      {line.notes?.map((note) => (
        <Text key={note} size="xs">
          {note}
        </Text>
      ))}
      <Table fz="xs" verticalSpacing={2} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reports.m.input')}</Table.Th>
            <Table.Th ta="right">{t('reports.m.inputValue')}</Table.Th>
            <Table.Th>{t('reports.m.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {line.inputs.map((input) => (
            <Table.Tr key={input.label}>
              <Table.Td>{input.label}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {input.value}
              </Table.Td>
              <Table.Td>
                <Badge
                  size="xs"
                  variant="outline"
                  color={input.source_kind === 'default' ? 'orange' : 'gray'}
                  tt="none"
                >
                  {input.source}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** Badges to show after a row's cell (a combination's "Preliminary" in the ranking), if any. */
type CellBadges = (cell: string, row: number) => ReactNode;

function ViewTable({ table, badges }: { table: TableBlock; badges?: CellBadges | undefined }) {
  const { t } = useTranslation();
  const withDetail = table.rows.some((row) => row.detail);
  const ta = (i: number) => (table.columns[i]?.numeric ? 'right' : 'left');
  const nowrap = (i: number) => (table.columns[i]?.numeric ? { whiteSpace: 'nowrap' as const } : undefined);
  return (
    // Wide tables scroll sideways on a phone rather than squeeze their names to a word a line.
    <Table.ScrollContainer
      minWidth={table.columns.length > 5 ? 900 : table.columns.length === 5 ? 680 : 480}
      type="native"
    >
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, i) => (
              <Table.Th key={column.label} ta={ta(i)}>
                {column.label}
              </Table.Th>
            ))}
            {withDetail ? (
              // The column of "How?" buttons: named for screen readers, its buttons say it to the eye. The header
              // holds its hidden name, which would otherwise widen the page past the table's scrolling frame.
              <Table.Th pos="relative">
                <VisuallyHidden>{t('reports.m.howTitle')}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
            <Table.Tr key={r}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                <Table.Td key={i} ta={ta(i)} style={nowrap(i)}>
                  {table.columns[i]?.band && row.band ? (
                    <Stack gap={2} align="flex-end">
                      <span>{cell}</span>
                      <BandBadge band={row.band} />
                    </Stack>
                  ) : !table.columns[i]?.numeric && badges?.(cell, r) ? (
                    <Group gap={6}>
                      <span>{cell}</span>
                      {badges(cell, r)}
                    </Group>
                  ) : i === 0 && row.note ? (
                    // A line's "counted once" note, under its name.
                    <>
                      {cell}
                      <Text size="xs" c="dimmed" mt={2} maw={420} style={{ whiteSpace: 'normal' }}>
                        {row.note}
                      </Text>
                    </>
                  ) : (
                    cell
                  )}
                </Table.Td>
              ))}
              {withDetail ? (
                <Table.Td ta="right">
                  {row.detail ? (
                    <HowPopover label={row.detail.subject}>
                      <LineInputs line={row.detail} />
                    </HowPopover>
                  ) : null}
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {table.total ? (
          <Table.Tfoot>
            <Table.Tr>
              {table.total.map((cell, i) => (
                // Figures, not headers: a total row's cells are data cells in bold (an empty one is no header).
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the columns
                <Table.Td key={i} ta={ta(i)} style={nowrap(i)} fw={700}>
                  {cell}
                </Table.Td>
              ))}
              {withDetail ? <Table.Td /> : null}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

function Block({ block, badges }: { block: ViewBlock; badges?: CellBadges | undefined }) {
  switch (block.kind) {
    case 'tiles':
      return (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {block.tiles.map((tile) => (
            <Tile key={tile.label} tile={tile} />
          ))}
        </SimpleGrid>
      );
    case 'chart':
      return (
        <>
          <BlockTitle title={block.title} />
          <Chart chart={block} />
        </>
      );
    case 'table':
      return (
        <>
          <BlockTitle title={block.title} />
          <ViewTable table={block} badges={badges} />
        </>
      );
    case 'tornado':
      return (
        <>
          <BlockTitle title={block.title} />
          <TornadoChart block={block} />
        </>
      );
    case 'text':
      if (block.tone === 'warning')
        return (
          <Caution title={block.title}>
            <Stack gap={4}>
              {block.paragraphs.map((paragraph) => (
                <Text key={paragraph} size="sm">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Caution>
        );
      return (
        <>
          <BlockTitle title={block.title} />
          {block.paragraphs.map((paragraph) => (
            <Text
              key={paragraph}
              size={block.muted ? 'sm' : undefined}
              c={block.muted ? 'dimmed' : undefined}
            >
              <Linked text={paragraph} />
            </Text>
          ))}
        </>
      );
    case 'list':
      if (block.tone === 'warning')
        return (
          <Caution title={block.title}>
            <List size="sm">
              {block.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Caution>
        );
      return (
        <>
          <BlockTitle title={block.title} />
          <List size="sm">
            {block.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </>
      );
    case 'lineDetails':
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {block.lines.map((line) => (
            <Paper key={line.heading} withBorder radius="md" p="sm" style={{ breakInside: 'avoid' }}>
              <Text fw={600} size="sm">
                {line.heading}
              </Text>
              <LineInputs line={line} />
            </Paper>
          ))}
        </SimpleGrid>
      );
  }
}

/**
 * A section of the view; `entries` are the combinations a table names row by row (the comparative ranking),
 * whose "Preliminary" and "In progress" badges follow their names.
 */
export function ViewSection({ section, entries }: { section: SectionView; entries?: EntryView[] }) {
  const badges: CellBadges | undefined = entries
    ? (cell, row) => {
        const entry = entries[row];
        return entry?.name === cell && (entry.preliminary || entry.draft) ? (
          <EntryBadges entry={entry} />
        ) : null;
      }
    : undefined;
  return (
    <ReportSection title={section.title}>
      {section.blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed
        <Block key={i} block={block} badges={badges} />
      ))}
    </ReportSection>
  );
}

/** Every section of a combination, in the PDF's order. */
export function EntryBody({ entry }: { entry: EntryView }) {
  const { drawn, complete } = useProgressiveCount(entry.sections.length, 1);
  return (
    <Stack gap="lg" aria-busy={!complete}>
      {entry.sections.slice(0, drawn).map((section) => (
        <ViewSection key={section.id} section={section} />
      ))}
    </Stack>
  );
}
