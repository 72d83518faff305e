import { randomUUID } from 'node:crypto';
import {
  confirmationsWithItemIds,
  type Language,
  type PageMeta,
  type Property,
  type PropertyData,
  type PropertySummary,
  type propertyListQuerySchema,
  type Rates,
} from '@cakemix/core';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { ListCount } from '../../lib/list-count.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { PropertyChecks } from './checks.ts';
import { copyNames } from './copy-name.ts';
import { fromRecord, toRecord } from './record.ts';
import type { PropertiesRepository, StoredProperty } from './repository.ts';

type ListQuery = z.output<typeof propertyListQuerySchema>;

/** The API shape of a stored property: its data plus who changed it last and when. */
export function toProperty({ row, record }: StoredProperty): Property {
  return {
    ...fromRecord(record),
    id: row.id,
    website_id: row.websiteId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy && row.updatedByName ? { id: row.updatedBy, name: row.updatedByName } : null,
  };
}

/**
 * The same items under new ids, so the copy's items and comments never mix with the original's; `renamed`,
 * when given, learns each old id's new one.
 */
function freshIds<T extends { id: string }>(items: T[], renamed?: Map<string, string>): T[] {
  return items.map((item) => {
    const id = randomUUID();
    renamed?.set(item.id, id);
    return { ...item, id };
  });
}

export function createPropertiesService(deps: {
  repo: PropertiesRepository;
  clock: Clock;
  check: PropertyChecks;
  /** The website's rates in effect today (its rate card): what the stored list value is computed with. */
  rates(websiteId: number): Promise<Rates>;
}) {
  const { repo, clock, check, rates } = deps;

  async function find(websiteId: number, id: number): Promise<StoredProperty> {
    const stored = await repo.find(websiteId, id);
    if (!stored) throw AppError.notFound();
    return stored;
  }
  const get = async (websiteId: number, id: number) => toProperty(await find(websiteId, id));

  async function create(websiteId: number, userId: number, data: PropertyData, copiedFrom?: PropertyData) {
    const checked = await check(data, copiedFrom);
    const id = await repo.create(websiteId, userId, toRecord(checked, await rates(websiteId)), clock());
    return get(websiteId, id);
  }

  /** The first copy name no property of the website has yet. */
  async function freeCopyName(websiteId: number, name: string, lang: Language): Promise<string> {
    for (let from = 1; ; from += 20) {
      const candidates = copyNames(name, lang, from, 20);
      const taken = await repo.namesTaken(websiteId, candidates);
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (free) return free;
    }
  }

  /** A page of the list as its answer's JSON text, its rows written by the database (sent as it is). */
  const pageJson = ({ data, ...counted }: { data: string } & ListCount, query: ListQuery) =>
    `{"data":${data},"meta":${JSON.stringify(pageMeta(counted, query))}}`;
  const listJson = async (websiteId: number, query: ListQuery) =>
    pageJson(await repo.list(websiteId, query), query);

  return {
    /**
     * The list's page as `listJson` writes it, read with the session of a token in one round trip (the list
     * route): undefined without a live session; `json` undefined when the session's website is not
     * `websiteId`.
     */
    async listJsonAs(tokenHash: string, now: Date, websiteId: number, query: ListQuery) {
      const read = await repo.listAs(tokenHash, now, websiteId, query);
      return read && { session: read.session, json: read.page && pageJson(read.page, query) };
    },

    /** A page of the list, read from the same JSON (the exports page through it). */
    async list(websiteId: number, query: ListQuery): Promise<{ data: PropertySummary[]; meta: PageMeta }> {
      return JSON.parse(await listJson(websiteId, query));
    },

    get,
    find,
    create,

    async update(websiteId: number, id: number, userId: number, data: PropertyData) {
      const previous = fromRecord((await find(websiteId, id)).record);
      const checked = await check(data, previous);
      const record = toRecord(checked, await rates(websiteId));
      if (!(await repo.replace(websiteId, id, userId, record, clock()))) throw AppError.notFound();
      return get(websiteId, id);
    },

    async delete(websiteId: number, id: number, userId: number) {
      if (!(await repo.delete(websiteId, id, userId))) throw AppError.notFound();
    },

    /**
     * Copies a property as a new draft named so a person can tell it apart ("… (copy)", in their language),
     * with new item ids; the confirmations of unusual figures follow their benefits to the new ids. Comments
     * stay with the original: they discuss its numbers.
     */
    async duplicate(websiteId: number, id: number, userId: number, lang: Language) {
      const source = fromRecord((await find(websiteId, id)).record);
      const { general, owned_media, hospitality, activation, custom_metrics, plausibility } = source;
      const newIds = new Map<string, string>();
      const benefits = freshIds(owned_media.contractual_benefits, newIds);
      return create(
        websiteId,
        userId,
        {
          ...source,
          status: 'draft',
          general: {
            ...general,
            name: await freeCopyName(websiteId, general.name, lang),
            digital_audiences: freshIds(general.digital_audiences),
            social_handles: freshIds(general.social_handles),
          },
          owned_media: { ...owned_media, contractual_benefits: benefits },
          hospitality: { items: freshIds(hospitality.items) },
          activation: { items: freshIds(activation.items) },
          custom_metrics: { items: freshIds(custom_metrics.items) },
          plausibility: { confirmations: confirmationsWithItemIds(plausibility.confirmations, newIds) },
        },
        source,
      );
    },
  };
}
export type PropertiesService = ReturnType<typeof createPropertiesService>;
