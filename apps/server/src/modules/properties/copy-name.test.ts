import { describe, expect, it } from 'vitest';
import { copyNames } from './copy-name.ts';

describe('copy names', () => {
  it('suffix the name in the language, numbered from the second copy', () => {
    expect(copyNames('Lynx', 'en', 1, 3)).toEqual(['Lynx (copy)', 'Lynx (copy 2)', 'Lynx (copy 3)']);
    expect(copyNames('Lynx', 'fr', 9, 2)).toEqual(['Lynx (copie 9)', 'Lynx (copie 10)']);
  });

  it('cut a long name, never the suffix, to stay within 120 characters', () => {
    expect(copyNames('x'.repeat(120), 'fr', 12, 1)).toEqual([`${'x'.repeat(109)} (copie 12)`]);
    // A cut that ends on a space does not leave two spaces before the suffix.
    const [name] = copyNames(`${'x'.repeat(108)} ${'y'.repeat(11)}`, 'fr', 12, 1);
    expect(name).toBe(`${'x'.repeat(108)} (copie 12)`);
  });
});
