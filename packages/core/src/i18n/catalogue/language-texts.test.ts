import { describe, expect, it, vi } from 'vitest';
import { OBJECTIVE_LABELS, RATIO_BAND_LABELS } from '../../reports/labels.ts';
import { byLanguage, provideLanguageTexts } from './language-texts.ts';
import { plausibilityFr } from './plausibility.fr.ts';
import { propertyFormFr } from './property-form.fr.ts';
import { rateCardFr } from './rate-card.fr.ts';
import { reportsFr } from './reports.fr.ts';
import { REPORT_TEXTS } from './reports.ts';

// As in the browser (languages-at-start.browser.ts): no language's texts until the app provides them.
vi.mock('@cakemix/core/catalogue-languages', () => ({ TEXTS_AT_START: {} }));

describe('core texts in a browser, one language at a time', () => {
  it('reads a value in a language only when asked for', () => {
    const read = vi.fn((lang: string) => `in ${lang}`);
    const values = byLanguage(read);
    expect(read).not.toHaveBeenCalled();
    expect(values.fr).toBe('in fr');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('says which catalogue is missing until it is provided, then reads it, labels included', () => {
    expect(() => REPORT_TEXTS.fr).toThrow('The fr catalogue is not loaded: no reports texts in fr.');
    // The labels' maps are made when their module loads, before any language's texts are there.
    expect(() => RATIO_BAND_LABELS.strong.fr).toThrow('The fr catalogue is not loaded');

    provideLanguageTexts('fr', {
      reports: reportsFr,
      rateCard: rateCardFr,
      propertyForm: propertyFormFr,
      plausibility: plausibilityFr,
    });
    expect(REPORT_TEXTS.fr).toBe(reportsFr);
    expect(RATIO_BAND_LABELS.strong.fr).toBe(reportsFr.labels.ratioBands.strong);
    expect(OBJECTIVE_LABELS.visibility.fr).toBe(reportsFr.labels.objectives.visibility);
    // The other language is still not there: a page brings the reader's only.
    expect(() => REPORT_TEXTS.en).toThrow('The en catalogue is not loaded');
  });
});
