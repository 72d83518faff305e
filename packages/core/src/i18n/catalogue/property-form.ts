import type { Language } from '../languages.ts';
import { propertyFormEn } from './property-form.en.ts';
import { propertyFormFr } from './property-form.fr.ts';

export { propertyFormEn, propertyFormFr };
export type PropertyFormTexts = typeof propertyFormEn;

/** The property form's texts in a language: field labels and option names. */
export const PROPERTY_FORM_TEXTS: Record<Language, PropertyFormTexts> = {
  en: propertyFormEn,
  fr: propertyFormFr,
};
