import { Button } from '@mantine/core';
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

/** The button of a list row that opens it ("Edit", "Open"); `label` names the row for screen readers. */
export function OpenRowButton({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" aria-label={label}>
      {children}
    </Button>
  );
}
