// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brandPalette, brandShades, contrastRatio, MIN_TEXT_CONTRAST } from './brand-colors.ts';

const SAMPLES = [
  '#c8102e',
  '#1c7ed6',
  '#ffd43b',
  '#ffff00',
  '#00ff00',
  '#ffffff',
  '#000000',
  '#0b1f3a',
  '#7048e8',
];

/** Perceived order of two colours: the darker has the lower WCAG luminance, so more contrast with white. */
const darkerOrSame = (a: string, b: string) =>
  contrastRatio(a, '#ffffff') >= contrastRatio(b, '#ffffff') - 0.01;

describe('brandShades', () => {
  it('puts the colour, unchanged, where its lightness falls in the scale', () => {
    expect(brandShades('#1c7ed6').index).toBe(7); // Mantine's own blue.7
    expect(brandShades('#C8102E').shades[brandShades('#c8102e').index]).toBe('#c8102e');
    expect(brandShades('#ffffff').index).toBe(0);
    expect(brandShades('#000000').index).toBe(9);
  });

  it('gives ten shades from light to dark', () => {
    for (const color of SAMPLES) {
      const { shades } = brandShades(color);
      expect(shades, color).toHaveLength(10);
      for (const shade of shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      for (let i = 1; i < 10; i++)
        expect(darkerOrSame(shades[i] ?? '', shades[i - 1] ?? ''), color).toBe(true);
      expect(contrastRatio(shades[0] ?? '', '#ffffff'), color).toBeLessThan(1.25);
    }
  });
});

describe('brandPalette', () => {
  it('wears the colour itself when text on it and it as text on white are readable', () => {
    const { shades, primaryShade } = brandPalette('#c8102e');
    expect(shades[primaryShade]).toBe('#c8102e');
  });

  it('wears a darker shade of a colour too light for text (4.5:1 with white)', () => {
    for (const color of SAMPLES) {
      const { shades, primaryShade } = brandPalette(color);
      expect(contrastRatio(shades[primaryShade] ?? '', '#ffffff'), color).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      expect(primaryShade, color).toBeGreaterThanOrEqual(brandShades(color).index);
    }
    expect(brandPalette('#ffd43b').primaryShade).toBeGreaterThan(brandShades('#ffd43b').index);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
