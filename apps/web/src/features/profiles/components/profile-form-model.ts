import {
  type BrandProfileData,
  type BrandProfileStep,
  brandProfileErrors,
  brandProfileInputSchema,
  CHARACTERISTICS,
  type Characteristic,
  DEMOGRAPHIC_DIMENSIONS,
  DEMOGRAPHICS,
  type DemographicDimension,
  type FieldErrorKeys,
  GEOGRAPHIC_AREAS,
  type GeographicScope,
  isMessageKey,
  type MessageKey,
  OBJECTIVES,
  type Objective,
  type Status,
} from '@cakemix/core';
import type { CompleteCheck } from '@/components/live-form-stepper.tsx';
import {
  groupToInputValues,
  groupToNumbers,
  type NumberInputValue,
  toNumberInputValue,
  toNumberOrNull,
} from '@/lib/number-input.ts';

export type GeographicArea = (typeof GEOGRAPHIC_AREAS)[number];
type PercentInputs<K extends string> = Record<K, NumberInputValue>;
type DemographicInputs = {
  [D in DemographicDimension]: PercentInputs<(typeof DEMOGRAPHICS)[D][number]>;
};

/**
 * The form's values: the profile as the inputs hold it. Percentages stay NumberInput values (a half-typed
 * "12." must survive a re-render); everything else is already the API's shape.
 */
export interface ProfileFormValues {
  name: string;
  objectives: PercentInputs<Objective>;
  characteristics: Record<Characteristic, number | null>;
  geographic_scope: GeographicScope | null;
  demographics: DemographicInputs;
  geographic_areas: GeographicArea[];
  /** The brand's own target ratio as typed (2.5 for 2.5:1); empty: the website's. */
  target_ratio: NumberInputValue;
}

/** The names of the form's steps, as the server names them in its section message. */
export const STEP_NAME_KEYS: Record<BrandProfileStep, MessageKey> = {
  brand: 'profileStepBrand',
  audience: 'profileStepAudience',
};

function emptyGroup<K extends string>(keys: readonly K[]): PercentInputs<K> {
  return Object.fromEntries(keys.map((key) => [key, ''])) as PercentInputs<K>;
}

/** Converts each demographic group; the caller states the result's exact shape. */
function mapDemographics<In, Out>(
  demographics: Record<DemographicDimension, Record<string, In>>,
  convert: (group: Record<string, In>) => Record<string, Out>,
): Record<DemographicDimension, Record<string, Out>> {
  return Object.fromEntries(
    DEMOGRAPHIC_DIMENSIONS.map((dimension) => [dimension, convert(demographics[dimension])]),
  ) as Record<DemographicDimension, Record<string, Out>>;
}

export function emptyProfileValues(): ProfileFormValues {
  return {
    name: '',
    objectives: emptyGroup(OBJECTIVES),
    characteristics: Object.fromEntries(CHARACTERISTICS.map((key) => [key, null])) as Record<
      Characteristic,
      null
    >,
    geographic_scope: null,
    demographics: Object.fromEntries(
      DEMOGRAPHIC_DIMENSIONS.map((dimension) => [dimension, emptyGroup(DEMOGRAPHICS[dimension])]),
    ) as DemographicInputs,
    geographic_areas: [],
    target_ratio: '',
  };
}

export function profileToFormValues(profile: BrandProfileData): ProfileFormValues {
  return {
    name: profile.name,
    objectives: groupToInputValues(profile.objectives),
    characteristics: { ...profile.characteristics },
    geographic_scope: profile.geographic_scope,
    demographics: mapDemographics(profile.demographics, groupToInputValues) as DemographicInputs,
    geographic_areas: [...profile.geographic_areas],
    target_ratio: toNumberInputValue(profile.target_ratio),
  };
}

/** The body of a save with the given status. */
export function formValuesToProfile(values: ProfileFormValues, status: Status): BrandProfileData {
  return {
    name: values.name.trim(),
    status,
    objectives: groupToNumbers(values.objectives),
    characteristics: { ...values.characteristics },
    geographic_scope: values.geographic_scope,
    demographics: mapDemographics(values.demographics, groupToNumbers) as BrandProfileData['demographics'],
    geographic_areas: GEOGRAPHIC_AREAS.filter((area) => values.geographic_areas.includes(area)),
    target_ratio: toNumberOrNull(values.target_ratio),
  };
}

/**
 * What keeps a save with this status from going through, by field path: the name (required on every
 * save), the target ratio's bounds, and the core rules the server applies (no group over 100 %; everything
 * filled, and exact totals, for a complete profile). The same function decides before the call what the
 * server would refuse.
 */
export function profileFormErrors(values: ProfileFormValues, status: Status): FieldErrorKeys {
  const profile = formValuesToProfile(values, status);
  const errors = brandProfileErrors(profile);
  const { shape } = brandProfileInputSchema;
  for (const [field, check] of [
    ['name', shape.name.safeParse(values.name)],
    ['target_ratio', shape.target_ratio.safeParse(profile.target_ratio)],
  ] as const) {
    if (check.success) continue;
    const key = check.error.issues[0]?.message;
    errors[field] = [isMessageKey(key) ? key : 'invalidInput'];
  }
  return errors;
}

/** What finishing would refuse, for the stepper's marks (the profile's rules run on any values). */
export function profileCompleteCheck(values: ProfileFormValues): CompleteCheck {
  return { errors: profileFormErrors(values, 'complete'), rulesChecked: true };
}
