import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);
const inter = (weight: string) => require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
const FAMILY = 'Inter';

let registered = false;

/**
 * Inter, a TrueType font shipped through npm with the full Latin range, so French accents, « » and the
 * narrow no-break spaces of fr-CA numbers render (the PDF standard fonts lack some of them). Registered once
 * per thread: the parsed fonts (tables, shaping plans) serve every document.
 */
function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: FAMILY,
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

type Layout = (text: string, ...options: unknown[]) => unknown;

/** The parts of a fontkit font that this module touches. */
interface FontkitFont {
  /** Glyph objects by id, made on first request: state that outlives a document. */
  _glyphs?: Record<number, unknown>;
  /** Shapes a string (OpenType substitutions and positions); a method of the font's class. */
  layout: Layout;
}

/** The loaded fontkit fonts of the family (react-pdf loads a font source once, on first use). */
async function loadedFonts(): Promise<FontkitFont[]> {
  const sources = Font.getRegisteredFonts()[FAMILY]?.sources ?? [];
  await Promise.all(sources.map((source) => source.load()));
  return sources.map((source) => source.data as unknown as FontkitFont);
}

/**
 * Prepares the fonts for one document and returns the function that ends it; documents must not overlap
 * (render.tsx runs them one at a time).
 *
 * Every document starts with empty glyph caches, so it is laid out exactly as in a fresh process, whatever
 * was rendered before it. Why: fontkit caches each glyph object with the code points of its first request.
 * When pdfkit embeds a document's font subset, it asks for the parts of compound glyphs (the period inside a
 * colon, the apostrophe inside a quotation mark) by glyph id alone, so they stay cached with no code points.
 * The next document's text layout (textkit) then loses those characters: an English report after a French
 * one printed "1.09:1" as ".09:1" and "$16.45" as "$16 45" (upstream: diegomura/react-pdf#3404). The parsed
 * tables stay shared; only the glyph objects are made again, lazily.
 *
 * During the document, each distinct string is shaped once per font and set of shaping options. Why:
 * shaping was a third of the render time (fontkit runs Inter's OpenType lookups glyph by glyph), and a
 * report repeats its labels, column names, amounts and footers many times (a ten-combination comparative
 * shapes each string 3.5 times on average). textkit only reads the shaped run (it copies glyph arrays and
 * positions before changing them), and shaping the same string again in the same document gives the same
 * glyph objects, so the PDF is unchanged. The memo lives on the font objects for this document only and is
 * removed at its end.
 */
export async function openDocumentFonts(): Promise<() => void> {
  registerFonts();
  const fonts = await loadedFonts();
  for (const font of fonts) {
    if (!font._glyphs) throw new Error('fontkit no longer keeps its glyph cache in _glyphs: see fonts.ts');
    font._glyphs = {};
    font.layout = shapeOncePerString(Object.getPrototypeOf(font).layout as Layout);
  }
  return () => {
    // The instance's own property goes; the class's method is back.
    for (const font of fonts) delete (font as Partial<FontkitFont>).layout;
  };
}

function shapeOncePerString(layout: Layout): Layout {
  const shaped = new Map<string, unknown>();
  return function (this: FontkitFont, text, ...options) {
    const key = options.length === 0 ? text : `${text}\u0000${JSON.stringify(options)}`;
    let run = shaped.get(key);
    if (run === undefined) {
      run = layout.call(this, text, ...options);
      shaped.set(key, run);
    }
    return run;
  };
}
