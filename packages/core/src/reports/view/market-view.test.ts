import { describe, expect, it } from 'vitest';
import fixture from '../../../../../apps/web/src/features/reports/components/report-fixture.test-data.json' with {
  type: 'json',
};
import { formatCents } from '../../i18n/format.ts';
import type { Report, ReportEntry } from '../report-schema.ts';
import { entryView } from './entry-view.ts';

const [entry] = (fixture as unknown as Report).entries as [ReportEntry];
/** A figure in cents as the English report shows money. */
const f = (cents: number | null | undefined) => formatCents(cents ?? 0, 'en');
const section = (e: ReportEntry, lang: 'en' | 'fr', id: string) =>
  JSON.stringify(entryView(e, lang).sections.find((s) => s.id === id)).replace(/\s/g, ' ');

describe('the market context of a report', () => {
  it('shows the benchmark group with n, its date and the property’s neutral-brand figures beside the quartiles', () => {
    const text = section(entry, 'en', 'benchmarks');
    expect(text).toContain(
      'Group: Team · Official partner, 10 complete properties of other accounts, computed on 20 November 2026.',
    );
    expect(text).toContain('1st quartile');
    expect(text).toContain('This property (neutral brand)');
    // The figure beside the quartiles is the one they are comparable with: the stand-alone value.
    expect(text).toContain(f(entry.comparables.subject?.valueCents));
    expect(section(entry, 'fr', 'benchmarks')).toContain('calculé le 20 novembre 2026');
  });

  it('says truly how the groups are kept anonymous, with the rules’ numbers, in both languages', () => {
    expect(section(entry, 'en', 'benchmarks')).toContain(
      'Anonymised: computed from other accounts’ properties only, never this account’s, so nothing entered on this account changes them. A group is shown only with at least 10 properties from at least 5 other accounts, none holding more than a third of them or half of their value or cost, and every quartile and median is rounded to 2 significant figures.',
    );
    expect(section(entry, 'fr', 'benchmarks')).toContain(
      'au moins 10 propriétés d’au moins 5 autres comptes, dont aucun ne détient plus du tiers des propriétés ni plus de la moitié de leur valeur ou de leur coût, et chaque quartile et médiane est arrondi à 2 chiffres significatifs.',
    );
  });

  it('says honestly when no group has enough data yet, when a report predates benchmarks, and when its benchmarks were withdrawn', () => {
    const none = { ...entry, benchmarks: { criteria: entry.benchmarks?.criteria ?? [], groups: [] } };
    expect(section(none, 'en', 'benchmarks')).toContain(
      'Not enough data yet: a group is shown once other accounts hold at least 10 complete properties in it, from at least 5 accounts',
    );
    expect(section(none, 'fr', 'benchmarks')).toContain('Pas encore assez de données');
    const { benchmarks: _none, ...older } = entry;
    expect(section(older, 'en', 'benchmarks')).toContain('regenerate it to add them');
    const withdrawn = { ...entry, benchmarks: { criteria: [], groups: [], withdrawn: true } };
    expect(section(withdrawn, 'en', 'benchmarks')).toContain('computed under earlier rules');
    expect(section(withdrawn, 'fr', 'benchmarks')).toContain('calculés selon des règles antérieures');
  });

  it('names each similarity criterion as the form does, with how many comparables share it', () => {
    const text = section(entry, 'en', 'comparables');
    expect(text).toContain('Among the 4 most similar complete properties of the same type on this account.');
    for (const cell of [
      'Type',
      'Team',
      'Sponsorship level',
      'Official partner',
      '1,000,000 to 10,000,000 impressions',
      '$25,000 to $100,000',
      '4 of 4',
    ])
      expect(text).toContain(cell);
    expect(section(entry, 'fr', 'comparables')).toContain('de 1 000 000 à 10 000 000 impressions');
    expect(text).not.toMatch(/team\b|official\b|audience_band|priceBand/);
  });

  it('compares like for like: the neutral-brand figures and the percentile among the comparables', () => {
    const text = section(entry, 'en', 'comparables');
    expect(text).toContain('This property (neutral brand)');
    expect(text).toContain(f(entry.comparables.subject?.valueCents));
    expect(text).toContain('Like for like: this property is valued here for a neutral brand');
    expect(section(entry, 'fr', 'comparables')).toContain('Cette propriété (marque neutre)');
  });

  it('says when fewer than three properties of the same type are there, naming the type', () => {
    const few = {
      ...entry,
      comparables: {
        ...entry.comparables,
        count: 2,
        value: { percentile: null, median: null, min: null, max: null },
      },
    };
    expect(section(few, 'en', 'comparables')).toContain(
      'Fewer than 3 other complete properties of this type (Team) on this account: comparables are properties of the same type only, so no comparison is shown.',
    );
    expect(section(few, 'fr', 'comparables')).toContain('de ce type (Équipe)');
    const untyped = {
      ...few,
      comparables: {
        ...few.comparables,
        criteria: few.comparables.criteria?.map((c) => (c.criterion === 'type' ? { ...c, key: null } : c)),
      },
    };
    expect(section(untyped, 'en', 'comparables')).toContain('This property does not state its type');
  });
});
