import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      onClick={() => openDeleteItemModal({ itemName, onConfirm })}
    >
      {t('common.delete')}
    </Button>
  );
}
