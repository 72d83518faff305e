import type { MessageKey } from '../i18n/messages.ts';

/** Field path → message keys; the shape of a 422's `errors`, before translation. */
export type FieldErrorKeys = Record<string, MessageKey[]>;

export function addError(errors: FieldErrorKeys, path: string, key: MessageKey): void {
  const list = errors[path] ?? [];
  if (!list.includes(key)) list.push(key);
  errors[path] = list;
}

/** Sum of the filled values of a percent group (empty entries count as 0). */
export function percentTotal(group: Record<string, number | null | undefined> | null | undefined): number {
  if (!group) return 0;
  let total = 0;
  for (const value of Object.values(group)) total += value ?? 0;
  // Whole and one-decimal percents: round away binary noise (33.3 + 33.3 + 33.4 → 100).
  return Math.round(total * 1000) / 1000;
}

/** True when no value of the group is filled in. */
export function isEmptyGroup(group: Record<string, number | null | undefined> | null | undefined): boolean {
  return !group || Object.values(group).every((value) => value === null || value === undefined);
}

/**
 * Checks a percent group of a record to be complete. A draft holds any total (nothing typed is refused; the
 * form marks the group until it is fixed). `exact` groups (a profile's objectives and demographics) total
 * 100, with one message however far off they are; the others (a property's audience) at most 100.
 */
export function checkPercentGroup(
  errors: FieldErrorKeys,
  path: string,
  group: Record<string, number | null | undefined> | null | undefined,
  exact: boolean,
): void {
  const total = percentTotal(group);
  if (exact) {
    if (total !== 100) addError(errors, path, isEmptyGroup(group) ? 'fieldRequired' : 'percentTotalExact');
  } else if (total > 100) addError(errors, path, 'percentTotal');
}

/** Whether a percent group's total breaks its rule (checkPercentGroup), empty groups aside. */
export function percentTotalWrong(total: number, exact: boolean, empty: boolean): boolean {
  if (empty) return false;
  return exact ? total !== 100 : total > 100;
}
