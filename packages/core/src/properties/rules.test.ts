import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageKey } from '../i18n/messages.ts';
import { completeProperty, fixtureItemId } from './fixtures.test-data.ts';
import { PROPERTY_STEP_MESSAGES, propertyErrors, propertyStepsWithErrors } from './rules.ts';
import { type PropertyData, propertyInputSchema } from './schema.ts';

const complete = (): PropertyData => propertyInputSchema.parse(completeProperty());

/** Sets the value at a dotted path ("hospitality.items.0.quantity"), in place. */
function setPath(target: object, path: string, value: unknown) {
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  const parent = keys.reduce((node, key) => (node as Record<string, object>)[key] ?? {}, target);
  (parent as Record<string, unknown>)[last] = value;
}

function first<T>(items: T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('the fixture lost an item');
  return item;
}

/** Path of the issue zod reports, and its message key. */
function schemaIssues(input: unknown) {
  const result = propertyInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('property rules', () => {
  it('accept the complete fixture, and a draft holding nothing but a name', () => {
    expect(propertyErrors(complete())).toEqual({});
    const draft = propertyInputSchema.parse({ general: { name: 'Half done' } });
    expect(draft.status).toBe('draft');
    expect(draft.general.city).toBeNull();
    expect(draft.owned_media.promotional_plan.tv.predominance).toBeNull();
    expect(draft.hospitality.items).toEqual([]);
    expect(propertyErrors(draft)).toEqual({});
  });

  // One field emptied per step (and per kind of item): a complete property reports exactly that field.
  const NO_ORIGIN = { local: null, regional: null, national: null, international: null };
  const breaks: [field: string, value: unknown, key: MessageKey][] = [
    ['general.city', null, 'cityInvalid'],
    ['general.start_date', null, 'fieldRequired'],
    ['general.sponsorship_type', null, 'optionRequired'],
    ['general.exclusivity', [], 'optionRequired'],
    ['general.years_in_operation', null, 'fieldRequired'],
    ['target.audience_audited', null, 'optionRequired'],
    ['target.average_visits_per_person', null, 'fieldRequired'],
    ['target.audience_origin', NO_ORIGIN, 'fieldRequired'],
    ['relevance.characteristics.solid', null, 'optionRequired'],
    ['relevance.sponsor_counts.national', null, 'fieldRequired'],
    ['management.agreements.proposes_ideas', null, 'optionRequired'],
    ['management.rights_fee', null, 'fieldRequired'],
    ['owned_media.hospitality_included', null, 'optionRequired'],
    ['owned_media.promotional_plan.signage.predominance', null, 'fieldRequired'],
    ['owned_media.broadcast.streaming.exposure', null, 'fieldRequired'],
    ['owned_media.contractual_benefits.0.unit_value', null, 'fieldRequired'],
    ['paid_media.channels.radio.delivery', null, 'fieldRequired'],
    ['hospitality.items.0.quantity', null, 'fieldRequired'],
    ['hospitality.items', [], 'fieldRequired'],
    ['activation.items.0.attendees_engaged', null, 'fieldRequired'],
    ['custom_metrics.items.0.value', null, 'fieldRequired'],
  ];

  it.each(breaks)('need %s to be complete, and not on a draft', (field, value, key) => {
    const property = complete();
    setPath(property, field, value);
    const errors = propertyErrors(property);
    expect(errors).toEqual({ [field]: [key] });
    expect(propertyStepsWithErrors(errors)).toEqual([field.split('.')[0]]);
    expect(propertyErrors({ ...property, status: 'draft' })).toEqual({});
  });

  it('refuse year 0000, which PostgreSQL cannot store (found by the fuzzer: 0000-02-29)', () => {
    for (const date of ['0000-02-29', '0000-01-01']) {
      const result = propertyInputSchema.safeParse({ general: { name: 'P', end_date: date } });
      expect(result.success, date).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        path: ['general', 'end_date'],
        message: 'invalidInput',
      });
    }
    expect(
      propertyInputSchema.parse({ general: { name: 'P', end_date: '0001-01-01' } }).general.end_date,
    ).toBe('0001-01-01');
  });

  it('need the media buy of a paid media activation item', () => {
    const property = complete();
    first(property.activation.items).kind = 'paid_media';
    expect(propertyErrors(property)).toEqual({ 'activation.items.0.media_buy': ['fieldRequired'] });
  });

  it('leave a media line without impressions alone, and an optional list empty', () => {
    const property = complete();
    property.owned_media.promotional_plan.signage = {
      impressions_estimated: null,
      impressions_actual: null,
      predominance: null,
      exposure: null,
      delivery: null,
    };
    property.owned_media.hospitality_included = false;
    property.hospitality.items = [];
    property.activation.items = [];
    property.custom_metrics.items = [];
    expect(propertyErrors(property)).toEqual({});
  });

  it('name every step at fault, in form order', () => {
    const property = complete();
    first(property.custom_metrics.items).value = null;
    property.general.city = null;
    property.management.regard = null;
    expect(propertyStepsWithErrors(propertyErrors(property))).toEqual([
      'general',
      'management',
      'custom_metrics',
    ]);
  });

  it('keep audience segments and origin between 0 and 100 to be complete; a draft is saved with any total', () => {
    const target = {
      audience_segments: { age: { age_18_24: 60, age_25_34: 50 }, gender: { female: 30 } },
      audience_origin: { local: 90, national: 10.5 },
      ethnicity: { white: 100 },
    };
    const draft = propertyInputSchema.parse({ general: { name: 'Draft' }, target });
    expect(propertyErrors(draft)).toEqual({});
    const finishing = propertyInputSchema.parse({
      ...complete(),
      target: { ...complete().target, ...target },
    });
    expect(propertyErrors(finishing)).toEqual({
      'target.audience_segments.age': ['percentTotal'],
      'target.audience_origin': ['percentTotal'],
    });
    // A partial total (30%) is fine even on a complete property: segments need not add up to 100.
    const property = complete();
    property.target.audience_segments.gender = { female: 30, male: null };
    property.target.audience_origin = { local: 33.3, regional: 33.3, national: 33.4, international: null };
    expect(propertyErrors(property)).toEqual({});
  });

  it('refuse an end date before the beginning, even on a draft, and accept the same day', () => {
    const draft = propertyInputSchema.parse({
      general: { name: 'Draft', start_date: '2026-06-10', end_date: '2026-06-09' },
    });
    expect(propertyErrors(draft)).toEqual({ 'general.end_date': ['endBeforeStart'] });
    expect(propertyErrors({ ...draft, general: { ...draft.general, end_date: '2026-06-10' } })).toEqual({});
  });

  it('every step has a name in the message catalogue', () => {
    for (const key of Object.values(PROPERTY_STEP_MESSAGES)) expect(MESSAGES.fr[key]).toBeTruthy();
  });
});

