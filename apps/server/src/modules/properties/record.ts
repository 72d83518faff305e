import {
  DEFAULT_RATES,
  METHODOLOGY_VERSION,
  type PropertyData,
  propertyInputSchema,
  type Rates,
  standaloneValuation,
  withExistingConfirmations,
} from '@cakemix/core';
import { PROPERTY_ITEM_KINDS, type PropertyItemKind } from '../../db/schema.ts';

/** Where each kind of repeating item lives in the property: its step and the list's key in that step. */
export const ITEM_LISTS = {
  digital_audience: { step: 'general', list: 'digital_audiences' },
  social_handle: { step: 'general', list: 'social_handles' },
  contractual_benefit: { step: 'owned_media', list: 'contractual_benefits' },
  hospitality_item: { step: 'hospitality', list: 'items' },
  activation_item: { step: 'activation', list: 'items' },
  custom_metric: { step: 'custom_metrics', list: 'items' },
} as const satisfies Record<PropertyItemKind, { step: string; list: string }>;

/** The step fields kept in columns (for the list), hence left out of the JSON document. */
const GENERAL_COLUMNS = [
  'name',
  'start_date',
  'end_date',
  'city',
  'sponsorship_type',
  'category',
  'sponsorship_level',
] as const;

export interface PropertyColumns {
  status: string;
  name: string;
  sponsorshipType: string | null;
  category: string | null;
  cityId: string | null;
  cityName: string | null;
  cityRegion: string | null;
  cityCountry: string | null;
  startDate: string | null;
  endDate: string | null;
  askedPriceCents: number | null;
  sponsorshipLevel: string | null;
  valueCents: number | null;
  valueVersion: string | null;
  costCents: number | null;
  ratio: number | null;
  effectiveCpmCents: number | null;
  impressions: number | null;
}

/** The columns the valuation engine writes. */
export type ValuationColumns = Pick<
  PropertyColumns,
  'valueCents' | 'valueVersion' | 'costCents' | 'ratio' | 'effectiveCpmCents' | 'impressions'
>;

export interface ItemRecord {
  id: string;
  kind: PropertyItemKind;
  position: number;
  /** The item's fields but its id. */
  data: Record<string, unknown>;
}

/** A property as stored: columns, the JSON document of the other step fields, and one record per item. */
export interface PropertyRecord {
  columns: PropertyColumns;
  data: Record<string, Record<string, unknown>>;
  items: ItemRecord[];
}

export type Item = { id: string } & Record<string, unknown>;
type Steps = Record<string, Record<string, unknown>>;

/** One item as stored: the id and position apart, the other fields as its data. */
export function itemRecord(kind: PropertyItemKind, position: number, { id, ...data }: Item): ItemRecord {
  return { id, kind, position, data };
}

/** Dollars with at most two decimals to integer cents (Math.round absorbs 0.1 + 0.2 style noise). */
export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The engine's stand-alone valuation (list value, comparables) with the website's rates (its rate card in
 * effect today: modules/rate-card) and the benefits catalogue, as the property's report values it, and the
 * method version it used.
 */
export function valueColumns(property: PropertyData, rates: Rates): ValuationColumns {
  return { ...standaloneValuation(property, rates), valueVersion: METHODOLOGY_VERSION };
}

/**
 * Splits a validated property into what each table keeps, valued with `rates`: the website's (the properties
 * service passes them); the default table only where no website's card applies yet (the demo seed, benches).
 */
export function toRecord(property: PropertyData, rates: Rates = DEFAULT_RATES): PropertyRecord {
  const { status, ...stepsOnly } = property;
  const steps: Steps = structuredClone(stepsOnly) as unknown as Steps;
  const items: ItemRecord[] = [];
  for (const kind of PROPERTY_ITEM_KINDS) {
    const { step, list } = ITEM_LISTS[kind];
    const stepData = steps[step] ?? {};
    (stepData[list] as Item[]).forEach((item, position) => {
      items.push(itemRecord(kind, position, item));
    });
    delete stepData[list];
  }
  const { general, management } = property;
  for (const key of GENERAL_COLUMNS) delete steps.general?.[key];
  delete steps.management?.rights_fee;
  // Steps left with no field of their own (hospitality, activation, custom metrics) need no JSON.
  for (const [step, fields] of Object.entries(steps))
    if (Object.keys(fields).length === 0) delete steps[step];
  return {
    columns: {
      status,
      name: general.name,
      sponsorshipType: general.sponsorship_type,
      category: general.category,
      sponsorshipLevel: general.sponsorship_level,
      cityId: general.city?.id ?? null,
      cityName: general.city?.name ?? null,
      cityRegion: general.city?.region ?? null,
      cityCountry: general.city?.country ?? null,
      startDate: general.start_date,
      endDate: general.end_date,
      askedPriceCents: management.rights_fee === null ? null : toCents(management.rights_fee),
      ...valueColumns(property, rates),
    },
    data: steps,
    items,
  };
}

/**
 * Puts a stored property back together. It goes through the schema, so a field added to the schema since
 * the row was written reads as its default, without a data migration; a confirmation of an unusual figure
 * whose benefit item was deleted since (alone, by its own route) is left out.
 */
export function fromRecord(record: PropertyRecord): PropertyData {
  const { columns } = record;
  const steps: Steps = structuredClone(record.data);
  for (const { step, list } of Object.values(ITEM_LISTS)) {
    steps[step] ??= {};
    (steps[step] as Record<string, unknown>)[list] = [];
  }
  const sorted = [...record.items].sort((a, b) => a.position - b.position);
  for (const item of sorted) {
    const { step, list } = ITEM_LISTS[item.kind];
    ((steps[step] as Record<string, unknown>)[list] as Item[]).push({ id: item.id, ...item.data });
  }
  const city =
    columns.cityId === null
      ? null
      : {
          id: columns.cityId,
          name: columns.cityName,
          region: columns.cityRegion,
          country: columns.cityCountry,
        };
  const property = propertyInputSchema.parse({
    ...steps,
    status: columns.status,
    general: {
      ...steps.general,
      name: columns.name,
      start_date: columns.startDate,
      end_date: columns.endDate,
      city,
      sponsorship_type: columns.sponsorshipType,
      category: columns.category,
      // Rows written before the level had its column keep it in the document.
      sponsorship_level: columns.sponsorshipLevel ?? steps.general?.sponsorship_level ?? null,
    },
    management: {
      ...steps.management,
      rights_fee: columns.askedPriceCents === null ? null : columns.askedPriceCents / 100,
    },
  });
  return withExistingConfirmations(property);
}

/** The list of one kind of item inside a property (the array itself: changing it changes the property). */
export function itemsOf(property: PropertyData, kind: PropertyItemKind): Item[] {
  const { step, list } = ITEM_LISTS[kind];
  return (property as unknown as Steps)[step]?.[list] as Item[];
}
