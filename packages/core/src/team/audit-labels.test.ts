import { describe, expect, it } from 'vitest';
import { auditFieldLabel, auditRecordText, auditValueText } from './audit-labels.ts';

describe('audit log labels', () => {
  it('names a property’s fields as the property form does, in the reader’s language', () => {
    expect(auditFieldLabel('property', 'name', 'en')).toBe('Property name');
    expect(auditFieldLabel('property', 'name', 'fr')).toBe('Nom de la propriété');
    expect(auditFieldLabel('property', 'data.general.years_in_operation', 'en')).toMatch(/^General › .+ › /);
    expect(auditFieldLabel('property', 'items.contractual_benefit.5f0c', 'fr')).toBe(
      'Médias détenus › Avantages contractuels',
    );
    expect(auditFieldLabel('property', 'items.activation_item.5f0c', 'en')).toBe('Activation');
  });

  it('names the other records’ fields and never shows a column or a code', () => {
    expect(auditFieldLabel('member', 'role', 'fr')).toBe('Rôle');
    expect(auditFieldLabel('brand_profile', 'data.objectives.visibility', 'en')).toBe(
      'Communication objectives › Visibility',
    );
    expect(auditValueText('viewer', 'fr')).toBe('Lecteur');
    expect(auditValueText(5_500_000, 'en', 'asked_price_cents')).toBe('$55,000');
    expect(auditValueText(null, 'en')).toBe('—');
    expect(auditRecordText({ record_type: 'rate_card', record_name: 'cpm.tv' }, 'en')).toBe('Television CPM');
  });
});
