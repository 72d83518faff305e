import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rinkBoard } from '../benefits/fixtures.test-data.ts';
import { plausibilityKeys } from '../properties/confirmations.ts';
import { type PropertyData, type PropertyInput, propertyInputSchema } from '../properties/schema.ts';
import { benefitUnitValue } from './benefit-value.ts';
import {
  type PlausibilityFinding,
  plausibilityFindings,
  unconfirmedFindings,
  withConfirmation,
} from './plausibility.ts';
import { describeFinding, findingSubject } from './plausibility-text.ts';
import { DEFAULT_RATES } from './rates.ts';

const BOARD_ID = '00000000-0000-4000-8000-000000000001';
const OTHER_ID = '00000000-0000-4000-8000-000000000002';

const catalogue = [rinkBoard];
const references = { rates: DEFAULT_RATES, catalogue };

/**
 * A junior hockey club: 34 home games, 128,000 people in person over the season, 40,000 Instagram followers
 * and 100,000 website visits (a digital audience of 140,000; 268,000 in all), a rink board at `boardValue`.
 */
function club(change: (input: PropertyInput & { general: object }) => void = () => {}): PropertyData {
  const input = {
    general: {
      name: 'Club',
      sponsorship_type: 'team',
      events_per_season: 34,
      digital_audiences: [
        { id: '00000000-0000-4000-8000-0000000000a1', platform: 'instagram', audience: 40_000 },
        { id: '00000000-0000-4000-8000-0000000000a2', platform: 'website', audience: 100_000 },
      ],
    },
    target: { direct_cumulative_audience: 128_000 },
    owned_media: {
      contractual_benefits: [
        { id: BOARD_ID, benefit_id: 1, type: 'signage', name: 'Rink board, north end', unit_value: 24.51 },
      ],
    },
  } as PropertyInput & { general: object };
  change(input);
  return propertyInputSchema.parse(input);
}

type Draft = PropertyInput & {
  general: object;
  owned_media: NonNullable<PropertyInput['owned_media']> & Record<string, unknown>;
};
const edit = (change: (input: Draft) => void) => club((input) => change(input as Draft));
const boardValue = (value: number) =>
  edit((input) => {
    const [board] = input.owned_media.contractual_benefits ?? [];
    if (board) board.unit_value = value;
  });
const findings = (property: PropertyData) => plausibilityFindings(property, references);
const keys = (list: PlausibilityFinding[]) => list.map((f) => `${f.key} ${f.direction}`);

describe('plausibility: a unit value against the catalogue’s suggestion (factor 3)', () => {
  // The catalogue's suggestion for the rink board: 128,000 people ÷ 34 games = 3,764.7 → 3,765 people a
  // game × the signage CPM $6.51 (US$5 × 1.3013 = 6.5065 → 6.51) ÷ 1,000 = $24.51015 → $24.51.
  it('takes the catalogue’s own suggestion for the property', () => {
    expect(benefitUnitValue(rinkBoard, club()).unitValue).toBe(24.51);
    expect(findings(club())).toEqual([]);
  });

  it('warns above 3 × $24.51 = $73.53, not at it', () => {
    expect(findings(boardValue(73.53))).toEqual([]);
    const [finding] = findings(boardValue(73.54));
    expect(finding).toMatchObject({
      rule: 'unit_value',
      key: `owned_media.contractual_benefits.${BOARD_ID}.unit_value`,
      path: 'owned_media.contractual_benefits.0.unit_value',
      figure: 73.54,
      direction: 'above',
      limit: 73.53,
      reference: 24.51,
      factor: 3,
      confirmed: false,
      confirmation: null,
    });
  });

  it('warns under $24.51 ÷ 3 = $8.17, not at it', () => {
    expect(findings(boardValue(8.17))).toEqual([]);
    expect(findings(boardValue(8.16))[0]).toMatchObject({ direction: 'below', limit: 8.17 });
    expect(findings(boardValue(0))[0]).toMatchObject({ direction: 'below', figure: 0 });
  });

  it('says why in both languages: $450 is 450 ÷ 24.51 = 18.36 → 18.4 times the suggestion', () => {
    const [finding] = findings(boardValue(450));
    if (!finding) throw new Error('no finding');
    expect(describeFinding(finding, 'en')).toBe(
      '$450.00 a unit is 18.4 times the catalogue’s suggestion for this property, $24.51. More than 3 times the suggestion ($73.53) is unusual.',
    );
    expect(describeFinding(finding, 'fr')).toBe(
      '450,00\u00a0$ l’unité, c’est 18,4 fois la valeur que le catalogue suggère pour cette propriété, 24,51\u00a0$. Plus de 3 fois la suggestion (73,53\u00a0$), c’est inhabituel.',
    );
    expect(findingSubject(finding, 'en')).toBe('Rink board, north end: unit value');
    // $4 is 4 ÷ 24.51 = 16.3 % of the suggestion.
    const [low] = findings(boardValue(4));
    if (!low) throw new Error('no finding');
    expect(describeFinding(low, 'en')).toBe(
      '$4.00 a unit is 16% of the catalogue’s suggestion for this property, $24.51. Under the suggestion divided by 3 ($8.17) is unusual.',
    );
  });

  it('leaves alone a benefit without a catalogue entry, without a value, or whose suggestion is nothing', () => {
    const noCatalogue = plausibilityFindings(boardValue(450), { rates: DEFAULT_RATES, catalogue: [] });
    expect(noCatalogue).toEqual([]);
    // Without the direct audience and with no default of its own, the catalogue suggests nothing.
    const unknownAudience = edit((input) => {
      input.target = {};
      const [board] = input.owned_media.contractual_benefits ?? [];
      if (board) board.unit_value = 450;
    });
    const bare = { ...rinkBoard, default_impressions_per_unit: null };
    expect(plausibilityFindings(unknownAudience, { rates: DEFAULT_RATES, catalogue: [bare] })).toEqual([]);
    const withoutValue = edit((input) => {
      const [board] = input.owned_media.contractual_benefits ?? [];
      if (board) board.unit_value = null;
    });
    expect(findings(withoutValue)).toEqual([]);
  });

  it('follows the website’s rates: a signage CPM of $13.02 on its card makes the suggestion $49.02', () => {
    // 3,765 × 13.02 ÷ 1,000 = 49.0203 → $49.02; $147.06 (3 × 49.02) is then within the span.
    const rates = structuredClone(DEFAULT_RATES);
    rates.cpm.signage = 13.02;
    expect(plausibilityFindings(boardValue(147.06), { rates, catalogue })).toEqual([]);
    expect(findings(boardValue(147.06))).toHaveLength(1);
  });
});

