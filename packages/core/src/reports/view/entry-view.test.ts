import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileInputArb, propertyInputArb } from '../../../test/arbitraries.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { brandProfileInputSchema } from '../../profiles/schema.ts';
import { propertyInputSchema } from '../../properties/schema.ts';
import { valuate } from '../../valuation/valuate.ts';
import { assumedInputLabel } from '../assumed.ts';
import type { ReportEntry } from '../report-schema.ts';
import { dollarsAddingUp, entryView } from './entry-view.ts';
import type { ViewBlock } from './types.ts';

const parsedProperty = propertyInputArb.map((input) => propertyInputSchema.parse(input));
const parsedProfile = profileInputArb.map((input) => brandProfileInputSchema.parse(input));

function entryOf(
  property: ReportEntry['property']['data'],
  profile: ReportEntry['profile']['data'],
): ReportEntry {
  return {
    position: 1,
    property: { id: 1, name: 'Club', status: 'draft', data: property },
    profile: { id: 1, name: 'Brand', status: 'complete', data: profile },
    result: valuate(property, profile, undefined, { tornado: true }),
    comparables: {
      basis: 'type',
      count: 0,
      value: { percentile: null, median: null, min: null, max: null },
      cost: { percentile: null, median: null, min: null, max: null },
      ratio: { percentile: null, median: null, min: null, max: null },
      effectiveCpm: { percentile: null, median: null, min: null, max: null },
    },
    summary: { en: [], fr: [] },
  };
}

const textsOf = (block: ViewBlock): string[] => {
  if (block.kind === 'text') return block.paragraphs;
  if (block.kind === 'list') return block.items;
  if (block.kind === 'table') return [...block.rows.flatMap((r) => r.cells), ...(block.total ?? [])];
  if (block.kind === 'tornado') return block.bars.map((b) => b.label);
  if (block.kind === 'tiles') return block.tiles.flatMap((t) => [t.label, t.value, t.note ?? '']);
  return [];
};

describe('dollarsAddingUp', () => {
  it('rounds amounts to whole dollars that add up to the whole-dollar total', () => {
    // $1.50 + $1.50 + $1.50 = $4.50 → $5 shown: each rounds down to $1, the two dollars left go to the first two.
    expect(dollarsAddingUp([150, 150, 150], 450)).toEqual([200, 200, 100]);
    // The case: lines of $60,397.50 and $60,397.49 ($120,794.99 → $120,795 shown).
    expect(dollarsAddingUp([6_039_750, 6_039_749], 12_079_499)).toEqual([6_039_800, 6_039_700]);
    // A negative part (an intangible value below zero) still adds up.
    expect(dollarsAddingUp([10_050, -2_075], 7_975)).toEqual([10_100, -2_100]);
  });

  it('always adds up, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), { maxLength: 30 }),
        (cents) => {
          const total = cents.reduce((t, c) => t + c, 0);
          const shown = dollarsAddingUp(cents, total);
          expect(shown.reduce((t, c) => t + c, 0)).toBe(Math.round(total / 100) * 100 + 0);
          for (const amount of shown) expect(Object.is(amount, -0)).toBe(false);
          for (const [i, c] of cents.entries()) expect(Math.abs((shown[i] ?? 0) - c)).toBeLessThan(100);
        },
      ),
    );
  });
});

