import { describe, expect, it } from 'vitest';
import { brandProfileInputSchema } from '../profiles/schema.ts';
import { propertyInputSchema } from '../properties/schema.ts';
import { valuate } from '../valuation/valuate.ts';
import { reportSummary } from './summary.ts';

const property = propertyInputSchema.parse({
  general: { name: 'Small club', exclusivity: ['category'], campaign_duration_months: 12 },
  target: { public_awareness: 4, direct_cumulative_audience: 20_000, audience_audited: true },
  relevance: { onsite_visibility: 'dedicated' },
  management: {
    account_manager: true,
    satisfaction: 5,
    information_sources: ['annual_report', 'audit_report'],
    rights_fee: 1500,
    activation_budget: { experiential: 200 },
  },
  owned_media: {
    promotional_plan: {
      signage: { impressions_estimated: 100_000, predominance: 5, exposure: 50, delivery: 80 },
    },
  },
  activation: {
    items: [
      {
        id: '00000000-0000-4000-8000-000000000003',
        kind: 'experiential',
        category: 'booth_display',
        name: 'Booth',
        cost: 300,
        attendees_engaged: 500,
        predominance: 3,
        exposure: 50,
      },
    ],
  },
});
const profile = brandProfileInputSchema.parse({
  name: 'Brand',
  objectives: { visibility: 60, image: 0, affinity: 0, sales: 40, employees: 0 },
});
const result = valuate(property, profile);
const names = { property: 'Les Foreurs', brand: 'Quincaillerie Nord' };

describe('reportSummary', () => {
  it('tells value, cost, ratio and band in English with en-AU numbers', () => {
    const [headline] = reportSummary(result, names, 'en');
    expect(headline).toContain('For Quincaillerie Nord, Les Foreurs is worth $');
    expect(headline).toContain('against a cost of $1,700');
    expect(headline).toMatch(/a value-to-cost ratio of \d\.\d+:1, (below cost|break-even)\./);
  });

  it('uses French typography and fr-CA numbers', () => {
    const text = reportSummary(result, names, 'fr').join('\n');
    expect(text).toContain('pour un coût de 1\u00a0700\u00a0$\u00a0: un ratio valeur-coût de ');
    expect(text).toMatch(/\d,\d+:1/);
    expect(text).toContain('CPM effectif de 21,25\u00a0$');
  });

  it('names the strongest and weakest weighted objectives', () => {
    const text = reportSummary(result, names, 'en').join(' ');
    expect(text).toMatch(/strongest on (visibility|sales) \(\d+\) and weakest on (visibility|sales) \(\d+\)/);
    expect(text).not.toMatch(/affinity|employee engagement/);
  });

  it('states the caveats: estimated inputs and activation over budget', () => {
    const text = reportSummary(result, names, 'en').join(' ');
    expect(text).toMatch(/\d+ inputs were not entered; the method assumed them \(see “What we assumed”\)\./);
    expect(text).toContain('Activation items ($300) exceed the activation budget ($200).');
  });

  it('gives a preliminary ratio without a band', () => {
    const noFee = structuredClone(result);
    noFee.ratio = { value: 2.5, band: null };
    const [first] = reportSummary(noFee, names, 'en');
    expect(first).toContain(
      'a value-to-cost ratio of 2.50:1, preliminary until the missing inputs are entered.',
    );
    expect(reportSummary(noFee, names, 'fr')[0]).toContain('préliminaire');
  });

  it('says why there is no ratio when there is no cost', () => {
    const free = valuate(propertyInputSchema.parse({ general: { name: 'Free' } }), profile);
    expect(reportSummary(free, names, 'en')[0]).toContain(
      'No cost was entered, so no value-to-cost ratio can be computed.',
    );
  });
});
