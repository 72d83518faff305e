import { Button, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './form-stepper.module.css';
import { AlertIcon, CheckIcon, ChevronDownIcon } from './icons.tsx';

export interface FormStep {
  key: string;
  label: string;
}

export interface FormStepperProps {
  steps: readonly FormStep[];
  /** Index of the step on screen. */
  active: number;
  /** Moves to a step; the form's values are kept (moving never saves). */
  onStepClick: (index: number) => void;
  /** Keys of the steps a refused save found errors in: their marks and counts turn red. */
  invalidSteps?: readonly string[];
  /**
   * What each step still misses to be complete (fields to fill or fix), by key, from the form's validation:
   * 0 gives the step its tick, more shows the count. A step not listed has no mark but its number.
   */
  missing?: Readonly<Record<string, number>>;
}

/** Below this width the steps fold into the current one and a menu of all (the property form's 9 need ~900 px). */
export const COMPACT_STEPPER_QUERY = '(max-width: 899.98px)';

/** Where a step stands from the current one (the line between the marks is coloured up to it). */
type StepState = 'done' | 'current' | 'upcoming';

interface StepView extends FormStep {
  index: number;
  state: StepState;
  invalid: boolean;
  /** Fields to fill or fix before the step is complete; undefined when not known. */
  missing: number | undefined;
}

/**
 * A step's round mark shows its number, but for a tick when its validation finds nothing missing (never
 * because it was passed) or a warning sign when a refused save found errors in it.
 */
function markerIcon(step: StepView): ReactNode {
  if (step.invalid && step.state !== 'current') return <AlertIcon size={16} />;
  if (step.missing === 0) return <CheckIcon size={16} />;
  return null;
}

/**
 * A step's visible text, which is its accessible name too: the mark's number (none behind a tick or a
 * warning sign), the step's name and how many fields it still misses ("2 fields to complete"), or
 * "Incomplete" when a refused save found errors in it and the count is not known. The spaces keep the words
 * apart in the name.
 */
function StepText({ step }: { step: StepView }) {
  const { t } = useTranslation();
  const icon = markerIcon(step);
  const status = stepStatus(step, t);
  return (
    <>
      <span className={classes.marker}>{icon ?? step.index + 1}</span>
      {icon ? null : ' '}
      <span className={classes.text}>
        <span className={classes.label}>{step.label}</span>
        {status ? (
          <>
            {' '}
            <span className={classes.status} data-invalid={step.invalid || undefined}>
              {status}
            </span>
          </>
        ) : null}
      </span>
    </>
  );
}

/** The words after a step's name: what it misses, or "Incomplete" after a refusal when that is not known. */
function stepStatus(step: StepView, t: TFunction): string | null {
  if (step.missing !== undefined && step.missing > 0) return t('stepForm.missing', { count: step.missing });
  return step.invalid ? t('stepForm.incomplete') : null;
}

/** What a step's button (or menu item) carries: its state for the styles, aria-current, and the move to it. */
function stepControl(step: StepView, onStepClick: (index: number) => void) {
  return {
    'data-state': step.state,
    'data-invalid': step.invalid || undefined,
    'data-complete': step.missing === 0 || undefined,
    'aria-current': step.state === 'current' ? ('step' as const) : undefined,
    onClick: () => {
      if (step.state !== 'current') onStepClick(step.index);
    },
  };
}

/** Every step on one line, in equal columns. */
function FullStepper({ views, onStepClick }: { views: StepView[]; onStepClick: (index: number) => void }) {
  return (
    <ol className={classes.steps} style={{ '--step-count': views.length } as CSSProperties}>
      {views.map((step) => (
        <li key={step.key} className={classes.item} data-state={step.state}>
          <button type="button" className={classes.step} {...stepControl(step, onStepClick)}>
            <StepText step={step} />
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The current step ("Step 3 of 9", its name) and a menu of all the steps, with their marks, to go to one. */
function CompactStepper({ views, onStepClick }: { views: StepView[]; onStepClick: (index: number) => void }) {
  const { t } = useTranslation();
  const current = views.find((step) => step.state === 'current');
  return (
    <div className={classes.compact}>
      <div className={classes.compactCurrent}>
        <Text size="sm" c="dimmed" lh={1.3}>
          {t('stepForm.stepOf', { current: (current?.index ?? 0) + 1, count: views.length })}
        </Text>
        <Text fw={700} lh={1.3}>
          {current?.label}
        </Text>
        {current && stepStatus(current, t) ? (
          <Text size="sm" fw={600} c={current.invalid ? 'red.9' : 'gray.7'}>
            {stepStatus(current, t)}
          </Text>
        ) : null}
      </div>
      <Menu position="bottom-end" width={280} shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<ChevronDownIcon size={16} />}
            className={classes.menuButton}
          >
            {t('stepForm.allSteps')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.map((step) => (
            <Menu.Item key={step.key} className={classes.menuItem} {...stepControl(step, onStepClick)}>
              <span className={classes.menuStep}>
                <StepText step={step} />
              </span>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}

/**
 * The steps of a multi-step form (brand profile 2, property 9) above its content, in a navigation landmark:
 * each step a button named by its visible text, the current one marked with aria-current, complete ones
 * with a tick, the others with the count of fields they miss, in red once a save was refused for them. Below 900 px wide, the current step and a menu
 * of all the steps instead.
 */
export function FormStepper({ steps, active, onStepClick, invalidSteps = [], missing }: FormStepperProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_STEPPER_QUERY, false, { getInitialValueInEffect: false });
  const views: StepView[] = steps.map((step, index) => ({
    ...step,
    index,
    state: index === active ? 'current' : index < active ? 'done' : 'upcoming',
    invalid: invalidSteps.includes(step.key),
    missing: missing?.[step.key],
  }));
  return (
    <nav aria-label={t('stepForm.stepsLabel')}>
      {compact ? (
        <CompactStepper views={views} onStepClick={onStepClick} />
      ) : (
        <FullStepper views={views} onStepClick={onStepClick} />
      )}
    </nav>
  );
}
