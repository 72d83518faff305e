import { propertyInputSchema, propertyStepsWithErrors, type Status } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import type { StepSaveAction } from '@/components/step-form-actions.tsx';
import { statusForSave } from '@/lib/step-form.ts';
import { savedProperty } from './property-fixtures.test-data.ts';
import {
  emptyPropertyValues,
  formValuesToProperty,
  type PropertyFormValues,
  propertyCompleteCheck,
  propertyFormErrors,
  propertyToFormValues,
} from './property-form-model.ts';

describe('property form model', () => {
  it('round-trips a saved property through the form values', () => {
    const property = savedProperty();
    const values = propertyToFormValues(property);
    expect(values).not.toHaveProperty('id');
    expect(values.target.audience_origin.local).toBe(80);
    expect(values.target.audience_origin.national).toBe('');
    const { id: _id, website_id, created_at, updated_at, updated_by, ...data } = property;
    expect(formValuesToProperty(values, 'complete')).toEqual(data);
  });

  it('starts a new property from the core defaults with an empty name', () => {
    const values = emptyPropertyValues();
    expect(values.general.name).toBe('');
    expect(values.hospitality.items).toEqual([]);
    expect(propertyFormErrors(values, 'draft')).toEqual({ 'general.name': ['fieldRequired'] });
  });

  it('keeps the tick-box questions unanswered (null) apart from answered "none of these" ([])', () => {
    const values = emptyPropertyValues();
    expect(values.general.exclusivity).toBeNull();
    expect(values.general.sponsor_benefits).toBeNull();
    expect(values.management.information_sources).toBeNull();
    expect(values.general.events_per_season).toBeNull();
    values.general.name = 'Lynx';
    const unanswered = formValuesToProperty(values, 'draft');
    expect(unanswered.general.sponsor_benefits).toBeNull();
    expect(unanswered.general.exclusivity).toBeNull();
    expect(unanswered.management.information_sources).toBeNull();
    expect(propertyInputSchema.parse(unanswered).general.sponsor_benefits).toBeNull();

    const property = savedProperty();
    property.general.sponsor_benefits = [];
    property.management.information_sources = [];
    property.general.exclusivity = null;
    property.general.events_per_season = 41;
    const data = formValuesToProperty(propertyToFormValues(property), 'draft');
    expect(data.general.sponsor_benefits).toEqual([]);
    expect(data.management.information_sources).toEqual([]);
    expect(data.general.exclusivity).toBeNull();
    expect(data.general.events_per_season).toBe(41);
    expect(propertyInputSchema.safeParse(data).success).toBe(true);
  });

  it('turns half-typed percentages into numbers and empty ones into null', () => {
    const values = emptyPropertyValues();
    values.general.name = 'Lynx';
    values.target.audience_origin.local = '12.';
    values.target.audience_segments.gender.female = '';
    const data = formValuesToProperty(values, 'draft');
    expect(data.target.audience_origin.local).toBe(12);
    expect(data.target.audience_segments.gender.female).toBeNull();
    expect(propertyInputSchema.safeParse(data).success).toBe(true);
  });

  it('finds schema errors of items with their index, and the steps that hold them', () => {
    const values = propertyToFormValues(savedProperty());
    values.general.social_handles[0] = {
      ...values.general.social_handles[0],
      handle: 'not a handle!',
    } as never;
    values.hospitality.items[0] = { ...values.hospitality.items[0], name: ' ' } as never;
    const errors = propertyFormErrors(values, 'draft');
    expect(errors).toEqual({
      'general.social_handles.0.handle': ['handleInvalid'],
      'hospitality.items.0.name': ['fieldRequired'],
    });
    expect(propertyStepsWithErrors(errors)).toEqual(['general', 'hospitality']);
  });

  it('asks a complete property for everything a valuation needs, step by step', () => {
    const values = propertyToFormValues(savedProperty());
    expect(propertyFormErrors(values, 'complete')).toEqual({});
    values.management.rights_fee = null;
    values.custom_metrics.items[0] = { ...values.custom_metrics.items[0], value: null } as never;
    const errors = propertyFormErrors(values, 'complete');
    expect(errors).toEqual({
      'management.rights_fee': ['fieldRequired'],
      'custom_metrics.items.0.value': ['fieldRequired'],
    });
    expect(propertyStepsWithErrors(errors)).toEqual(['management', 'custom_metrics']);
    // A draft may lack them.
    expect(propertyFormErrors(values, 'draft')).toEqual({});
  });

  it('decides the status of a save like the profile form', () => {
    const complete = propertyToFormValues(savedProperty());
    const incomplete = propertyToFormValues(savedProperty());
    incomplete.general.city = null;
    const statusOf = (action: StepSaveAction, saved: Status | null, values: PropertyFormValues) =>
      statusForSave(action, saved, () => propertyFormErrors(values, 'complete'));
    expect(statusOf('finish', null, incomplete)).toBe('complete');
    expect(statusOf('continue', null, complete)).toBe('draft');
    expect(statusOf('quit', 'draft', complete)).toBe('draft');
    expect(statusOf('continue', 'complete', complete)).toBe('complete');
    expect(statusOf('quit', 'complete', incomplete)).toBe('draft');
  });

  it('mark a new property’s steps from the rules even before it has a name', () => {
    const check = propertyCompleteCheck(emptyPropertyValues());
    expect(check.rulesChecked).toBe(true);
    expect(check.errors['general.name']).toEqual(['fieldRequired']);
    expect(propertyStepsWithErrors(check.errors)).toEqual(
      expect.arrayContaining(['general', 'target', 'relevance', 'management', 'owned_media']),
    );
  });
});