describe('plausibility: a CPM override against its channel’s published range (factor 2)', () => {
  const cpm = (channel: string, value: number) =>
    edit((input) => {
      input.owned_media.cpm_overrides = { [channel]: value };
    });
  // A signage CPM of the property's own also moves the rink board's suggestion: only CPM findings here.
  const cpmFindings = (property: PropertyData, refs = references) =>
    plausibilityFindings(property, refs).filter((finding) => finding.rule === 'cpm');

  // Signage: US$2.18–7.50 × 1.3013 = $2.84–$9.76; warned above 2 × 9.76 = $19.52 and under 2.84 ÷ 2 = $1.42.
  it('warns above twice the top and under half the bottom, not at either', () => {
    expect(cpmFindings(cpm('signage', 19.52))).toEqual([]);
    expect(cpmFindings(cpm('signage', 19.53))[0]).toMatchObject({
      rule: 'cpm',
      key: 'owned_media.cpm_overrides.signage',
      direction: 'above',
      limit: 19.52,
      range: { low: 2.84, high: 9.76 },
    });
    expect(cpmFindings(cpm('signage', 1.42))).toEqual([]);
    expect(cpmFindings(cpm('signage', 1.41))[0]).toMatchObject({ direction: 'below', limit: 1.42 });
  });

  // TV: top of the range US$46.80 × 1.3013 = $60.90; $1,000 is 1,000 ÷ 60.90 = 16.42 → 16.4 times it.
  it('says why: a $1,000 TV CPM is 16.4 times the top of the range', () => {
    const [finding] = cpmFindings(cpm('tv', 1000));
    if (!finding) throw new Error('no finding');
    expect(describeFinding(finding, 'en')).toBe(
      'A CPM of $1,000.00 is 16.4 times the top of the channel’s published range, $26.03 to $60.90. Above 2 times the top ($121.80) is unusual.',
    );
    expect(findingSubject(finding, 'fr')).toBe('Télévision\u00a0: CPM propre à cette propriété');
  });

  it('uses the website’s range: a card CPM twice the default doubles the range', () => {
    const rates = structuredClone(DEFAULT_RATES);
    rates.cpmRange.signage = { low: 5.68, high: 19.52 };
    expect(cpmFindings(cpm('signage', 39.04), { rates, catalogue })).toEqual([]);
    expect(cpmFindings(cpm('signage', 39.05), { rates, catalogue })).toHaveLength(1);
  });
});

