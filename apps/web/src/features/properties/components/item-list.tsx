import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/icons.tsx';
import { usePropertyForm } from './fields.tsx';

/** The remove button of an item of a repeating list; it waits while a removal on the server runs. */
export function RemoveItemButton({
  label,
  onRemove,
  inline = false,
}: {
  label: string;
  onRemove: () => void | Promise<void>;
  /** In a card's title row rather than beside labelled inputs. */
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const { readOnly } = usePropertyForm();
  const [busy, setBusy] = useState(false);
  if (readOnly) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      mt={inline ? 0 : 24}
      size={inline ? 'xs' : 'sm'}
      loading={busy}
      aria-label={t('properties.removeLabel', { name: label })}
      onClick={async () => {
        setBusy(true);
        try {
          await onRemove();
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('properties.remove')}
    </Button>
  );
}

/** One item of a repeating list: a bordered card with its title and remove button. */
export function ItemCard({
  title,
  onRemove,
  children,
}: {
  title: string;
  onRemove: () => void | Promise<void>;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Text fw={600}>{title}</Text>
          <RemoveItemButton label={title} onRemove={onRemove} inline />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** The "add" button under a repeating list (hidden from viewers). */
export function AddItemButton({ label, onAdd }: { label: string; onAdd: () => void }) {
  const { readOnly } = usePropertyForm();
  if (readOnly) return null;
  return (
    <Group>
      <Button variant="light" leftSection={<PlusIcon size={16} />} onClick={onAdd}>
        {label}
      </Button>
    </Group>
  );
}

export function NothingYet() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('properties.none')}
    </Text>
  );
}
