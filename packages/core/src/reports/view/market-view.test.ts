import { describe, expect, it } from 'vitest';
import fixture from '../../../../../apps/web/src/features/reports/components/report-fixture.test-data.json' with {
  type: 'json',
};
import type { Report, ReportEntry } from '../schema.ts';
import { entryView } from './entry-view.ts';

const [entry] = (fixture as unknown as Report).entries as [ReportEntry];
const section = (e: ReportEntry, lang: 'en' | 'fr', id: string) =>
  JSON.stringify(entryView(e, lang).sections.find((s) => s.id === id)).replace(/\s/g, ' ');

describe('the market context of a report', () => {
  it('shows the benchmark group with n, its date and the report’s own figures beside the quartiles', () => {
    const text = section(entry, 'en', 'benchmarks');
    expect(text).toContain(
      'Group: Team · Official partner, 8 complete properties across accounts, computed on 20 November 2026.',
    );
    expect(text).toContain('1st quartile');
    expect(section(entry, 'fr', 'benchmarks')).toContain('calculé le 20 novembre 2026');
  });

  it('says honestly when no group has enough data yet, and when a report predates benchmarks', () => {
    const none = { ...entry, benchmarks: { criteria: entry.benchmarks?.criteria ?? [], groups: [] } };
    expect(section(none, 'en', 'benchmarks')).toContain(
      'Not enough data yet: a group is shown once it holds at least 5 complete properties from 3 accounts.',
    );
    expect(section(none, 'fr', 'benchmarks')).toContain('Pas encore assez de données');
    const { benchmarks: _none, ...older } = entry;
    expect(section(older, 'en', 'benchmarks')).toContain('regenerate it to add them');
  });

  it('names each similarity criterion as the form does, with how many comparables share it', () => {
    const text = section(entry, 'en', 'comparables');
    expect(text).toContain('Among the 4 most similar complete properties on this account.');
    for (const cell of [
      'Type',
      'Team',
      'Sponsorship level',
      'Official partner',
      '1,000,000 to 10,000,000 impressions',
      '$25,000 to $100,000',
      '2 of 4',
    ])
      expect(text).toContain(cell);
    expect(section(entry, 'fr', 'comparables')).toContain('de 1 000 000 à 10 000 000 impressions');
    expect(text).not.toMatch(/team\b|official\b|audience_band|priceBand/);
  });
});
