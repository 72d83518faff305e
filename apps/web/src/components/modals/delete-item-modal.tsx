import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteItemModalProps extends Record<string, unknown> {
  /** The name of the item, quoted in the question. */
  itemName: string;
  /** Deletes the item; the modal closes when it resolves and stays open (enabled again) when it throws. */
  onConfirm: () => Promise<unknown> | undefined;
}

/** Asks before deleting an item (spec section 4: "deleting prompts confirmation"). */
export function DeleteItemModal({ context, id, innerProps }: ContextModalProps<DeleteItemModalProps>) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await innerProps.onConfirm();
      context.closeModal(id);
    } catch {
      // The caller reports the failure (spec: "Error while deleting"); the user may retry or cancel.
      setDeleting(false);
    }
  }

  return (
    <Stack gap="md">
      <Text>{t('modals.deleteItem.body', { name: innerProps.itemName })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => context.closeModal(id, true)} disabled={deleting}>
          {t('modals.deleteItem.cancel')}
        </Button>
        <Button color="red" onClick={confirm} loading={deleting}>
          {t('modals.deleteItem.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
