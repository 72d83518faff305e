import type { MantineColorShade, MantineColorsTuple } from '@mantine/core';

/*
 * A website's own colour (`#rrggbb`) made into the ten shades Mantine wants, lightest first. The work is done
 * in OKLCH, where lightness is what the eye sees: the colour keeps its own place in the scale (the shade
 * whose lightness is nearest its own), the shades above it lighten towards a pale tint of the same hue, those
 * below it darken, and a shade the screen cannot show loses chroma until it can.
 */

export type Rgb = [number, number, number];
interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** The lightness of Mantine's own scales, shade by shade (its blue, measured). */
const REFERENCE_LIGHTNESS = [0.965, 0.925, 0.86, 0.78, 0.72, 0.67, 0.625, 0.585, 0.54, 0.495];
const LIGHTEST = 0.965;
/** How much of the colour's chroma the lightest shade keeps: a tint, not a pastel of full strength. */
const LIGHTEST_CHROMA = 0.12;
/** Text on white (links, the active menu entry) and white on the colour (buttons) need 4.5:1 (WCAG AA). */
export const MIN_TEXT_CONTRAST = 4.5;

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((v) => v / 255) as Rgb;
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.min(1, Math.max(0, v)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const fromLinear = (v: number) => (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055);

function rgbToOklch(rgb: Rgb): Oklch {
  const [r, g, b] = rgb.map(toLinear) as Rgb;
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  return { l: L, c: Math.hypot(A, B), h: Math.atan2(B, A) };
}

/** Linear-light sRGB, possibly outside [0, 1] when the screen cannot show the colour. */
function oklchToLinearRgb({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos(h);
  const B = c * Math.sin(h);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const inGamut = (rgb: Rgb) => rgb.every((v) => v >= -1e-4 && v <= 1 + 1e-4);

/** The colour at this lightness and hue with as much of the chroma as the screen can show. */
function toHex(color: Oklch): string {
  let low = 0;
  let high = color.c;
  if (!inGamut(oklchToLinearRgb(color))) {
    for (let i = 0; i < 20; i++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinearRgb({ ...color, c: mid }))) low = mid;
      else high = mid;
    }
    high = low;
  }
  return rgbToHex(oklchToLinearRgb({ ...color, c: high }).map(fromLinear) as Rgb);
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Ten shades around `hex`, which stands unchanged at `index`. */
export function brandShades(hex: string): { shades: MantineColorsTuple; index: number } {
  const base = rgbToOklch(hexToRgb(hex));
  let index = 0;
  for (let i = 1; i < REFERENCE_LIGHTNESS.length; i++) {
    const distance = (j: number) => Math.abs((REFERENCE_LIGHTNESS[j] ?? 0) - base.l);
    if (distance(i) < distance(index)) index = i;
  }
  // The darkest shade: as far below the colour as Mantine's scale goes below its own shade, never black.
  const darkest = Math.max(0.2, base.l - ((REFERENCE_LIGHTNESS[index] ?? 0) - 0.495) - 0.06);
  const shades = REFERENCE_LIGHTNESS.map((_, i) => {
    if (i === index) return hex.toLowerCase();
    if (i < index) {
      const t = (index - i) / index;
      return toHex({
        ...base,
        l: base.l + (LIGHTEST - base.l) * t,
        c: base.c * (1 - (1 - LIGHTEST_CHROMA) * t),
      });
    }
    const t = (i - index) / (REFERENCE_LIGHTNESS.length - 1 - index);
    return toHex({ ...base, l: base.l + (darkest - base.l) * t, c: base.c * (1 - 0.15 * t) });
  });
  return { shades: shades as unknown as MantineColorsTuple, index };
}

/**
 * The palette of a website's colour and the shade the app wears as its primary colour: the colour itself
 * when white text on it, and it as text on white, reach 4.5:1; otherwise the first darker shade that does.
 */
export function brandPalette(hex: string): { shades: MantineColorsTuple; primaryShade: MantineColorShade } {
  const { shades, index } = brandShades(hex);
  let primaryShade = index;
  while (primaryShade < 9 && contrastRatio(shades[primaryShade] ?? '#000000', '#ffffff') < MIN_TEXT_CONTRAST)
    primaryShade++;
  return { shades, primaryShade: primaryShade as MantineColorShade };
}
