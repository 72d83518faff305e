import { describe, expect, it } from 'vitest';
import fixture from '../../../../apps/web/src/features/reports/components/report-fixture.test-data.json' with {
  type: 'json',
};
import { ratesWithCard } from '../valuation/rate-card.ts';
import { DEFAULT_RATES, type Rates } from '../valuation/rates.ts';
import { ratesUsed } from './rates-used.ts';
import type { Report } from './report-schema.ts';
import { reportView } from './view/report-view.ts';

describe('rates used', () => {
  it('lists the rate-card entries that differ from the defaults, and nothing for the defaults', () => {
    expect(ratesUsed(DEFAULT_RATES)).toEqual([]);
    const card = ratesWithCard(DEFAULT_RATES, { 'cpm.tv': 200, 'events_per_season.team': 40 });
    expect(ratesUsed(card)).toEqual([
      { key: 'cpm.tv', value: 200, default: DEFAULT_RATES.cpm.tv },
      { key: 'events_per_season.team', value: 40, default: DEFAULT_RATES.eventsPerSeason.team },
    ]);
  });

  it('reads a stored table missing entries as the defaults', () => {
    const { eventsPerSeason: _gone, ...older } = DEFAULT_RATES;
    expect(ratesUsed(older as unknown as Rates)).toEqual([]);
  });

  it('are named in the method note of the report, in both languages', () => {
    const report = {
      ...(fixture as unknown as Report),
      rates_used: ratesUsed(ratesWithCard(DEFAULT_RATES, { 'cpm.tv': 200 })),
    };
    const note = (lang: 'en' | 'fr') =>
      // fr-CA groups and spaces figures with no-break spaces: compare as plain spaces.
      JSON.stringify(reportView(report, lang).entries[0]?.sections.find((s) => s.id === 'how')).replace(
        /\s/g,
        ' ',
      );
    expect(note('en')).toContain(
      'Rates: this account’s rate card where it differs from the defaults — Television CPM $200.00 (default $46.85).',
    );
    expect(note('fr')).toContain('CPM de la télévision 200,00 $ (par défaut 46,85 $)');
    expect(JSON.stringify(reportView({ ...report, rates_used: [] }, 'en'))).toContain(
      'Rates: the Cakemix default rate table',
    );
  });
});
