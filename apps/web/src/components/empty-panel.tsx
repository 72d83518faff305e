import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { InboxIcon } from './icons.tsx';

/** An honest empty state: what will appear here, and nothing invented in the meantime. */
export function EmptyPanel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" py={48} px="lg">
      <EmptyState
        title={title}
        description={description}
        icon={<InboxIcon size={28} />}
        variant="light"
        withIndicatorBackground
      >
        {children}
      </EmptyState>
    </Paper>
  );
}
