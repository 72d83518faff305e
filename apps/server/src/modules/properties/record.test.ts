import { METHODOLOGY_VERSION, propertyInputSchema, standaloneValuation } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import { fullProperty } from '../../../test/property-fixtures.ts';
import { fromRecord, toCents, toRecord } from './record.ts';

describe('property record', () => {
  it('splits a property into list columns, a JSON document and ordered items, and back', () => {
    const property = fullProperty();
    const record = toRecord(property);
    expect(record.columns).toEqual({
      status: 'complete',
      name: property.general.name,
      sponsorshipType: 'team',
      category: 'sports',
      cityId: 'CA-QC-sherbrooke',
      cityName: 'Sherbrooke',
      cityRegion: 'QC',
      cityCountry: 'CA',
      startDate: '2025-09-19',
      endDate: '2026-04-05',
      askedPriceCents: 8_500_000,
      sponsorshipLevel: property.general.sponsorship_level,
      ...standaloneValuation(property),
      valueVersion: METHODOLOGY_VERSION,
    });
    expect(record.columns.valueCents).toBeGreaterThan(0);
    // What the columns and items hold is not repeated in the document.
    expect(record.data.general).not.toHaveProperty('name');
    expect(record.data.general).not.toHaveProperty('digital_audiences');
    expect(record.data.management).not.toHaveProperty('rights_fee');
    expect(record.data).not.toHaveProperty('hospitality');
    expect(record.items.filter((i) => i.kind === 'hospitality_item').map((i) => i.position)).toEqual([
      0, 1, 2,
    ]);
    expect(record.items.every((item) => !('id' in item.data))).toBe(true);

    const reversed = { ...record, items: [...record.items].reverse() };
    expect(fromRecord(reversed)).toEqual(property);
    expect(property.general.name).toBe(fullProperty().general.name);
  });

  it('reads a draft with empty columns back as the same draft', () => {
    const draft = propertyInputSchema.parse({ general: { name: 'Draft' } });
    expect(toRecord(draft).columns.askedPriceCents).toBeNull();
    expect(fromRecord(toRecord(draft))).toEqual(draft);
  });

  it('turns dollars into exact cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(10_000_000_000)).toBe(1_000_000_000_000);
  });
});
