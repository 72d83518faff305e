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
  it('tells rights value, rights fee and the ratio with its interval in English with en-AU numbers', () => {
    const [headline, fair, activation] = reportSummary(result, names, 'en');
    // Method 1.2: the rights value against the rights fee. Most qualitative questions are unanswered here,
    // so the verdict is withheld.
    expect(headline).toContain('For Quincaillerie Nord, the rights Les Foreurs grants are worth $');
    expect(headline).toContain('against a rights fee of $1,500');
    expect(headline).toMatch(
      /a rights-fee ratio of \d\.\d\d:1 \(likely between \d\.\d\d:1 and \d\.\d\d:1\), preliminary until/,
    );
    expect(fair).toMatch(/^At the target of 2\.00:1, a fair rights fee is \$[\d,]+ \(likely between/);
    // The booth is the sponsor's own activation: apart, with the programme's return.
    expect(activation).toMatch(/own activation costs \$200 and generated \$300; the whole programme returns/);
  });

  it('names the verdict, or both bands the interval reaches', () => {
    const banded = structuredClone(result);
    if (!banded.appraisal) throw new Error('no 1.2 appraisal');
    banded.appraisal.verdict = { bands: ['break_even', 'fair'], preliminary: null };
    banded.appraisal.rightsFeeRatio = {
      value: 1.5,
      interval: { p10: 1.2, p90: 1.8 },
      bands: ['break_even', 'fair'],
    };
    expect(reportSummary(banded, names, 'en')[0]).toContain(
      '(likely between 1.20:1 and 1.80:1), between break-even and fair.',
    );
    banded.appraisal.rightsFeeRatio.bands = ['fair'];
    banded.appraisal.verdict.bands = ['fair'];
    expect(reportSummary(banded, names, 'fr')[0]).toContain('(probablement entre 1,20:1 et 1,80:1), ');
  });

  it('uses French typography and fr-CA numbers', () => {
    const text = reportSummary(result, names, 'fr').join('\n');
    expect(text).toContain('pour des droits de 1\u00a0500\u00a0$\u00a0: un ratio valeur-droits de ');
    expect(text).toMatch(/\d,\d\d:1/);
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

  it('gives a preliminary ratio without a band (a method 1.1 result)', () => {
    const { appraisal: _a, ...older } = result;
    const noFee = structuredClone(older);
    noFee.ratio = { value: 2.5, band: null };
    const [first] = reportSummary(noFee, names, 'en');
    expect(first).toContain(
      'a value-to-cost ratio of 2.5:1, preliminary until the missing inputs are entered.',
    );
    expect(reportSummary(noFee, names, 'fr')[0]).toContain('préliminaire');
  });

  it('says why there is no ratio when there is no cost', () => {
    const free = valuate(propertyInputSchema.parse({ general: { name: 'Free' } }), profile);
    expect(reportSummary(free, names, 'en')[0]).toContain(
      'No rights fee was entered, so no rights-fee ratio can be computed.',
    );
  });
});
