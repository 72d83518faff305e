import { textsByLanguage } from './language-texts.ts';
import type { propertyFormEn } from './property-form.en.ts';

export { propertyFormEn } from './property-form.en.ts';
export { propertyFormFr } from './property-form.fr.ts';
export type PropertyFormTexts = typeof propertyFormEn;

/** The property form's texts in a language: field labels and option names. */
export const PROPERTY_FORM_TEXTS = textsByLanguage('propertyForm');
