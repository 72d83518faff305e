import { Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListSorting } from '../lib/list-params.ts';
import { SortableTh } from './sortable-th.tsx';

/** A column of a list: its header and its cell, drawn by the list's table and by its cards alike. */
export interface ListColumn<T, S extends string = string> {
  /** Tells the column from the list's others (React's key). */
  key: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** The row's name: a card's heading. */
  title?: boolean;
  /** The sort field the column's header (or the cards' sort menu) sorts by. */
  sort?: S;
  /** Amounts: right-aligned in the table. */
  numeric?: boolean;
  /** Short values (dates, amounts) kept on one line. */
  nowrap?: boolean;
  /** The table cell's least width, in px. */
  minWidth?: number;
}

/** A list's rows and its columns: what its table and its cards both draw. */
export interface ListRowsProps<T, S extends string> {
  rows: T[];
  columns: ListColumn<T, S>[];
  rowKey: (row: T) => string | number;
  /** A row's buttons (open, delete…); none for someone who may only read, and then no column for them. */
  actions?: (row: T) => ReactNode;
  /** The header of the buttons' column. */
  actionsLabel: string;
  sorting?: ListSorting<S>;
  /** The list is being fetched. */
  busy: boolean;
  /** Shown in place of the rows when there are none (a search that matches nothing). */
  emptyText: string;
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function ColumnHeader<T, S extends string>({
  column,
  sorting,
}: {
  column: ListColumn<T, S>;
  sorting: ListSorting<S> | undefined;
}) {
  const { sort } = column;
  if (!sort || !sorting) return <Table.Th>{column.label}</Table.Th>;
  return (
    <SortableTh sorted={sorting.sort === sort ? sorting.order : null} onSort={() => sorting.onHeader(sort)}>
      {column.label}
    </SortableTh>
  );
}

/**
 * A list as a table in its frame: bordered, scrolling sideways below `minWidth`, marked busy while the
 * list is fetched, `emptyText` across all columns when there are no rows. Each row ends with its buttons,
 * right-aligned on one line, close together (their own padding keeps their labels apart) so that the
 * properties list's nine columns fit 1280 px in French.
 */
export function ListTable<T, S extends string>({
  minWidth,
  horizontalSpacing = 'md',
  rows,
  columns,
  rowKey,
  actions,
  actionsLabel,
  sorting,
  busy,
  emptyText,
}: ListRowsProps<T, S> & { minWidth: number; horizontalSpacing?: 'xs' | 'sm' | 'md' }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Table.ScrollContainer minWidth={minWidth} type="native">
        <Table verticalSpacing="sm" horizontalSpacing={horizontalSpacing} highlightOnHover aria-busy={busy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <ColumnHeader key={column.key} column={column} sorting={sorting} />
              ))}
              {actions ? <Table.Th ta="right">{actionsLabel}</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + (actions ? 1 : 0)}>
                  <Text c="dimmed" ta="center" py="md">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.key}
                    ta={column.numeric ? 'right' : undefined}
                    miw={column.minWidth}
                    style={column.nowrap ? NOWRAP : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions ? (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
