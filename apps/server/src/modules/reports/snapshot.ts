import type {
  Benefit,
  Comparables,
  EffectiveTargetRatio,
  EntryBenchmarks,
  Report,
  ReportType,
} from '@cakemix/core';
import {
  assumedInputLabel,
  type BrandProfileData,
  benchmarksForReaders,
  brandProfileInputSchema,
  type ComparableCandidate,
  type ComparableSubject,
  comparables,
  DEFAULT_RATES,
  entryBenchmarks,
  type Language,
  METHODOLOGY_VERSION,
  type PropertyData,
  propertyInputSchema,
  type Rates,
  type ReportEntry,
  ratesUsed,
  reportSummary,
  type ShownBenchmarkCell,
  type Status,
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
  /** `status`: what the property and the profile were when the report was made (absent before method 1.1). */
  property: { id: number | null; name: string; status?: Status; data: PropertyData };
  profile: { id: number | null; name: string; status?: Status; data: BrandProfileData };
  result: ValuationResult;
  comparables: Comparables;
  /** Absent from reports made before industry benchmarks. */
  benchmarks?: EntryBenchmarks;
}

export interface EntrySource {
  propertyId: number;
  property: PropertyData;
  profileId: number;
  profile: BrandProfileData;
  /** The website's complete properties, with their stand-alone valuation: the pool of comparables. */
  candidates: ComparableCandidate[];
  /** The property as comparables and benchmarks see it (`comparableSubject`): a neutral brand's figures. */
  subject: ComparableSubject;
  /** What the website is shown of the benchmark cells it belongs to (`subjectCellKeys(subject.profile)`). */
  benchmarkCells: ShownBenchmarkCell[];
  /**
   * Method 1.2: the benefits catalogue (a benefit's channel for one impression one value, its suggested unit
   * value for the plausibility warnings) and the target ratio of the fair rights fee for this brand.
   */
  catalogue?: readonly Benefit[];
  target?: EffectiveTargetRatio;
}

/**
 * Values one combination (`rates`: the website's rates of the day), and places the property, like for like,
 * among its most similar comparables and in the industry benchmarks, valued for a neutral brand as they are.
 */
export function computeEntry(
  position: number,
  source: EntrySource,
  rates: Rates = DEFAULT_RATES,
): StoredEntry {
  const { property, profile } = source;
  const result = valuate(property, profile, rates, {
    tornado: true,
    ...(source.catalogue ? { catalogue: source.catalogue } : {}),
    ...(source.target ? { target: { ratio: source.target.ratio, source: source.target.source } } : {}),
  });
  return {
    position,
    property: { id: source.propertyId, name: property.general.name, status: property.status, data: property },
    profile: { id: source.profileId, name: profile.name, status: profile.status, data: profile },
    result,
    comparables: comparables(source.subject, source.candidates, rates),
    benchmarks: entryBenchmarks(source.subject.profile, source.benchmarkCells, rates),
  };
}

export function buildSnapshot(entries: StoredEntry[], rates: Rates = DEFAULT_RATES): ReportSnapshot {
  return { methodologyVersion: METHODOLOGY_VERSION, rates, entries };
}

/**
 * A stored entry as the API shows it. The stored inputs go back through the schemas (a field added since
 * reads as its default), and the summary is written from the stored result in both languages. Given the
 * reader's language, each assumed input also gets its label, as the property form names it.
 */
export function entryForApi(
  entry: StoredEntry,
  deleted: { property: boolean; profile: boolean },
  lang?: Language,
): ReportEntry {
  const names = { property: entry.property.name, brand: entry.profile.name };
  const property = propertyInputSchema.parse(entry.property.data);
  const result: ReportEntry['result'] =
    lang === undefined
      ? entry.result
      : {
          ...entry.result,
          missing: entry.result.missing.map((input) => ({
            ...input,
            label: assumedInputLabel(input.path, property, lang),
          })),
        };
  return {
    position: entry.position,
    property: {
      id: deleted.property ? null : entry.property.id,
      name: entry.property.name,
      ...(entry.property.status ? { status: entry.property.status } : {}),
      data: property,
    },
    profile: {
      id: deleted.profile ? null : entry.profile.id,
      name: entry.profile.name,
      ...(entry.profile.status ? { status: entry.profile.status } : {}),
      data: brandProfileInputSchema.parse(entry.profile.data),
    },
    result,
    comparables: entry.comparables,
    ...(entry.benchmarks ? { benchmarks: benchmarksForReaders(entry.benchmarks) } : {}),
    summary: { en: reportSummary(entry.result, names, 'en'), fr: reportSummary(entry.result, names, 'fr') },
  };
}

/** What a report's API form is made from: its row, its snapshot (or the snapshot's JSON text) and its sources. */
export interface StoredReport {
  id: number;
  type: ReportType;
  title: string;
  websiteId: number;
  methodologyVersion: string;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
  generatedAt: string;
  share: { active: boolean; created_at: string | null };
  /** The snapshot, or its JSON text: a render thread parses it, so the event loop does not. */
  snapshot: ReportSnapshot | string;
  /** Which stored combinations still have their property and profile (null ids: deleted since). */
  sources: { position: number; propertyId: number | null; brandProfileId: number | null }[];
}

/** The parts of a report row a StoredReport is made of. */
interface ReportRowParts {
  id: number;
  type: string;
  title: string;
  websiteId: number;
  methodologyVersion: string;
  createdAt: Date;
  createdBy: number | null;
  createdByName: string | null;
  generatedAt: Date;
  shareTokenHash: string | null;
  shareCreatedAt: Date | null;
}

export function storedReport(
  row: ReportRowParts,
  snapshot: StoredReport['snapshot'],
  sources: StoredReport['sources'],
): StoredReport {
  return {
    id: row.id,
    type: row.type as ReportType,
    title: row.title,
    websiteId: row.websiteId,
    methodologyVersion: row.methodologyVersion,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy && row.createdByName ? { id: row.createdBy, name: row.createdByName } : null,
    generatedAt: row.generatedAt.toISOString(),
    share: { active: row.shareTokenHash !== null, created_at: row.shareCreatedAt?.toISOString() ?? null },
    snapshot,
    sources,
  };
}

/**
 * A stored report as the API shows it: each entry read back through the schemas, with its summary, and
 * with the labels of its assumed inputs in `lang` when given.
 */
export function reportFromStored(stored: StoredReport, lang?: Language): Report {
  const snapshot: ReportSnapshot =
    typeof stored.snapshot === 'string' ? JSON.parse(stored.snapshot) : stored.snapshot;
  const entries = snapshot.entries.map((entry) => {
    const source = stored.sources.find((s) => s.position === entry.position);
    return entryForApi(
      entry,
      { property: source?.propertyId == null, profile: source?.brandProfileId == null },
      lang,
    );
  });
  return {
    id: stored.id,
    type: stored.type,
    title: stored.title,
    website_id: stored.websiteId,
    methodology_version: stored.methodologyVersion,
    created_at: stored.createdAt,
    created_by: stored.createdBy,
    generated_at: stored.generatedAt,
    entries,
    rates_used: ratesUsed(snapshot.rates),
    share: stored.share,
    can_regenerate: entries.every((e) => e.property.id !== null && e.profile.id !== null),
  };
}

/** A report, or what one is made from (a render thread accepts both). */
export type ReportSubject = Report | StoredReport;

export function asReport(subject: ReportSubject): Report {
  return 'entries' in subject ? subject : reportFromStored(subject);
}
