import {
  type Benefit,
  type PlausibilityFinding,
  plausibilityFindings,
  type Rates,
  withConfirmation,
} from '@cakemix/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useWebsiteRates } from '@/lib/rate-card.ts';
import { useBenefitCatalogue } from '../api/properties-queries.ts';
import { formValuesToProperty, type PropertyFormValues } from './property-form-model.ts';

/** The plausibility warnings of the form's values, and the way to confirm a figure (method 1.2). */
export interface PlausibilityState {
  /** Every warning, in the form's order. */
  findings: readonly PlausibilityFinding[];
  /** The warning of each field, by the form's field name. */
  byPath: ReadonlyMap<string, PlausibilityFinding>;
  /** A reader sees the warnings and confirmations but cannot change them. */
  readOnly: boolean;
  /** Confirms a warning's figure with a note, or withdraws its confirmation (`null`). */
  setNote(finding: PlausibilityFinding, note: string | null): void;
}

const NONE: PlausibilityState = { findings: [], byPath: new Map(), readOnly: true, setNote: () => {} };
const PlausibilityContext = createContext<PlausibilityState>(NONE);

export const usePlausibility = () => useContext(PlausibilityContext);

/** The warnings of the form's values with the website's rates and the catalogue; none while they do not read. */
export function findingsOf(
  values: PropertyFormValues,
  rates: Rates,
  catalogue: readonly Benefit[],
): PlausibilityFinding[] {
  try {
    // The checks read numbers the form already holds as numbers: no need to wait for the whole form to parse.
    return plausibilityFindings(formValuesToProperty(values, 'draft'), { rates, catalogue });
  } catch {
    return [];
  }
}

/** The same array as last time while its findings are the same, so fields re-render only when they change. */
function useSteady(findings: PlausibilityFinding[]): readonly PlausibilityFinding[] {
  const last = useRef<{ key: string; findings: PlausibilityFinding[] } | null>(null);
  const key = JSON.stringify(findings);
  if (last.current?.key !== key) last.current = { key, findings };
  return last.current.findings;
}

/**
 * Checks the form's values on every change (no save needed), with the website's rates and, when a benefit
 * comes from the catalogue, the catalogue's suggestions; the fields of the steps and the live estimate read
 * the warnings from here. A confirmation is a value of the form, saved with the property.
 */
export function PlausibilityProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  const form = useFormContext<PropertyFormValues>();
  const values = useWatch({ control: form.control }) as PropertyFormValues;
  const rates = useWebsiteRates();
  const fromCatalogue = values.owned_media?.contractual_benefits?.some((item) => item.benefit_id != null);
  const catalogue = useBenefitCatalogue(fromCatalogue ?? false);
  const findings = useSteady(
    useMemo(() => findingsOf(values, rates, catalogue.data ?? []), [values, rates, catalogue.data]),
  );
  const setNote = useCallback(
    (finding: PlausibilityFinding, note: string | null) => {
      const confirmations = form.getValues('plausibility.confirmations') ?? [];
      form.setValue('plausibility.confirmations', withConfirmation(confirmations, finding, note), {
        shouldDirty: true,
      });
    },
    [form],
  );
  const state = useMemo(
    () => ({ findings, byPath: new Map(findings.map((f) => [f.path, f])), readOnly, setNote }),
    [findings, readOnly, setNote],
  );
  return <PlausibilityContext.Provider value={state}>{children}</PlausibilityContext.Provider>;
}