describe('what we assumed, in words', () => {
  it('names an input as the form does, with the item or channel, in each language', () => {
    const property = propertyInputSchema.parse({
      general: { name: 'Club' },
      owned_media: {
        contractual_benefits: [
          { id: '00000000-0000-4000-8000-000000000001', type: 'signage', name: 'Rink board' },
        ],
      },
    });
    expect(assumedInputLabel('owned_media.contractual_benefits.0.predominance', property, 'en')).toBe(
      'Owned media › Contractual benefits › Rink board › Predominance (1–5)',
    );
    expect(assumedInputLabel('owned_media.promotional_plan.social.exposure', property, 'fr')).toMatch(
      /^Médias détenus › Plan promotionnel › .+ › Exposition/,
    );
    expect(assumedInputLabel('management.agreements.reports_results', property, 'en')).toBe(
      'Management › Agreement statements › The property reports on results',
    );
    expect(assumedInputLabel('no.such.path', property, 'en')).toBe('Another input of the property');
  });

  it('never shows a field path, on any property, in either language', () => {
    fc.assert(
      fc.property(parsedProperty, parsedProfile, (property, profile) => {
        const entry = entryOf(property, profile);
        for (const lang of LANGUAGES) {
          const view = entryView(entry, lang, 'https://app.example');
          const texts = view.sections.flatMap((s) => s.blocks.flatMap(textsOf));
          for (const text of texts) {
            expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\.[a-z_]+/);
            expect(text).not.toMatch(/undefined|NaN|\{\{/);
          }
          for (const missing of entry.result.missing) expect(texts.join('\n')).not.toContain(missing.path);
        }
      }),
      { numRuns: 40 },
    );
  }, 30_000);
});

describe('a report entry in method 1.1', () => {
  // The property's own radio line (rights value, which the range and the tornado are about under method 1.2)
  // and a paid radio line (the sponsor's activation).
  const property = propertyInputSchema.parse({
    general: { name: 'Club' },
    owned_media: {
      promotional_plan: { radio: { impressions_estimated: 80_000, predominance: 4, exposure: 60 } },
    },
    paid_media: { channels: { radio: { impressions_estimated: 100_000, predominance: 3, exposure: 50 } } },
  });
  const profile = brandProfileInputSchema.parse({ name: 'Brand' });
  const entry = entryOf(property, profile);

  it('says it is preliminary and why, flags the draft, and shows every warning', () => {
    const view = entryView(entry, 'en', 'https://app.example');
    expect(view.preliminary).toBe('Preliminary');
    expect(view.draft).toBe('In progress');
    const scorecard = view.sections.find((s) => s.id === 'scorecard');
    const texts = scorecard?.blocks.flatMap(textsOf) ?? [];
    expect(texts).toContain(
      'No rights fee was entered: the ratios leave it out, and no band is given until it is entered.',
    );
    expect(texts).toContain('No cost was entered: no value-to-cost ratio can be computed.');
    expect(texts.some((t) => t.includes('objectives total'))).toBe(true);
  });

  it('says an unanswered question was scored neutral, and what figure a line took by default', () => {
    const how = entryView(entry, 'en').sections.find((s) => s.id === 'how');
    const assumed = how?.blocks.find((b) => b.kind === 'list' && b.title === 'What we assumed');
    const items = assumed?.kind === 'list' ? assumed.items : [];
    // Both are 50: the radio line's exposure is entered here, so take a rating and the delivery default.
    expect(items).toContain('Management › Relationship › Satisfaction: scored neutral (50/100)');
    expect(items).toContain('Paid media › Paid media › Radio › Delivery (%): assumed 100%');
  });

  it('points to the method article by its title and address, not to a path', () => {
    const how = entryView(entry, 'fr', 'https://app.example').sections.find((s) => s.id === 'how');
    const texts = how?.blocks.flatMap(textsOf).join('\n') ?? '';
    expect(texts).toContain('Comment Cakemix évalue une commandite');
    expect(texts).toContain('https://app.example/knowledge-center?article=how-the-valuation-works');
    expect(texts).not.toContain('docs/');
  });

  it('shows the range and the tornado, with the same figures in its table', () => {
    const view = entryView(entry, 'en');
    const section = view.sections.find((s) => s.id === 'uncertainty');
    const tornado = section?.blocks.find((b) => b.kind === 'tornado');
    const table = section?.blocks.find((b) => b.kind === 'table');
    if (tornado?.kind !== 'tornado' || table?.kind !== 'table') throw new Error('no tornado');
    expect(tornado.bars.length).toBeGreaterThan(0);
    expect(table.rows.map((r) => r.cells)).toEqual(
      tornado.bars.map((b) => [b.label, b.lowDisplay, b.highDisplay]),
    );
  });

  it('reads a 1.0 report: no range section, and it says which method made it', () => {
    const { uncertainty: _u, rightsFeeRatio: _r, ...old } = entry.result;
    const older: ReportEntry = { ...entry, result: { ...old, methodologyVersion: '1.0.0' } };
    const view = entryView(older, 'en');
    expect(view.sections.map((s) => s.id)).not.toContain('uncertainty');
    const how =
      view.sections
        .find((s) => s.id === 'how')
        ?.blocks.flatMap(textsOf)
        .join('\n') ?? '';
    expect(how).toContain('computed with method 1.0.0');
  });
});
