import {
  type Benefit,
  type BrandProfileData,
  brandProfileInputSchema,
  type EffectiveTargetRatio,
  type Language,
  numberLocale,
  type Rates,
  type RatioBand,
  REPORT_TITLE_MAX,
  type Report,
  type ReportPair,
  type ReportType,
  type reportListQuerySchema,
} from '@cakemix/core';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import { hashSecret, randomToken } from '../../lib/secrets.ts';
import { marketContext } from '../benchmarks/market-context.ts';
import type { BenchmarksRepository } from '../benchmarks/repository.ts';
import type { ProfilesService } from '../profiles/service.ts';
import { fromRecord } from '../properties/record.ts';
import type { PropertiesService } from '../properties/service.ts';
import type { ReportRow, ReportsRepository } from './repository.ts';
import {
  buildSnapshot,
  computeEntry,
  type ReportSnapshot,
  reportFromStored,
  type StoredEntry,
  storedReport,
} from './snapshot.ts';

/** The web route a report is read at (spec section 2), for share links. */
export const REPORT_PATHS: Record<ReportType, string> = {
  detailed: '/detailed-report',
  comparative: '/comparative-report',
};

/**
 * A comparative report's default title, named from its pairs so that two comparisons never look alike in
 * the list: the properties of each brand profile, "Lynx, Storm and Harbour Days — Northern", groups apart
 * with a semicolon, or "Lynx and Storm — Northern and Retail" when every property goes with every profile.
 * Cut with an ellipsis at the title's limit.
 */
export function comparativeTitle(pairs: { property: string; profile: string }[], lang: Language): string {
  const list = (names: string[]) =>
    new Intl.ListFormat(numberLocale(lang), { type: 'conjunction' }).format([...new Set(names)]);
  const byProfile = new Map<string, string[]>();
  for (const { property, profile } of pairs)
    byProfile.set(profile, [...(byProfile.get(profile) ?? []), property]);
  const groups = [...byProfile.entries()];
  const sameProperties = groups.every(([, names]) => list(names) === list(groups[0]?.[1] ?? []));
  const title = sameProperties
    ? `${list(groups[0]?.[1] ?? [])} — ${list([...byProfile.keys()])}`
    : groups.map(([profile, names]) => `${list(names)} — ${profile}`).join('; ');
  return title.length <= REPORT_TITLE_MAX ? title : `${title.slice(0, REPORT_TITLE_MAX - 1).trimEnd()}…`;
}

/** The columns of the reports list, read off the entries. */
function listColumns(entries: StoredEntry[]) {
  const [first] = entries;
  // The headline ratio: method 1.2's rights-fee ratio, 1.1's all-in ratio for an older result; the list
  // shows the best one, with that combination's verdict.
  const headline = (e: StoredEntry) =>
    e.result.appraisal ? e.result.appraisal.rightsFeeRatio.value : e.result.ratio.value;
  let best: { entry: StoredEntry; ratio: number } | undefined;
  for (const entry of entries) {
    const ratio = headline(entry);
    if (ratio !== null && (!best || ratio > best.ratio)) best = { entry, ratio };
  }
  const verdict = best?.entry.result.appraisal?.verdict;
  return {
    propertyName: first?.property.name ?? '',
    profileName: first?.profile.name ?? '',
    entryCount: entries.length,
    ratio: best?.ratio ?? null,
    ratioBands: verdict && !verdict.preliminary ? verdict.bands : null,
    fromDraft: entries.some((e) => e.property.status === 'draft' || e.profile.status === 'draft'),
    preliminary: entries.some((e) => Boolean(e.result.uncertainty?.preliminary)),
  };
}

