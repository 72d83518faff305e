import {
  addError,
  type CityRef,
  type FieldErrorKeys,
  type MessageKey,
  PROPERTY_STEP_MESSAGES,
  type PropertyData,
  propertyErrors,
  propertyStepsWithErrors,
} from '@cakemix/core';
import { PROPERTY_ITEM_KINDS } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { CityList } from '../cities/city-list.ts';
import type { HandleChecker } from './handle-checker.ts';
import { ITEM_LISTS, itemsOf } from './record.ts';

export interface PropertyCheckDeps {
  cities: () => CityList;
  /** The ids among `ids` that are benefits of the catalogue. */
  knownBenefitIds: (ids: number[]) => Promise<Set<number>>;
  handleChecker?: HandleChecker | undefined;
  /** Told when the handle checker fails, so an outage of a network is visible without blocking saves. */
  onCheckerError?: (error: unknown) => void;
}

/** Refuses field errors with a 422 naming the form's steps at fault. */
export function throwIfErrors(errors: FieldErrorKeys): void {
  if (Object.keys(errors).length === 0) return;
  const steps: MessageKey[] = propertyStepsWithErrors(errors).map((step) => PROPERTY_STEP_MESSAGES[step]);
  throw new AppError('validation', 'sectionsIncomplete', errors, { sectionNames: { keys: steps } });
}

/**
 * Item ids must be unique across the property's lists, not only within each (which the schema checks):
 * they key the stored items, and a metric's comments hang on its id.
 */
function duplicateItemIds(errors: FieldErrorKeys, data: PropertyData) {
  const seen = new Set<string>();
  for (const kind of PROPERTY_ITEM_KINDS) {
    const { step, list } = ITEM_LISTS[kind];
    itemsOf(data, kind).forEach((item, i) => {
      if (seen.has(item.id)) addError(errors, `${step}.${list}.${i}.id`, 'invalidInput');
      seen.add(item.id);
    });
  }
}

const sameHandle = (a: { network: string; handle: string }, b: { network: string; handle: string }) =>
  a.network === b.network && a.handle.toLowerCase() === b.handle.toLowerCase();

/**
 * The property rules plus what only the server knows: the city must be one of the shipped list, a benefit
 * must be one of the catalogue, and (with a checker) new or changed handles must exist. Returns the
 * property with the list's spelling of the city; throws a 422 otherwise.
 */
export function createPropertyChecks(deps: PropertyCheckDeps) {
  async function handleErrors(
    errors: FieldErrorKeys,
    data: PropertyData,
    previous: PropertyData | undefined,
  ) {
    const checker = deps.handleChecker;
    if (!checker) return;
    const known = previous?.general.social_handles ?? [];
    await Promise.all(
      data.general.social_handles.map(async (account, i) => {
        // Only handles the person just typed: a stored one was checked when it was saved.
        if (known.some((old) => sameHandle(old, account))) return;
        const exists = await checker.exists(account.network, account.handle).catch((error: unknown) => {
          deps.onCheckerError?.(error);
          return true;
        });
        if (!exists) addError(errors, `general.social_handles.${i}.handle`, 'handleInvalid');
      }),
    );
  }

  /** What only the server can check: benefits against the catalogue, handles against their network. */
  async function serverErrors(errors: FieldErrorKeys, data: PropertyData, previous?: PropertyData) {
    const benefitIds = data.owned_media.contractual_benefits.flatMap((b) =>
      b.benefit_id === null ? [] : [b.benefit_id],
    );
    const known = benefitIds.length > 0 ? await deps.knownBenefitIds(benefitIds) : new Set<number>();
    unknownBenefits(errors, data, known);
    await handleErrors(errors, data, previous);
  }

  async function checkProperty(data: PropertyData, previous?: PropertyData): Promise<PropertyData> {
    const { errors, city } = propertyRuleErrors(data, deps.cities());
    await serverErrors(errors, data, previous);
    throwIfErrors(errors);
    return { ...data, general: { ...data.general, city: city ?? null } };
  }
  // An import checks the rules in a worker thread, then only what needs the server (see property-import.ts).
  return Object.assign(checkProperty, { serverErrors });
}
export type PropertyChecks = ReturnType<typeof createPropertyChecks>;

/**
 * The checks that need neither the database nor the network: the property rules, unique item ids and the
 * city list. An import runs them in a worker thread (see import-pool.ts).
 */
export function propertyRuleErrors(
  data: PropertyData,
  cities: CityList,
): { errors: FieldErrorKeys; city: CityRef | undefined } {
  const errors = propertyErrors(data);
  duplicateItemIds(errors, data);
  const chosen = data.general.city;
  const city = chosen ? cities.find(chosen.id) : undefined;
  if (chosen && !city) addError(errors, 'general.city', 'cityInvalid');
  return { errors, city };
}

/** A benefit must be one of the catalogue: `known` holds the catalogue's ids among the property's. */
function unknownBenefits(errors: FieldErrorKeys, data: PropertyData, known: Set<number>) {
  data.owned_media.contractual_benefits.forEach((benefit, i) => {
    if (benefit.benefit_id !== null && !known.has(benefit.benefit_id))
      addError(errors, `owned_media.contractual_benefits.${i}.benefit_id`, 'invalidInput');
  });
}
