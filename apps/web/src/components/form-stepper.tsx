import { Stepper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons.tsx';

export interface FormStep {
  key: string;
  label: string;
}

export interface FormStepperProps {
  steps: readonly FormStep[];
  /** Index of the step on screen. */
  active: number;
  /** Moves to a step; the form's values are kept (moving never saves). Without it steps are not clickable. */
  onStepClick?: (index: number) => void;
  /** Keys of the steps that hold errors, marked in red and named "Incomplete". */
  invalidSteps?: readonly string[];
}

/**
 * The steps of a multi-step form (brand profile 2, property 9) above its content: "Step n of N" for
 * screen readers, the current step marked with aria-current, steps with errors in red.
 */
export function FormStepper({ steps, active, onStepClick, invalidSteps = [] }: FormStepperProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('stepForm.stepsLabel')}>
      <Stepper
        active={active}
        onStepClick={onStepClick}
        allowNextStepsSelect={Boolean(onStepClick)}
        size="sm"
        wrap
      >
        {steps.map((step, index) => {
          const invalid = invalidSteps.includes(step.key);
          const description = invalid
            ? t('stepForm.incomplete')
            : t('stepForm.stepOf', { current: index + 1, count: steps.length });
          return (
            <Stepper.Step
              key={step.key}
              label={step.label}
              description={description}
              // The button's own text runs the number, label and description together ("2Target audience…").
              aria-label={`${step.label}, ${description}`}
              color={invalid ? 'red' : undefined}
              // A step behind the current one shows a tick; one with errors shows a warning sign instead.
              completedIcon={invalid ? <AlertIcon size={16} /> : undefined}
              allowStepSelect={Boolean(onStepClick) && index !== active}
              aria-current={index === active ? 'step' : undefined}
            />
          );
        })}
      </Stepper>
    </nav>
  );
}