/** Stores computed entries as a report of a website, with the ids they came from; returns its id. */
export function storeReport(
  repo: ReportsRepository,
  websiteId: number,
  report: {
    type: ReportType;
    title: string;
    userId: number;
    now: Date;
    entries: StoredEntry[];
    /** The rates the entries were computed with (the website's of the day). */
    rates: Rates;
  },
): Promise<number> {
  const snapshot = buildSnapshot(report.entries, report.rates);
  return repo.create(
    websiteId,
    {
      type: report.type,
      title: report.title,
      ...listColumns(report.entries),
      methodologyVersion: snapshot.methodologyVersion,
      snapshot,
      generatedAt: report.now,
      createdBy: report.userId,
      updatedBy: report.userId,
      createdAt: report.now,
      updatedAt: report.now,
    },
    report.entries.map((entry) => ({
      position: entry.position,
      propertyId: entry.property.id,
      brandProfileId: entry.profile.id,
    })),
    report.userId,
  );
}

/** A stored report as the API shows it, its assumed inputs named in the reader's language. */
export async function reportFromRow(
  repo: ReportsRepository,
  row: ReportRow,
  lang: Language,
): Promise<Report> {
  return reportFromStored(
    storedReport(row, row.snapshot as ReportSnapshot, await repo.sources(row.id)),
    lang,
  );
}