describe('plausibility: impressions in a season against the audience (20 per person)', () => {
  const line = (section: 'promotional_plan' | 'broadcast', channel: string, figures: object) =>
    edit((input) => {
      input.owned_media[section] = { [channel]: figures };
    });

  it('compares signage with the direct audience: 20 × 128,000 = 2,560,000', () => {
    expect(findings(line('promotional_plan', 'signage', { impressions_estimated: 2_560_000 }))).toEqual([]);
    // 3,200,000 ÷ 128,000 = 25 per person.
    const [finding] = findings(line('promotional_plan', 'signage', { impressions_actual: 3_200_000 }));
    expect(finding).toMatchObject({
      rule: 'impressions',
      key: 'owned_media.promotional_plan.signage.impressions_actual',
      path: 'owned_media.promotional_plan.signage.impressions_actual',
      audience: { kind: 'direct', people: 128_000 },
      perPerson: 25,
      limit: 2_560_000,
    });
    if (!finding) throw new Error('no finding');
    expect(describeFinding(finding, 'en')).toBe(
      '3,200,000 impressions in a season is 25 per person of the direct audience (128,000 people). More than 20 per person is unusual.',
    );
    expect(describeFinding(finding, 'fr')).toBe(
      '3\u00a0200\u00a0000 impressions par saison, c’est 25 par personne de l’auditoire direct (128\u00a0000 personnes). Plus de 20 par personne, c’est inhabituel.',
    );
  });

  it('compares social media with the digital audience: 20 × 140,000 = 2,800,000', () => {
    expect(findings(line('broadcast', 'social_media', { impressions_estimated: 2_800_000 }))).toEqual([]);
    expect(
      findings(line('broadcast', 'social_media', { impressions_estimated: 2_800_001 }))[0],
    ).toMatchObject({
      audience: { kind: 'digital', people: 140_000 },
    });
  });

  // Ten billion impressions of TV against 268,000 people: 10,000,000,000 ÷ 268,000 = 37,313.4 → 37,313.
  it('compares TV with the whole audience the property states', () => {
    const [finding] = findings(line('broadcast', 'broadcast', { impressions_estimated: 10_000_000_000 }));
    expect(finding).toMatchObject({ audience: { kind: 'whole', people: 268_000 }, limit: 5_360_000 });
    if (!finding) throw new Error('no finding');
    expect(describeFinding(finding, 'en')).toBe(
      '10,000,000,000 impressions in a season is 37,313 per person of the audience the property states in person and online (268,000). More than 20 per person is unusual.',
    );
    expect(findingSubject(finding, 'en')).toBe(
      'Broadcast, streaming and social media › Broadcast: Estimated impressions',
    );
  });

  it('falls back on the whole audience when a line’s own is not given, and compares nothing without any', () => {
    const noDirect = edit((input) => {
      input.target = {};
      input.owned_media.promotional_plan = { signage: { impressions_estimated: 2_800_001 } };
    });
    expect(findings(noDirect)[0]).toMatchObject({ audience: { kind: 'whole', people: 140_000 } });
    const none = edit((input) => {
      input.target = {};
      input.general.digital_audiences = [];
      input.owned_media.promotional_plan = { signage: { impressions_estimated: 10_000_000_000 } };
    });
    expect(findings(none)).toEqual([]);
  });

  it('leaves paid media alone: the sponsor buys it from outlets whose audience the property does not state', () => {
    const paid = edit((input) => {
      input.paid_media = { channels: { tv: { impressions_estimated: 10_000_000_000 } } };
    });
    expect(findings(paid)).toEqual([]);
  });
});

