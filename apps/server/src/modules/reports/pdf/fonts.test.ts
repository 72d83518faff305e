import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { openDocumentFonts } from './fonts.ts';

interface ShapedRun {
  glyphs: { id: number }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}
interface TestFont {
  _glyphs: Record<number, unknown>;
  layout: (text: string, ...options: unknown[]) => ShapedRun;
}

const interFonts = () =>
  (Font.getRegisteredFonts().Inter?.sources ?? []).map((source) => source.data as unknown as TestFont);
const classLayout = (font: TestFont) => Object.getPrototypeOf(font).layout as TestFont['layout'];
const shape = (run: ShapedRun) =>
  run.glyphs.map((glyph, i) => [glyph.id, run.positions[i]?.xAdvance, run.positions[i]?.yOffset]);

// The texts textkit shapes: figures and punctuation that Inter's contextual alternates change, French spaces.
const TEXTS = [
  'VALUE-TO-COST RATIO',
  '1.09:1',
  'Predominance (1–5) 3 (entered)',
  '12\u202f345\u00a0$',
  'l’été',
];

describe('document fonts', () => {
  it('start each document with empty glyph caches and shape each string once, as the font would', async () => {
    const close = await openDocumentFonts();
    const fonts = interFonts();
    expect(fonts).toHaveLength(3);
    try {
      for (const font of fonts) {
        expect(Object.keys(font._glyphs)).toHaveLength(0);
        for (const text of TEXTS) {
          // A new object each time: fontkit writes the features it applied into the object it is given.
          for (const features of [() => [], () => ({ calt: false })]) {
            const run = font.layout(text, features(), undefined, undefined, 'ltr');
            expect(font.layout(text, features(), undefined, undefined, 'ltr')).toBe(run);
            expect(shape(run)).toEqual(
              shape(classLayout(font).call(font, text, features(), undefined, undefined, 'ltr')),
            );
          }
        }
      }
    } finally {
      close();
    }
  });

  it('keep nothing shaped from one document to the next', async () => {
    const close = await openDocumentFonts();
    const [font] = interFonts();
    if (!font) throw new Error('Inter is not loaded');
    const first = font.layout('Total value', []);
    close();
    expect(Object.hasOwn(font, 'layout')).toBe(false);
    expect(font.layout).toBe(classLayout(font));

    const closeNext = await openDocumentFonts();
    try {
      expect(Object.keys(font._glyphs)).toHaveLength(0);
      expect(font.layout('Total value', [])).not.toBe(first);
    } finally {
      closeNext();
    }
  });
});
