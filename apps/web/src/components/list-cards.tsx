import {
  em,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { ListSorting, SortOrder } from '../lib/list-params.ts';
import classes from './list-cards.module.css';
import type { ListColumn, ListRowsProps } from './list-table.tsx';

/** Room the page keeps around a list's frame: its side padding (16 px each side) and a desktop scrollbar. */
const PAGE_MARGINS = 48;

/**
 * Screens narrower than a table `tableWidth` px wide needs with the page's margins, in em as the app's other
 * breakpoints (max-width includes its bound: at exactly that width the table fits, so the bound sits just under).
 */
function tooNarrowFor(tableWidth: number): string {
  return `(max-width: ${em(tableWidth + PAGE_MARGINS - 0.02)})`;
}

/**
 * Whether a list's rows show as cards: the screen (a phone, a tablet) is narrower than its table needs,
 * where the table would scroll sideways and hide each row's buttons at its right end. `tableWidth` counts
 * what surrounds the table inside the page (a section's padding).
 */
export function useListCards(tableWidth: number): boolean {
  return useMediaQuery(tooNarrowFor(tableWidth), false, { getInitialValueInEffect: false });
}

/** The cards' sort menu, standing for the table's sortable headers: a column and an order. */
function SortMenu<T, S extends string>({
  columns,
  sorting,
}: {
  columns: ListColumn<T, S>[];
  sorting: ListSorting<S>;
}) {
  const { t } = useTranslation();
  const fields = columns.flatMap((column) =>
    column.sort ? [{ value: column.sort, label: column.label }] : [],
  );
  return (
    <Group gap="sm" align="flex-end">
      <Select
        label={t('list.sortBy')}
        data={fields}
        value={sorting.sort}
        onChange={(field) => {
          if (field) sorting.onChoose(field as S, sorting.order);
        }}
        allowDeselect={false}
        w={{ base: '100%', xs: 240 }}
      />
      <SegmentedControl
        aria-label={t('list.order')}
        value={sorting.order}
        onChange={(order) => sorting.onChoose(sorting.sort, order as SortOrder)}
        data={[
          { value: 'asc', label: t('list.ascending') },
          { value: 'desc', label: t('list.descending') },
        ]}
      />
    </Group>
  );
}

/**
 * A list's rows as cards, from the columns of its table: the row's name as a heading, the other columns
 * as label and value, and the row's buttons, all in sight on a phone. A sort menu stands for the table's
 * sortable headers.
 */
export function ListCards<T, S extends string>({
  rows,
  columns,
  rowKey,
  actions,
  sorting,
  busy,
  emptyText,
  headingOrder = 2,
}: Omit<ListRowsProps<T, S>, 'actionsLabel' | 'busy' | 'emptyText'> & {
  busy?: boolean;
  /** Shown in place of the cards when there are none; a list that always has rows needs none. */
  emptyText?: string;
  /** The level of the cards' headings under the page's. */
  headingOrder?: TitleOrder;
}) {
  const title = columns.find((column) => column.title);
  const fields = columns.filter((column) => column !== title);
  return (
    <Stack gap="sm">
      {sorting ? <SortMenu columns={columns} sorting={sorting} /> : null}
      {rows.length === 0 && emptyText ? (
        <Paper withBorder radius="lg">
          <Text c="dimmed" ta="center" py="md">
            {emptyText}
          </Text>
        </Paper>
      ) : (
        <ul className={classes.list} aria-busy={busy}>
          {rows.map((row) => (
            <li key={rowKey(row)}>
              <Paper withBorder radius="lg" p="md">
                <Stack gap="sm">
                  {title ? (
                    <Title order={headingOrder} fz="md">
                      {title.cell(row)}
                    </Title>
                  ) : null}
                  <dl className={classes.fields}>
                    {fields.map((column) => (
                      <div key={column.key}>
                        <dt>{column.label}</dt>
                        <dd>{column.cell(row)}</dd>
                      </div>
                    ))}
                  </dl>
                  {actions ? <Group gap="xs">{actions(row)}</Group> : null}
                </Stack>
              </Paper>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
