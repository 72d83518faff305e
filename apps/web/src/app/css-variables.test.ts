import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './brand-colors.ts';
import { cssVariablesResolver } from './css-variables.ts';
import { defaultTheme, retailTheme } from './theme.ts';

describe('readable theme colours', () => {
  for (const [name, override] of [
    ['default', defaultTheme],
    ['retail', retailTheme],
  ] as const) {
    it(`gives every colour's text and light badges 4.5:1 at least (${name} theme)`, () => {
      const theme = mergeMantineTheme(DEFAULT_THEME, override);
      const { light } = cssVariablesResolver(theme);
      expect(contrastRatio(light['--mantine-color-dimmed'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
      for (const [color, palette] of Object.entries(theme.colors)) {
        const text = light[`--mantine-color-${color}-text`] ?? '';
        const onTint = light[`--mantine-color-${color}-light-color`] ?? '';
        expect(contrastRatio(text, '#ffffff'), color).toBeGreaterThanOrEqual(4.5);
        expect(light[`--mantine-color-${color}-outline`], color).toBe(text);
        expect(contrastRatio(onTint, palette[1] ?? ''), color).toBeGreaterThanOrEqual(4.5);
      }
      // Orange and teal needed more than their shade 8 and 9 (3.6:1 and 4.3:1).
      expect(light['--mantine-color-orange-light-color']).not.toBe(theme.colors.orange[9]);
    });
  }
});
