import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortOrder } from '../lib/list-params.ts';
import { ChevronDownIcon, SortIcon } from './icons.tsx';
import classes from './sortable-th.module.css';

export interface SortableThProps {
  children: ReactNode;
  /** Whether the list is sorted by this column, and which way. */
  sorted: SortOrder | null;
  onSort: () => void;
}

/**
 * A column header that sorts the list: a button inside the header cell, the cell's aria-sort saying the
 * current order, and an arrow showing it.
 */
export function SortableTh({ children, sorted, onSort }: SortableThProps) {
  const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
  return (
    <Table.Th aria-sort={ariaSort} className={classes.th}>
      <UnstyledButton onClick={onSort} className={classes.button}>
        <span>{children}</span>
        {sorted ? (
          <ChevronDownIcon size={14} className={sorted === 'asc' ? classes.ascending : undefined} />
        ) : (
          <SortIcon size={14} className={classes.unsorted} />
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
