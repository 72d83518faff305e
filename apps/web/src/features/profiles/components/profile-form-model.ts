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
import { groupToInputValues, groupToNumbers, type NumberInputValue } from '@/lib/number-input.ts';

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
  };
}

/**
 * What keeps a save with this status from going through, by field path: the name (required on every
 * save) and the core rules the server applies (no group over 100 %; everything filled, and exact totals,
 * for a complete profile). The same function decides before the call what the server would refuse.
 */
export function profileFormErrors(values: ProfileFormValues, status: Status): FieldErrorKeys {
  const errors = brandProfileErrors(formValuesToProfile(values, status));
  const name = brandProfileInputSchema.shape.name.safeParse(values.name);
  if (!name.success) {
    const key = name.error.issues[0]?.message;
    errors.name = [isMessageKey(key) ? key : 'invalidInput'];
  }
  return errors;
}
