import type { Language } from '../languages.ts';
import { profileOptionsEn } from './profile-options.en.ts';
import { profileOptionsFr } from './profile-options.fr.ts';

export { profileOptionsEn, profileOptionsFr };
export type ProfileOptionTexts = typeof profileOptionsEn;

/** The brand profile's option names in a language. */
export const PROFILE_OPTION_TEXTS: Record<Language, ProfileOptionTexts> = {
  en: profileOptionsEn,
  fr: profileOptionsFr,
};
