import type { ThemeName } from '@cakemix/core';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';

const shared: MantineThemeOverride = {
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
};

/** The default theme: blue primary (spec section 9). */
export const defaultTheme = createTheme({ ...shared, primaryColor: 'blue', primaryShade: 7 });

/** The retail customer's red, darkest shades dark enough for white text (WCAG AA). */
const retailRed: MantineColorsTuple = [
  '#ffeaea',
  '#fdd4d4',
  '#f6a7a7',
  '#f07777',
  '#ea4d4e',
  '#e63233',
  '#e52326',
  '#cc1519',
  '#b60d15',
  '#a0000f',
];

/** The retail customer's theme (websites whose record says `retail`). */
export const retailTheme = createTheme({
  ...shared,
  colors: { retail: retailRed },
  primaryColor: 'retail',
  primaryShade: 8,
});

export function themeFor(name: ThemeName) {
  return name === 'retail' ? retailTheme : defaultTheme;
}
