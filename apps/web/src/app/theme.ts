import type { ThemeName } from '@cakemix/core';
import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import { brandPalette } from './brand-colors.ts';

const shared: MantineThemeOverride = {
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A badge shows its whole text: Mantine's ellipsis cut the lists' "In progress" to "In progr…" when a
    // table column ran short. A badge keeps the width of its text and never shrinks below it.
    Badge: {
      styles: {
        root: { flexShrink: 0, minWidth: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible' },
      },
    },
    // A dialog's or a drawer's header is a div: Mantine's <header> would be a second banner landmark while it
    // is open (axe: landmark-no-duplicate-banner), and the page's header is the only banner. Every Modal and
    // Drawer of the app (the help panels, the shared dialogs of @mantine/modals) draws its header through these.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
};

/**
 * The default theme: blue primary (spec section 9), at shade 8 (#1971c2): 5.0:1 against white, where shade 7
 * (#1c7ed6) gave 4.19:1, under WCAG AA's 4.5:1 for text (links, filled buttons' white labels).
 */
export const defaultTheme = createTheme({ ...shared, primaryColor: 'blue', primaryShade: 8 });

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

/**
 * The named theme, and over it the website's own colour when its record has one: its ten shades become the
 * primary colour (`brand`), at a shade dark enough for text (see brandPalette), and filled elements pick
 * black or white text by contrast.
 */
export function themeFor(name: ThemeName, primaryColor: string | null = null): MantineThemeOverride {
  const named = name === 'retail' ? retailTheme : defaultTheme;
  if (!primaryColor) return named;
  const { shades, primaryShade } = brandPalette(primaryColor);
  return createTheme({
    ...named,
    colors: { ...named.colors, brand: shades },
    primaryColor: 'brand',
    primaryShade,
    autoContrast: true,
  });
}
