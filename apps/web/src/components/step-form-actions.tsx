import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from './icons.tsx';

/** The saves of a multi-step form (spec section 4). */
export type StepSaveAction = 'continue' | 'quit' | 'finish';

export interface StepFormActionsProps {
  step: number;
  stepCount: number;
  /** The save under way, whose button spins; every button waits meanwhile. */
  saving: StepSaveAction | null;
  onPrevious: () => void;
  /** "Save and quit", and "save and continue" or "save and finish"; the latter is the form's submit. */
  onSave: (action: StepSaveAction) => void;
  /** Someone who may not save (a viewer) only moves between the steps. */
  readOnly?: boolean;
  onNext: () => void;
}

/** The primary save of a step: "save and finish" on the last step, "save and continue" before it. */
export function primarySaveAction(step: number, stepCount: number): StepSaveAction {
  return step >= stepCount - 1 ? 'finish' : 'continue';
}

/**
 * The buttons under a multi-step form: "previous step" on the left; "save and quit" and the step's primary
 * save on the right. The primary save is a submit button, so Enter in a text field does the same (not in a
 * date, number or select field: lib/enter-key.ts).
 */
export function StepFormActions({
  step,
  stepCount,
  saving,
  onPrevious,
  onSave,
  readOnly = false,
  onNext,
}: StepFormActionsProps) {
  const { t } = useTranslation();
  const primary = primarySaveAction(step, stepCount);
  const last = step >= stepCount - 1;
  const busy = saving !== null;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap-reverse">
      <div>
        {step > 0 ? (
          <Button
            variant="subtle"
            leftSection={<ArrowLeftIcon size={16} />}
            onClick={onPrevious}
            disabled={busy}
          >
            {t('stepForm.previous')}
          </Button>
        ) : null}
      </div>
      {readOnly ? (
        last ? null : (
          <Button type="button" onClick={onNext}>
            {t('stepForm.next')}
          </Button>
        )
      ) : (
        <Group gap="sm" justify="flex-end">
          <Button
            type="button"
            variant="default"
            onClick={() => onSave('quit')}
            loading={saving === 'quit'}
            disabled={busy && saving !== 'quit'}
          >
            {t('stepForm.saveAndQuit')}
          </Button>
          <Button type="submit" loading={saving === primary} disabled={busy && saving !== primary}>
            {primary === 'finish' ? t('stepForm.saveAndFinish') : t('stepForm.saveAndContinue')}
          </Button>
        </Group>
      )}
    </Group>
  );
}