describe('property schema', () => {
  const withTarget = (target: object) => ({ general: { name: 'P' }, target });
  const withBenefit = (benefit: object) => ({
    general: { name: 'P' },
    owned_media: {
      contractual_benefits: [{ id: fixtureItemId(1), type: 'signage', name: 'Board', ...benefit }],
    },
  });

  it('take visits per person whole or decimal, never negative', () => {
    expect(schemaIssues(withTarget({ average_visits_per_person: 3 }))).toEqual([]);
    expect(schemaIssues(withTarget({ average_visits_per_person: 1.75 }))).toEqual([]);
    expect(schemaIssues(withTarget({ average_visits_per_person: -1 }))).toEqual([
      ['target.average_visits_per_person', 'invalidInput'],
    ]);
  });

  it('take a predominance from 1 to 5 only', () => {
    expect(schemaIssues(withBenefit({ predominance: 5 }))).toEqual([]);
    for (const predominance of [0, 6, 2.5]) {
      expect(schemaIssues(withBenefit({ predominance }))).toEqual([
        ['owned_media.contractual_benefits.0.predominance', 'invalidInput'],
      ]);
    }
  });

  it('take a benefit type from the catalogue categories only', () => {
    expect(schemaIssues(withBenefit({ type: 'fireworks' }))).toEqual([
      ['owned_media.contractual_benefits.0.type', 'optionRequired'],
    ]);
  });

  it('leave an empty CPM override empty, so the default applies', () => {
    const parsed = propertyInputSchema.parse({
      general: { name: 'P' },
      owned_media: { cpm_overrides: { tv: 42 } },
    });
    expect(parsed.owned_media.cpm_overrides).toMatchObject({ tv: 42, radio: null, streaming: null });
  });

  it('refuse a percentage over 100 and a rate with fractions of a cent', () => {
    expect(schemaIssues(withTarget({ first_time_visitors: 101 }))).toEqual([
      ['target.first_time_visitors', 'percentTotal'],
    ]);
    expect(schemaIssues({ general: { name: 'P' }, management: { rights_fee: 10.005 } })).toEqual([
      ['management.rights_fee', 'invalidInput'],
    ]);
  });

  it('refuse two items with the same id in one list', () => {
    const item = { id: fixtureItemId(7), platform: 'x', audience: 10 };
    expect(schemaIssues({ general: { name: 'P', digital_audiences: [item, item] } })).toEqual([
      ['general.digital_audiences', 'invalidInput'],
    ]);
  });

  const handle = (network: string, value: string) => ({
    general: { name: 'P', social_handles: [{ id: fixtureItemId(8), network, handle: value }] },
  });

  it.each([
    ['instagram', 'lynx.hockey_22'],
    ['x', 'Lynx_Hockey'],
    ['tiktok', 'lynx.hockey'],
    ['youtube', 'Lynx-Hockey.TV'],
    ['facebook', 'lynx.hockey'],
    ['linkedin', 'lynx-hockey-club'],
    ['snapchat', 'lynx_hockey'],
  ])('accept a well-formed %s handle, with or without a leading @', (network, value) => {
    expect(schemaIssues(handle(network, value))).toEqual([]);
    const parsed = propertyInputSchema.parse(handle(network, `@${value}`));
    expect(first(parsed.general.social_handles).handle).toBe(value);
  });

  it.each([
    ['instagram', '.lynx'],
    ['instagram', 'lynx.'],
    ['instagram', 'a'.repeat(31)],
    ['x', 'lynx.hockey'],
    ['x', 'a'.repeat(16)],
    ['tiktok', 'l'],
    ['youtube', 'ab'],
    ['facebook', 'lynx'],
    ['facebook', 'lynx_hockey'],
    ['linkedin', 'ly'],
    ['snapchat', '1lynx'],
    ['snapchat', 'lynx hockey'],
  ])('refuse the %s handle "%s"', (network, value) => {
    expect(schemaIssues(handle(network, value))).toEqual([
      ['general.social_handles.0.handle', 'handleInvalid'],
    ]);
  });
});
