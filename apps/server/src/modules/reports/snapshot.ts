import type { Comparables } from '@cakemix/core';
import {
  type BrandProfileData,
  brandProfileInputSchema,
  type ComparableCandidate,
  comparables,
  DEFAULT_RATES,
  METHODOLOGY_VERSION,
  type PropertyData,
  propertyInputSchema,
  type Rates,
  type ReportEntry,
  reportSummary,
  standaloneValuation,
  type ValuationResult,
  valuate,
} from '@cakemix/core';

/** What a report stores: everything it was computed from, and what came out. */
export interface ReportSnapshot {
  methodologyVersion: string;
  rates: Rates;
  entries: StoredEntry[];
}

export interface StoredEntry {
  position: number;
  property: { id: number | null; name: string; data: PropertyData };
  profile: { id: number | null; name: string; data: BrandProfileData };
  result: ValuationResult;
  comparables: Comparables;
}

export interface EntrySource {
  propertyId: number;
  property: PropertyData;
  profileId: number;
  profile: BrandProfileData;
  /** The website's complete properties of the same type, with their stand-alone valuation. */
  candidates: ComparableCandidate[];
}

/** Values one combination and places the property among its comparables, with today's rates. */
export function computeEntry(
  position: number,
  source: EntrySource,
  rates: Rates = DEFAULT_RATES,
): StoredEntry {
  const { property, profile } = source;
  const standalone = standaloneValuation(property, rates);
  const subject: ComparableCandidate = {
    id: source.propertyId,
    type: property.general.sponsorship_type,
    category: property.general.category,
    level: property.general.sponsorship_level,
    valueCents: standalone.valueCents ?? 0,
    costCents: standalone.costCents,
    ratio: standalone.ratio,
    effectiveCpmCents: standalone.effectiveCpmCents,
  };
  return {
    position,
    property: { id: source.propertyId, name: property.general.name, data: property },
    profile: { id: source.profileId, name: profile.name, data: profile },
    result: valuate(property, profile, rates),
    comparables: comparables(subject, source.candidates),
  };
}

export function buildSnapshot(entries: StoredEntry[], rates: Rates = DEFAULT_RATES): ReportSnapshot {
  return { methodologyVersion: METHODOLOGY_VERSION, rates, entries };
}

/**
 * A stored entry as the API shows it. The stored inputs go back through the schemas (a field added since
 * reads as its default), and the summary is written from the stored result in both languages.
 */
export function entryForApi(
  entry: StoredEntry,
  deleted: { property: boolean; profile: boolean },
): ReportEntry {
  const names = { property: entry.property.name, brand: entry.profile.name };
  return {
    position: entry.position,
    property: {
      id: deleted.property ? null : entry.property.id,
      name: entry.property.name,
      data: propertyInputSchema.parse(entry.property.data),
    },
    profile: {
      id: deleted.profile ? null : entry.profile.id,
      name: entry.profile.name,
      data: brandProfileInputSchema.parse(entry.profile.data),
    },
    result: entry.result,
    comparables: entry.comparables,
    summary: { en: reportSummary(entry.result, names, 'en'), fr: reportSummary(entry.result, names, 'fr') },
  };
}
