import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { contrastRatio, hexToRgb, MIN_TEXT_CONTRAST, type Rgb, rgbToHex } from './brand-colors.ts';

/** A little above WCAG AA's 4.5:1, so that rounding in a browser never lands under it. */
const TARGET = MIN_TEXT_CONTRAST + 0.1;

/** `hex` mixed with black: `amount` 0 keeps it, 1 is black. */
const darker = (hex: string, amount: number) =>
  rgbToHex(hexToRgb(hex).map((channel) => channel * (1 - amount)) as Rgb);

/** The first shade of `palette` from `from` on that reads on `background`, else its darkest one darkened. */
export function readableShade(palette: MantineColorsTuple, background: string, from: number): string {
  for (const shade of palette.slice(from)) if (contrastRatio(shade, background) >= TARGET) return shade;
  const darkest = palette[palette.length - 1] ?? '#000000';
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const color = darker(darkest, amount);
    if (contrastRatio(color, background) >= TARGET) return color;
  }
  return '#000000';
}

/**
 * Mantine's colours as text, made readable (WCAG AA, 4.5:1): coloured text (`c="orange"`, which components
 * use rather than a fixed shade) and outline badges on white, and the
 * text of light badges and buttons on their tinted background use each palette's first shade dark enough
 * (orange 8 was 3.6:1 on white, teal 9 4.3:1 on its tint). The dimmed grey of secondary text, Mantine's
 * gray 6 (3.3:1 on white), becomes #5c636a (6.1:1 on white, 5.5:1 on the light grey panels).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': '#5c636a' };
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (palette.length < 10) continue;
    const onWhite = readableShade(palette, '#ffffff', 6);
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-light-color`] = readableShade(palette, palette[1] ?? '#ffffff', 6);
  }
  return { variables: {}, light, dark: {} };
};
