import { Button, Menu, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
  /** Keys of the steps that hold errors, marked in red and named "Incomplete". */
  invalidSteps?: readonly string[];
}

/** Below this width the steps fold into the current one and a menu of all (the property form's 9 need ~900 px). */
export const COMPACT_STEPPER_QUERY = '(max-width: 899.98px)';

/** A step behind the current one is done; a step holding errors is marked so wherever it is. */
type StepState = 'done' | 'current' | 'upcoming';

interface StepView extends FormStep {
  index: number;
  state: StepState;
  invalid: boolean;
}

/** A step's round mark shows its number, but for a tick when done or a warning sign when it holds errors. */
function markerIcon(step: StepView): ReactNode {
  if (step.invalid && step.state !== 'current') return <AlertIcon size={16} />;
  if (step.state === 'done') return <CheckIcon size={16} />;
  return null;
}

/**
 * A step's visible text, which is its accessible name too: the mark's number (none behind a tick or a
 * warning sign), the step's name and "Incomplete" when it holds errors. The spaces keep the words apart in
 * the name.
 */
function StepText({ step }: { step: StepView }) {
  const { t } = useTranslation();
  const icon = markerIcon(step);
  return (
    <>
      <span className={classes.marker}>{icon ?? step.index + 1}</span>
      {icon ? null : ' '}
      <span className={classes.text}>
        <span className={classes.label}>{step.label}</span>
        {step.invalid ? (
          <>
            {' '}
            <span className={classes.status}>{t('stepForm.incomplete')}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

/** What a step's button (or menu item) carries: its state for the styles, aria-current, and the move to it. */
function stepControl(step: StepView, onStepClick: (index: number) => void) {
  return {
    'data-state': step.state,
    'data-invalid': step.invalid || undefined,
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
        {current?.invalid ? (
          <Text size="sm" fw={600} c="red.9">
            {t('stepForm.incomplete')}
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
 * each step a button named by its visible text, the current one marked with aria-current, done ones with a
 * tick, those holding errors in red and named "Incomplete". Below 900 px wide, the current step and a menu
 * of all the steps instead.
 */
export function FormStepper({ steps, active, onStepClick, invalidSteps = [] }: FormStepperProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_STEPPER_QUERY, false, { getInitialValueInEffect: false });
  const views: StepView[] = steps.map((step, index) => ({
    ...step,
    index,
    state: index === active ? 'current' : index < active ? 'done' : 'upcoming',
    invalid: invalidSteps.includes(step.key),
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
