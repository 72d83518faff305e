import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser language', () => {
    expect(detectLanguage('en', 'fr-CA')).toBe('en');
    expect(detectLanguage('fr', 'en-AU')).toBe('fr');
  });

  it('uses the first two letters of the browser language when nothing valid is stored', () => {
    expect(detectLanguage(null, 'en-US')).toBe('en');
    expect(detectLanguage(undefined, 'fr-CA')).toBe('fr');
    expect(detectLanguage('de', 'EN-gb')).toBe('en');
  });

  it('falls back to French for an unsupported or missing browser language', () => {
    expect(detectLanguage(null, 'de-DE')).toBe('fr');
    expect(detectLanguage(null, '')).toBe('fr');
    expect(detectLanguage(null, undefined)).toBe('fr');
  });
});
