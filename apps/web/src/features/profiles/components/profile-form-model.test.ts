import { brandProfileInputSchema, DEMOGRAPHICS, type Status, stepsWithErrors } from '@cakemix/core';
import { describe, expect, it } from 'vitest';
import type { StepSaveAction } from '@/components/step-form-actions.tsx';
import { en } from '@/lib/i18n/en.ts';
import { fr } from '@/lib/i18n/fr.ts';
import { statusForSave, valueAtPath } from '@/lib/step-form.ts';
import { completeProfile } from './profile-fixtures.test-data.ts';
import {
  emptyProfileValues,
  formValuesToProfile,
  type ProfileFormValues,
  profileFormErrors,
  profileToFormValues,
} from './profile-form-model.ts';

describe('profile form values', () => {
  it('start empty, with every option of the core schema', () => {
    const values = emptyProfileValues();
    const saved = formValuesToProfile({ ...values, name: 'A' }, 'draft');
    // The body the form sends for an empty draft is exactly what the core schema makes of a bare name.
    expect(saved).toEqual(brandProfileInputSchema.parse({ name: 'A' }));
  });

  it('go from a saved profile to the inputs and back unchanged', () => {
    const profile = completeProfile();
    const { id, website_id, created_at, updated_at, updated_by, ...data } = profile;
    expect(formValuesToProfile(profileToFormValues(profile), 'complete')).toEqual(data);
    expect(profileToFormValues(profile).demographics.age.under_18).toBe('');
  });

  it('read half-typed numbers, trim the name and keep the areas in form order', () => {
    const values = emptyProfileValues();
    values.name = '  Winter brand ';
    values.objectives.visibility = '12.';
    values.objectives.image = '0.50';
    values.geographic_areas = ['europe', 'north_america'];
    const saved = formValuesToProfile(values, 'draft');
    expect(saved.name).toBe('Winter brand');
    expect(saved.objectives).toMatchObject({ visibility: 12, image: 0.5, affinity: null });
    expect(saved.geographic_areas).toEqual(['north_america', 'europe']);
  });

  it('read the optional target ratio: empty is the website’s, a half-typed one its number', () => {
    const values = emptyProfileValues();
    expect(formValuesToProfile(values, 'draft').target_ratio).toBeNull();
    values.target_ratio = '2.';
    expect(formValuesToProfile(values, 'draft').target_ratio).toBe(2);
    values.target_ratio = 2.75;
    expect(profileToFormValues(formValuesToProfile(values, 'draft')).target_ratio).toBe(2.75);
  });
});

describe('profileFormErrors', () => {
  it('refuses a target ratio out of its bounds on its own field, draft or not', () => {
    const values = { ...emptyProfileValues(), name: 'Brand', target_ratio: 0.5 };
    expect(profileFormErrors(values, 'draft')).toEqual({ target_ratio: ['targetRatioInvalid'] });
    expect(profileFormErrors({ ...values, target_ratio: 2.5 }, 'draft')).toEqual({});
  });

  it('lets a draft be incomplete, with any total (marked, not refused), but not nameless', () => {
    const values = emptyProfileValues();
    expect(profileFormErrors(values, 'draft')).toEqual({ name: ['fieldRequired'] });
    values.name = 'Draft';
    values.demographics.gender = { female: 70, male: 40 };
    expect(profileFormErrors(values, 'draft')).toEqual({});
    // Finishing names the rule, however far off the total: one message for 110 % and for 99 %.
    expect(profileFormErrors(values, 'complete')['demographics.gender']).toEqual(['percentTotalExact']);
    values.demographics.gender = { female: 70, male: 29 };
    expect(profileFormErrors(values, 'complete')['demographics.gender']).toEqual(['percentTotalExact']);
  });

  it('asks a complete profile for everything, in both steps', () => {
    const values = emptyProfileValues();
    values.name = 'Complete';
    values.objectives.visibility = 60;
    const errors = profileFormErrors(values, 'complete');
    expect(errors.objectives).toEqual(['percentTotalExact']);
    expect(errors['demographics.age']).toEqual(['fieldRequired']);
    expect(errors['characteristics.solid']).toEqual(['optionRequired']);
    expect(errors.geographic_scope).toEqual(['optionRequired']);
    expect(errors.geographic_areas).toEqual(['optionRequired']);
    expect(stepsWithErrors(errors)).toEqual(['brand', 'audience']);
    expect(profileFormErrors(profileToFormValues(completeProfile()), 'complete')).toEqual({});
  });
});

describe('statusForSave, with the profile rules', () => {
  const complete = profileToFormValues(completeProfile());
  const broken = { ...complete, objectives: { ...complete.objectives, visibility: '' } };
  const statusOf = (action: StepSaveAction, saved: Status | null, values: ProfileFormValues) =>
    statusForSave(action, saved, () => profileFormErrors(values, 'complete'));

  it('finishing asks for complete; other saves of a new or draft profile are drafts', () => {
    expect(statusOf('finish', null, broken)).toBe('complete');
    expect(statusOf('quit', null, complete)).toBe('draft');
    expect(statusOf('continue', 'draft', complete)).toBe('draft');
  });

  it('keeps a complete profile complete while it still meets the rules, else saves it as a draft', () => {
    expect(statusOf('quit', 'complete', complete)).toBe('complete');
    expect(statusOf('continue', 'complete', complete)).toBe('complete');
    expect(statusOf('quit', 'complete', broken)).toBe('draft');
  });
});

describe('valueAtPath', () => {
  it('reads a dotted path, and nothing past the end', () => {
    const values = profileToFormValues(completeProfile());
    expect(valueAtPath(values, 'demographics.gender')).toEqual({ female: 50, male: 50 });
    expect(valueAtPath(values, 'characteristics.sincere')).toBe(4);
    expect(valueAtPath(values, 'name.first.letter')).toBeUndefined();
  });
});

describe('option labels', () => {
  it('name every demographic option of the core schema in both languages', () => {
    for (const [dimension, options] of Object.entries(DEMOGRAPHICS)) {
      for (const translations of [en, fr]) {
        const labels = translations.options.demographics[dimension as keyof typeof DEMOGRAPHICS];
        expect(Object.keys(labels).sort()).toEqual([...options].sort());
      }
    }
  });
});
