import {
  type FieldErrorKeys,
  isMessageKey,
  type MessageKey,
  type PropertyData,
  propertyErrors,
  propertyInputSchema,
  type Status,
} from '@cakemix/core';
import type { CompleteCheck } from '@/components/live-form-stepper.tsx';
import { groupToInputValues, groupToNumbers, type NumberInputValue } from '@/lib/number-input.ts';

type Segments = PropertyData['target']['audience_segments'];
type SegmentDimension = keyof Segments;
type InputGroup<G> = { [K in keyof G]: NumberInputValue };

/**
 * The form's values: the property as the inputs hold it. Single numbers are kept as numbers (the number
 * fields buffer what is half typed); the percentage groups stay NumberInput values, as in the profile form.
 */
export type PropertyFormValues = Omit<PropertyData, 'status' | 'target'> & {
  target: Omit<PropertyData['target'], 'audience_segments' | 'audience_origin' | 'ethnicity'> & {
    audience_segments: { [D in SegmentDimension]: InputGroup<Segments[D]> };
    audience_origin: InputGroup<PropertyData['target']['audience_origin']>;
    ethnicity: InputGroup<PropertyData['target']['ethnicity']>;
  };
};

export const SEGMENT_DIMENSIONS = ['gender', 'age', 'household', 'education', 'income'] as const;

/** A new property: the core schema's defaults, with an empty name. */
export function emptyPropertyValues(): PropertyFormValues {
  const data = propertyInputSchema.parse({ general: { name: 'x' } });
  return propertyToFormValues({ ...data, general: { ...data.general, name: '' } });
}

export function propertyToFormValues(property: PropertyData): PropertyFormValues {
  const { status: _status, target, ...rest } = property;
  const segments = Object.fromEntries(
    SEGMENT_DIMENSIONS.map((dimension) => [
      dimension,
      groupToInputValues(target.audience_segments[dimension] as Record<string, number | null>),
    ]),
  ) as unknown as PropertyFormValues['target']['audience_segments'];
  return structuredClone({
    ...stripExtra(rest),
    target: {
      ...target,
      audience_segments: segments,
      audience_origin: groupToInputValues(target.audience_origin),
      ethnicity: groupToInputValues(target.ethnicity),
    },
  });
}

/**
 * Keeps only the nine steps and the confirmations of unusual figures (a saved property also has an id, dates
 * and who updated it).
 */
function stripExtra(value: Omit<PropertyData, 'status' | 'target'>): Omit<PropertyData, 'status' | 'target'> {
  const { general, relevance, management, owned_media, paid_media, hospitality, activation, custom_metrics } =
    value;
  return {
    general,
    relevance,
    management,
    owned_media,
    paid_media,
    hospitality,
    activation,
    custom_metrics,
    plausibility: value.plausibility,
  };
}

/** The body of a save with the given status. */
export function formValuesToProperty(values: PropertyFormValues, status: Status): PropertyData {
  const { target } = values;
  const segments = Object.fromEntries(
    SEGMENT_DIMENSIONS.map((dimension) => [
      dimension,
      groupToNumbers(target.audience_segments[dimension] as Record<string, NumberInputValue>),
    ]),
  ) as unknown as Segments;
  return {
    ...stripExtra(values),
    status,
    target: {
      ...target,
      audience_segments: segments,
      audience_origin: groupToNumbers(target.audience_origin) as PropertyData['target']['audience_origin'],
      ethnicity: groupToNumbers(target.ethnicity) as PropertyData['target']['ethnicity'],
    },
  };
}

/** The schema's issues by field path, or the parsed property when there are none. */
function parseProperty(
  values: PropertyFormValues,
  status: Status,
): { data: PropertyData; errors?: undefined } | { data?: undefined; errors: FieldErrorKeys } {
  const parsed = propertyInputSchema.safeParse(formValuesToProperty(values, status));
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrorKeys = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    const key: MessageKey = isMessageKey(issue.message) ? issue.message : 'invalidInput';
    errors[path] = [...(errors[path] ?? []), key];
  }
  return { errors };
}

/**
 * What keeps a save with this status from going through, by field path: the core schema (required name,
 * item names, handles, limits) and the core rules the server applies (everything a valuation needs, and
 * percent groups at most 100, for a complete property).
 */
export function propertyFormErrors(values: PropertyFormValues, status: Status): FieldErrorKeys {
  const parsed = parseProperty(values, status);
  return parsed.data ? propertyErrors(parsed.data) : parsed.errors;
}

/** What finishing would refuse, for the stepper's marks; the rules run only on values that parse. */
export function propertyCompleteCheck(values: PropertyFormValues): CompleteCheck {
  const parsed = parseProperty(values, 'complete');
  return parsed.data
    ? { errors: propertyErrors(parsed.data), rulesChecked: true }
    : { errors: parsed.errors, rulesChecked: false };
}