export function createReportsService(deps: {
  repo: ReportsRepository;
  properties: PropertiesService;
  profiles: ProfilesService;
  /** Where comparables and industry benchmarks are read. */
  benchmarks: BenchmarksRepository;
  /** The website's rates of the day: its rate card over the defaults (modules/rate-card). */
  ratesFor: (websiteId: number) => Promise<Rates>;
  /** The target ratio in effect for a website and a brand profile (modules/rate-card: rateCard.targetRatio). */
  targetRatio: (websiteId: number, profile: BrandProfileData) => Promise<EffectiveTargetRatio>;
  /** The benefits catalogue (modules/benefits). */
  catalogue: () => Promise<Benefit[]>;
  clock: Clock;
  appUrl: string;
}) {
  const { repo, clock } = deps;

  /**
   * Computes one entry per pair from the current property and profile (404 when one is not the website's),
   * with the website's rates of the day, its most similar properties and the industry benchmarks.
   */
  async function computeEntries(
    websiteId: number,
    pairs: ReportPair[],
  ): Promise<{ entries: StoredEntry[]; rates: Rates }> {
    const rates = await deps.ratesFor(websiteId);
    const market = await marketContext(deps.benchmarks, websiteId, rates);
    const catalogue = await deps.catalogue();
    const entries: StoredEntry[] = [];
    for (const [position, pair] of pairs.entries()) {
      const property = fromRecord((await deps.properties.find(websiteId, pair.property_id)).record);
      const profile: BrandProfileData = brandProfileInputSchema.parse(
        await deps.profiles.get(websiteId, pair.brand_profile_id),
      );
      const source = {
        propertyId: pair.property_id,
        property,
        profileId: pair.brand_profile_id,
        profile,
        candidates: market.candidates,
        ...(await market.placement(property, pair.property_id)),
        catalogue,
        target: await deps.targetRatio(websiteId, profile),
      };
      entries.push(computeEntry(position, source, rates));
    }
    return { entries, rates };
  }

  async function findRow(websiteId: number, id: number, type: ReportType): Promise<ReportRow> {
    const row = await repo.find(websiteId, id, type);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async list(websiteId: number, query: z.output<typeof reportListQuerySchema>) {
      const { rows, ...counted } = await repo.list(websiteId, query);
      return {
        data: rows.map((row) => ({
          id: row.id,
          type: row.type as ReportType,
          title: row.title,
          property_name: row.propertyName,
          profile_name: row.profileName,
          entries: row.entryCount,
          pairs: row.pairs ?? [{ property_name: row.propertyName, profile_name: row.profileName }],
          ratio: row.ratio,
          ratio_bands: row.ratioBands as RatioBand[] | null,
          from_draft: row.fromDraft,
          preliminary: row.preliminary,
          created_at: row.createdAt.toISOString(),
          created_by:
            row.createdBy && row.createdByName ? { id: row.createdBy, name: row.createdByName } : null,
        })),
        meta: pageMeta(counted, query),
      };
    },

    async create(
      websiteId: number,
      userId: number,
      type: ReportType,
      pairs: ReportPair[],
      options: { title?: string | undefined; lang: Language },
    ): Promise<Report> {
      const { entries, rates } = await computeEntries(websiteId, pairs);
      const first = entries[0];
      const title =
        options.title?.trim() ||
        (type === 'detailed'
          ? `${first?.property.name} — ${first?.profile.name}`
          : comparativeTitle(
              entries.map((entry) => ({ property: entry.property.name, profile: entry.profile.name })),
              options.lang,
            ));
      const id = await storeReport(repo, websiteId, { type, title, userId, now: clock(), entries, rates });
      return reportFromRow(repo, await findRow(websiteId, id, type), options.lang);
    },

    async get(websiteId: number, id: number, type: ReportType, lang: Language): Promise<Report> {
      return reportFromRow(repo, await findRow(websiteId, id, type), lang);
    },

    /** The report a share link opens, whatever its website; a revoked or unknown token finds nothing. */
    async getShared(token: string, type: ReportType, lang: Language): Promise<Report> {
      const row = await repo.findByShareToken(hashSecret(token));
      if (!row || row.type !== type) throw AppError.notFound();
      return reportFromRow(repo, row, lang);
    },

    async rename(
      websiteId: number,
      id: number,
      type: ReportType,
      userId: number,
      title: string,
      lang: Language,
    ) {
      await findRow(websiteId, id, type);
      await repo.update(websiteId, id, { title, updatedBy: userId, updatedAt: clock() }, userId);
      return reportFromRow(repo, await findRow(websiteId, id, type), lang);
    },

    /** Recomputes a report from the current state of its properties and profiles, with today's method. */
    async regenerate(
      websiteId: number,
      id: number,
      type: ReportType,
      userId: number,
      lang: Language,
    ): Promise<Report> {
      await findRow(websiteId, id, type);
      const sources = await repo.sources(id);
      if (sources.some((s) => s.propertyId === null || s.brandProfileId === null)) {
        throw AppError.validation({ report: ['reportSourceDeleted'] }, 'reportSourceDeleted');
      }
      const pairs = sources.map((s) => ({
        property_id: s.propertyId as number,
        brand_profile_id: s.brandProfileId as number,
      }));
      const { entries, rates } = await computeEntries(websiteId, pairs);
      const snapshot = buildSnapshot(entries, rates);
      const now = clock();
      await repo.update(
        websiteId,
        id,
        {
          ...listColumns(entries),
          snapshot,
          methodologyVersion: snapshot.methodologyVersion,
          generatedAt: now,
          updatedBy: userId,
          updatedAt: now,
        },
        userId,
      );
      await repo.exports.deleteOutdated(id, now);
      return reportFromRow(repo, await findRow(websiteId, id, type), lang);
    },

    async delete(websiteId: number, id: number, type: ReportType, userId: number) {
      if (!(await repo.delete(websiteId, id, type, userId))) throw AppError.notFound();
    },

    /**
     * Creates a share link (replacing any earlier one): a long random token, shown once, stored hashed.
     * Anyone with the link reads the report without signing in, until it is revoked.
     */
    async share(websiteId: number, id: number, type: ReportType, userId: number) {
      await findRow(websiteId, id, type);
      const token = randomToken();
      const now = clock();
      await repo.update(websiteId, id, { shareTokenHash: hashSecret(token), shareCreatedAt: now }, userId);
      return {
        token,
        url: `${deps.appUrl}${REPORT_PATHS[type]}/${id}?share=${token}`,
        created_at: now.toISOString(),
      };
    },

    async revokeShare(websiteId: number, id: number, type: ReportType, userId: number) {
      await findRow(websiteId, id, type);
      await repo.update(websiteId, id, { shareTokenHash: null, shareCreatedAt: null }, userId);
    },

    findRow,
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
