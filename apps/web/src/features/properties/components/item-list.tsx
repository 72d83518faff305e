import { TEXT_LIMITS } from '@cakemix/core';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldArray, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '@/components/icons.tsx';
import { openDeleteItemModal } from '@/components/modals/app-modals.ts';
import { type FieldName, LongTextField, TextField, usePropertyForm } from './fields.tsx';
import type { PropertyFormValues } from './property-form-model.ts';

/** The repeating lists of the form shown as one card per item. */
type CardListName =
  | 'owned_media.contractual_benefits'
  | 'hospitality.items'
  | 'activation.items'
  | 'custom_metrics.items';

/**
 * A repeating list of cards: "nothing added yet" or the list's own error while it is empty, one card per
 * item titled with the item's name (or "Item 2" until it has one), and the add button under them.
 * `children` draws the fields of the item at an index, with `base` the path of that item.
 */
export function ItemCards<N extends CardListName>({
  name,
  addLabel,
  newItem,
  children,
}: {
  name: N;
  addLabel: string;
  newItem: () => NoInfer<FieldArray<PropertyFormValues, N>>;
  children: (item: {
    index: number;
    base: `${N}.${number}`;
    values: FieldArray<PropertyFormValues, N> | undefined;
  }) => ReactNode;
}) {
  const { t } = useTranslation();
  const { form, errorAt } = usePropertyForm();
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const items = useWatch({ control: form.control, name }) as FieldArray<PropertyFormValues, N>[];
  const listError = errorAt(name);
  return (
    <>
      {fields.length === 0 ? <NothingYet /> : null}
      {listError && fields.length === 0 ? (
        <Text role="alert" size="sm" c="red.8">
          {listError}
        </Text>
      ) : null}
      {fields.map((field, index) => (
        <ItemCard
          key={field.key}
          title={
            (items[index] as { name?: string } | undefined)?.name ||
            t('properties.form.item', { number: index + 1 })
          }
          onRemove={() => remove(index)}
        >
          {children({ index, base: `${name}.${index}`, values: items[index] })}
        </ItemCard>
      ))}
      <AddItemButton label={addLabel} onAdd={() => append(newItem())} />
    </>
  );
}

/**
 * The remove button of an item of a repeating list: it asks first, in the delete-item modal (spec: deleting
 * prompts confirmation), which waits while a removal on the server runs.
 */
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
  if (readOnly) return null;
  return (
    <Button
      variant="subtle"
      color="red"
      mt={inline ? 0 : 24}
      size={inline ? 'xs' : 'sm'}
      aria-label={t('properties.removeLabel', { name: label })}
      onClick={() =>
        void openDeleteItemModal({
          itemName: label,
          onConfirm: async () => {
            await onRemove();
          },
        })
      }
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

/** The name every card item has (required; it titles the card). */
export function ItemNameField({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name={`${base}.name` as FieldName}
      label={t('properties.form.itemName')}
      max={TEXT_LIMITS.shortText}
      required
    />
  );
}

/** The description or comments of a benefit, hospitality or activation item, with its counter. */
export function ItemDescriptionField({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <LongTextField
      name={`${base}.description` as FieldName}
      label={t('properties.form.itemDescription')}
      max={TEXT_LIMITS.itemDescription}
    />
  );
}
