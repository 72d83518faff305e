import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue, usesWholeCatalogue } from './catalogues.ts';
import { fr } from './fr.ts';
import { i18n } from './i18n.ts';
import { switchLanguage } from './language.ts';

describe('whole catalogues', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('load once per language; once a screen used one, switching language loads the other first', async () => {
    // The test setup adds both catalogues; take French back to what the first page carries.
    i18n.removeResourceBundle('fr', 'translation');
    expect(i18n.getFixedT('fr')('profiles.title')).not.toBe(fr.profiles.title);
    expect(usesWholeCatalogue()).toBe(false);

    const first = loadCatalogue('en');
    expect(loadCatalogue('en')).toBe(first);
    await first;
    expect(usesWholeCatalogue()).toBe(true);

    await switchLanguage('fr');
    expect(i18n.t('profiles.title')).toBe(fr.profiles.title);
  });
});