describe('plausibility: confirmations', () => {
  const confirmed = (value: number, note = 'Priced by the arena’s rate sheet') =>
    edit((input) => {
      const [board] = input.owned_media.contractual_benefits ?? [];
      if (board) board.unit_value = value;
      input.plausibility = {
        confirmations: [{ key: plausibilityKeys.unitValue(BOARD_ID), figure: 450, note }],
      };
    });

  it('confirms the very figure it names, with its note', () => {
    const [finding] = findings(confirmed(450));
    expect(finding).toMatchObject({
      confirmed: true,
      confirmation: { figure: 450, note: 'Priced by the arena’s rate sheet' },
    });
    expect(unconfirmedFindings(findings(confirmed(450)))).toEqual([]);
  });

  it('no longer confirms a changed figure, and says what it confirmed', () => {
    const [finding] = findings(confirmed(500));
    expect(finding).toMatchObject({ figure: 500, confirmed: false, confirmation: { figure: 450 } });
    expect(unconfirmedFindings(findings(confirmed(500)))).toHaveLength(1);
  });

  it('survives items added before the benefit: the key names the item, not its place', () => {
    const moved = edit((input) => {
      const board = input.owned_media.contractual_benefits?.[0];
      if (!board) return;
      board.unit_value = 450;
      input.owned_media.contractual_benefits = [
        { id: OTHER_ID, benefit_id: null, type: 'rights', name: 'Naming', unit_value: 1 },
        board,
      ];
      input.plausibility = {
        confirmations: [{ key: plausibilityKeys.unitValue(BOARD_ID), figure: 450, note: 'Rate sheet' }],
      };
    });
    expect(findings(moved)).toMatchObject([
      { path: 'owned_media.contractual_benefits.1.unit_value', confirmed: true },
    ]);
  });

  it('adds, replaces and withdraws a confirmation', () => {
    const [finding] = findings(boardValue(450));
    if (!finding) throw new Error('no finding');
    const once = withConfirmation([], finding, 'Rate sheet');
    expect(once).toEqual([{ key: finding.key, figure: 450, note: 'Rate sheet' }]);
    expect(withConfirmation(once, finding, 'Contract, clause 4')).toEqual([
      { key: finding.key, figure: 450, note: 'Contract, clause 4' },
    ]);
    expect(withConfirmation(once, finding, null)).toEqual([]);
  });

  it('lists findings in the form’s order: plan, benefits, broadcast, CPMs', () => {
    const all = edit((input) => {
      const [board] = input.owned_media.contractual_benefits ?? [];
      if (board) board.unit_value = 450;
      input.owned_media.promotional_plan = { tv: { impressions_estimated: 10_000_000 } };
      input.owned_media.broadcast = { streaming: { impressions_actual: 10_000_000 } };
      input.owned_media.cpm_overrides = { tv: 1000 };
    });
    expect(keys(findings(all))).toEqual([
      'owned_media.promotional_plan.tv.impressions_estimated above',
      `owned_media.contractual_benefits.${BOARD_ID}.unit_value above`,
      'owned_media.broadcast.streaming.impressions_actual above',
      'owned_media.cpm_overrides.tv above',
    ]);
  });
});

describe('plausibility properties (fast-check)', () => {
  const audience = fc.integer({ min: 1, max: 5_000_000 });
  const events = fc.integer({ min: 1, max: 200 });
  const RUNS = { numRuns: 200 };

  it('never warns about a unit value equal to the catalogue’s suggestion', () => {
    fc.assert(
      fc.property(audience, events, (people, games) => {
        const base = edit((input) => {
          input.target = { direct_cumulative_audience: people };
          input.general = { ...input.general, events_per_season: games };
        });
        const suggestion = benefitUnitValue(rinkBoard, base).unitValue;
        const at = structuredClone(base);
        const [board] = at.owned_media.contractual_benefits;
        if (board) board.unit_value = suggestion;
        expect(findings(at).filter((f) => f.rule === 'unit_value')).toEqual([]);
      }),
      RUNS,
    );
  });

  /** Two whole numbers up to `max`, smaller first. */
  const pair = (max: number) =>
    fc
      .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max }))
      .map(([a, b]) => (a < b ? [a, b] : [b, a]));
  /** Whether a figure is warned above, below, or not at all: a warned figure's neighbours further out are too. */
  function expectMonotone(direction: (figure: number) => 'above' | 'below' | null, [low, high]: number[]) {
    if (low === undefined || high === undefined) return;
    if (direction(low) === 'above') expect(direction(high)).toBe('above');
    if (direction(high) === 'below') expect(direction(low)).toBe('below');
  }
  const first = (property: PropertyData, rule: PlausibilityFinding['rule']) =>
    findings(property).find((finding) => finding.rule === rule)?.direction ?? null;

  it('is monotone in a unit value, a CPM and impressions: further out of the span stays out', () => {
    fc.assert(
      fc.property(pair(1_000_000), (cents) =>
        expectMonotone((value) => first(boardValue(value / 100), 'unit_value'), cents),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(pair(100_000), (cents) =>
        expectMonotone(
          (value) =>
            first(
              edit((input) => (input.owned_media.cpm_overrides = { radio: value / 100 })),
              'cpm',
            ),
          cents,
        ),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(pair(1_000_000_000), (counts) =>
        expectMonotone(
          (value) =>
            first(
              edit(
                (input) =>
                  (input.owned_media.promotional_plan = { signage: { impressions_estimated: value } }),
              ),
              'impressions',
            ),
          counts,
        ),
      ),
      RUNS,
    );
  });

  it('gives the same findings for the same inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (value) => {
        const property = boardValue(value / 100);
        expect(findings(property)).toEqual(findings(structuredClone(property)));
      }),
      RUNS,
    );
  });
});
