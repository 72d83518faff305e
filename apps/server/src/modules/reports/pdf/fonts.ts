import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
const inter = (weight: string) => require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);

let registered = false;

/**
 * Inter, a TrueType font shipped through npm with the full Latin range, so French accents, « » and the
 * narrow no-break spaces of fr-CA numbers render (the PDF standard fonts lack some of them).
 */
export function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: 'Inter',
    fonts: [
      { src: inter('400Regular') },
      { src: inter('600SemiBold'), fontWeight: 600 },
      { src: inter('700Bold'), fontWeight: 700 },
    ],
  });
  // Words are never split with hyphens: names of properties and brands must read whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
