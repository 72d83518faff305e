import { brandProfileInputSchema, propertyInputSchema, valuate } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { catalogueForTests } from '../../../../../packages/core/src/benefits/fixtures.test-data.ts';
import { DEMO_PROFILES } from './profiles.ts';
import { hockeyTeam } from './properties/hockey-team.ts';

/**
 * Golden case of method 1.2 on the demo report (issue 27): the Lynx de Sherbrooke for Northern Hardware,
 * every figure worked by hand from the demo's inputs (demo/properties/hockey-team.ts) and the catalogue's
 * benefits (migration 0003), as the seeded report computes it. The multiplier's formula is worked in
 * packages/core/src/valuation/golden.test.ts; its parts here are read from the scores.
 */
const property = propertyInputSchema.parse(hockeyTeam);
const profile = brandProfileInputSchema.parse(DEMO_PROFILES[0]);
const result = valuate(property, profile, undefined, { tornado: true, catalogue: catalogueForTests });
const a = result.appraisal;
const line = (id: string) => result.lines.find((l) => l.id === id);
const item = (n: number) => `00000000-0000-4000-8000-00000000${n}`;

describe('golden 1.2: the demo report', () => {
  it('values the property’s media on what its benefits leave of each audience', () => {
    // Signage: 1,820,000 actual. The rink board (34 games) rests on the arena's 128,000 people a season:
    // 34 × 128,000 / 34 = 128,000; the video board 34 × 3,764.71 × 97 % = 124,160. Drawn 252,160; kept
    // 1,567,840 → 1,567.84 × $9.50 (the property's CPM) × 0.8 × 60 % = $7,149.35.
    expect(line('owned_media.signage')).toMatchObject({
      deliveredCents: 714_935,
      overlap: { code: 'shrunk_by_benefits', drawnImpressions: 252_160 },
      rateOrigin: 'entered',
    });
    // Expected: 1,900,000 − 2 × 128,000 (both boards at 100 %) = 1,644,000 × $9.50 / 1000 × 0.48 = $7,496.64.
    expect(line('owned_media.signage')?.expectedCents).toBe(749_664);
    // Print 41 × $14 × 0.6 × 40 % = $137.76; digital 655 × $11 × 0.6 × 35 % = $1,513.05; TV 165 × $22 × 0.6 ×
    // 20 % = $435.60.
    expect(line('owned_media.print')?.deliveredCents).toBe(13_776);
    expect(line('owned_media.digital')?.deliveredCents).toBe(151_305);
    expect(line('owned_media.tv')?.deliveredCents).toBe(43_560);
    // Radio: 236,000 actual listeners; the play-by-play mention, 68 times on 236,000 / 34 = 6,941.18 a game
    // × 94 % = 443,680, takes them all and adds 207,680: the line is worth $0.
    expect(line('owned_media.radio')).toMatchObject({
      deliveredCents: 0,
      overlap: { drawnImpressions: 236_000 },
    });
    expect(line(`contractual_benefits.${item(1302)}`)?.overlap).toEqual({
      code: 'draws_from_line_and_adds',
      lineIds: ['owned_media.radio'],
      drawnImpressions: 236_000,
      addedImpressions: 207_680,
    });
    // Social: 1,010,000 actual less the Instagram posts' 24 × (38,500 Facebook followers × 5 %, the largest
    // reach) = 46,200 → 963,800 × $8.50 × 0.8 × 45 % = $2,949.23.
    expect(line('owned_media.social')?.deliveredCents).toBe(294_923);
    // Broadcast 1,150 × $22 × 0.6 × 25 % = $3,795; streaming 342 × $14 × 0.6 × 30 % = $861.84; social media
    // 560 × $8.50 × 0.8 × 50 % = $1,904.
    expect(line('broadcast.broadcast')?.deliveredCents).toBe(379_500);
    expect(line('broadcast.streaming')?.deliveredCents).toBe(86_184);
    expect(line('broadcast.social_media')?.deliveredCents).toBe(190_400);
  });

  it('values the benefits, hospitality and the jersey patch as rights', () => {
    // Rink board 34 × $450 × 1.0 = $15,300; video board 34 × $180 × 0.8 × 90 % × 97 % = $4,274.21;
    // play-by-play 68 × $60 × 0.6 × 94 % = $2,301.12; Instagram 24 × $250 × 0.6 × 80 % = $2,880; official bank
    // 1 × $15,000 × 0.8 = $12,000.
    expect(
      [1300, 1301, 1302, 1303, 1304].map((n) => line(`contractual_benefits.${item(n)}`)?.deliveredCents),
    ).toEqual([1_530_000, 427_421, 230_112, 288_000, 1_200_000]);
    // Hospitality 40 × $22 = $880, 3 × $2,400 = $7,200, season tickets 4 × $980 × 1 season (8 months) =
    // $3,920; the counted custom amount $18,000: $30,000 at face value.
    expect(result.sections.hospitality.deliveredCents + result.sections.custom.deliveredCents).toBe(
      3_000_000,
    );
  });

  it('adds up the rights value with the multiplier on media and benefits', () => {
    // Multiplied: 7,149.35 + 137.76 + 1,513.05 + 435.60 + 0 + 2,949.23 + 3,795 + 861.84 + 1,904 + 15,300 +
    // 4,274.21 + 2,301.12 + 2,880 + 12,000 = $55,501.16.
    expect(result.value.multipliedCents).toBe(5_550_116);
    // Multiplier: fit 72.06 → 0.4 × 22.06 / 50 = +0.1765; exclusivity (category, area) +0.10; clutter: 54
    // sponsors, 44 over 10 × 0.005 = 0.22, capped −0.15; management 75.8 → 0.1 × 25.8 / 50 = +0.0516: 1.1781.
    expect(result.multiplier.parts).toEqual({
      base: 1,
      fit: 0.1765,
      exclusivity: 0.1,
      clutter: -0.15,
      management: 0.0516,
    });
    // Rights value = 5,550,116 × 1.1781 = 6,538,591.66 → 6,538,592 + 3,000,000 face = $95,385.92.
    expect(a?.rights).toMatchObject({
      tangibleCents: 8_550_116,
      totalCents: 9_538_592,
      intangibleCents: 988_476,
    });
  });

  it('reports the sponsor’s activation apart: $29,500 spent, $33,492 generated', () => {
    // Paid media at 0.8 × 100 %: signage 240 × $9.50 = $1,824; print 60 × $14 = $672; digital 430 × $11 =
    // $3,784; TV 150 × $22 = $2,640; radio 290 × $12 = $2,784; social 540 × $8.50 = $3,672 (not multiplied).
    // Hot chocolate 5,400 × $2 × 0.8 × 70 % = $6,048; contest 34 × $2 = $68; radio buy $12,000 at face value.
    // 15,376 + 6,048 + 68 + 12,000 = $33,492. Cost: the budget, 15,000 + 10,000 + 3,000 + 1,500 = $29,500.
    expect(a?.activation).toMatchObject({ costCents: 2_950_000, valueCents: 3_349_200 });
    expect(result.lines.filter((l) => l.side === 'activation').map((l) => l.id)).toEqual([
      'paid_media.signage',
      'paid_media.print',
      'paid_media.digital',
      'paid_media.tv',
      'paid_media.radio',
      'paid_media.social',
      `activation.${item(1500)}`,
      `activation.${item(1501)}`,
      `activation.${item(1502)}`,
    ]);
  });

  it('reads 1.12:1 on the rights fee and 1.02:1 for the programme, withholding the verdict', () => {
    // 95,385.92 / 85,000 = 1.1222 → 1.12; (95,385.92 + 33,492) / (85,000 + 29,500 + 12,000) = 128,877.92 /
    // 126,500 = 1.0188 → 1.02.
    expect(a?.rightsFeeRatio.value).toBe(1.12);
    expect(a?.programmeRatio.value).toBe(1.02);
    // Unconfirmed: three unit values beyond 3× the catalogue's suggestion — rink board $450 and video board
    // $180 against 3,765 people a game × $9.50 / 1000 = $35.77 (limit $107.31), Instagram post $250 against
    // 1,925 × $8.50 / 1000 = $16.36 (limit $49.08) — and two CPMs beyond twice their range: print $14 under
    // $42.65 / 2 = $21.33, digital $11 over $3.84 × 2 = $7.68.
    expect(a?.warnings.map((w) => [w.rule, w.figure])).toEqual([
      ['unit_value', 450],
      ['unit_value', 180],
      ['unit_value', 250],
      ['cpm', 14],
      ['cpm', 11],
    ]);
    expect(a?.verdict).toEqual({ bands: [], preliminary: ['unconfirmed_warnings'] });
    // Every qualitative question is answered; 22 % actual (the media lines' measured counts, $18,745.83 of
    // $85,501.16 = 21.92 %), 78 % entered; the audience is audited.
    expect(a?.dataQuality).toEqual({
      value: { actual: 22, entered: 78, default: 0 },
      questions: { asked: 26, answered: 26, unansweredShare: 0 },
      audienceAudited: true,
    });
  });

  it('states the fair rights fee, the interval and what moves it most', () => {
    // 95,385.92 / 2.0 (the method's target) = $47,692.96.
    expect(a?.fairRightsFee).toMatchObject({ cents: 4_769_296, target: { ratio: 2, source: 'default' } });
    // The largest swing: the official bank's predominance 4 (0.8) → 3 (0.6) or 5 (1.0): ±$3,000 × 1.1781 =
    // ±$3,534.30.
    expect(result.uncertainty?.sensitivity?.[0]).toMatchObject({
      key: `contractual_benefits.${item(1304)}.predominance`,
      lowCents: 9_538_592 - 353_430,
      highCents: 9_538_592 + 353_430,
    });
    const interval = a?.rights.interval;
    expect(interval?.p10Cents).toBeLessThan(9_538_592 - 353_430);
    expect(interval?.p90Cents).toBeGreaterThan(9_538_592 + 353_430);
    // Narrower than the joint extreme of the same widths.
    expect(interval?.p10Cents).toBeGreaterThan(a?.rights.stress.lowCents ?? Infinity);
    expect(interval?.p90Cents).toBeLessThan(a?.rights.stress.highCents ?? -Infinity);
    // Shown: $95,386 of rights value, $33,492 of activation, each line once.
    expect(a?.shown).toMatchObject({ rightsTotalCents: 9_538_600, activationCents: 3_349_200 });
  });
});
