import { describe, expect, it } from 'vitest';
import { matchesRoutePath, pageLanguage } from './prerendered-pages.ts';

describe('the language a page is drawn in', () => {
  it('is the saved choice, over the browser’s', () => {
    expect(pageLanguage('en', 'fr-CA,fr;q=0.9')).toBe('en');
    expect(pageLanguage('fr', 'en-AU')).toBe('fr');
  });

  it('without a valid choice, is the first of the browser’s languages the app offers, else French', () => {
    expect(pageLanguage(undefined, 'de-DE,en-AU;q=0.8,fr;q=0.5')).toBe('en');
    expect(pageLanguage('de', 'fr-CA')).toBe('fr');
    expect(pageLanguage(undefined, 'de-DE')).toBe('fr');
    expect(pageLanguage(undefined, undefined)).toBe('fr');
  });
});

describe('matching a path to a route pattern', () => {
  it('matches literal segments and any value of a parameter', () => {
    expect(matchesRoutePath('/login', '/login')).toBe(true);
    expect(matchesRoutePath('/login', '/login/')).toBe(true);
    expect(matchesRoutePath('/password/reset/:token', '/password/reset/abc')).toBe(true);
    expect(matchesRoutePath('/', '/')).toBe(true);
  });

  it('refuses other segments and other lengths', () => {
    expect(matchesRoutePath('/login', '/logins')).toBe(false);
    expect(matchesRoutePath('/password/reset/:token', '/password/reset')).toBe(false);
    expect(matchesRoutePath('/password/reset/:token', '/password/reset/a/b')).toBe(false);
    expect(matchesRoutePath('/', '/reports')).toBe(false);
  });
});
