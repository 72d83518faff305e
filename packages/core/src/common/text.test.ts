import { describe, expect, it } from 'vitest';
import { isStorableText, unstorableTextPaths } from './text.ts';

describe('the text rule', () => {
  it('accepts any well-formed text, accents, emoji and right-to-left marks included', () => {
    for (const text of [
      '',
      'Lynx de Sherbrooke',
      'Fête « été » 10 000 $',
      '🏒 + ⚽',
      '\u200fمرحبا',
      'a\tb\nc',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL and lone surrogates, wherever they stand', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', 'end\ud83c'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('names the fields of a request that break it, keys and array items included', () => {
    expect(
      unstorableTextPaths({
        name: 'ok',
        general: { description: 'bad\u0000' },
        pairs: [{ title: 'ok' }, { title: '\ud800' }],
        'key\u0000': 1,
      }),
    ).toEqual(['general.description', 'pairs.1.title', 'key\u0000']);
    expect(unstorableTextPaths({ search: 'café' })).toEqual([]);
    expect(unstorableTextPaths('\u0000')).toEqual(['']);
  });
});
