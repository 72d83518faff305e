import { Button, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openDeleteItemModal } from './modals/app-modals.ts';

/**
 * The "Delete" button of a list row: asks for confirmation in the shared dialog, which runs `onConfirm`
 * and reports its failure. `label` names the row for screen readers ("Delete Lynx de Sherbrooke").
 */
export function DeleteRowButton({
  label,
  itemName,
  onConfirm,
}: {
  label: string;
  itemName: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="subtle"
      color="red"
      aria-label={label}
      onClick={() => void openDeleteItemModal({ itemName, onConfirm })}
    >
      {t('common.delete')}
    </Button>
  );
}

/**
 * The last cell of a list row: its buttons, right-aligned on one line, close together (their own padding
 * keeps their labels apart) so that the properties list's nine columns fit 1280 px in French.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Table.Td>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {children}
      </Group>
    </Table.Td>
  );
}

/** The button of a list row that opens it ("Edit", "Open"); `label` names the row for screen readers. */
export function OpenRowButton({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={label}>
      {children}
    </Button>
  );
}
