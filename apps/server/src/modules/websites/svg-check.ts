import { SaxesParser } from 'saxes';

/**
 * What an SVG logo must not hold: anything that runs, and any reference outside the file (decision 025).
 * The file is parsed as XML (not searched with patterns), so what is checked is what a browser reads:
 * every element, attribute value, style sheet and declaration. Names are compared without their namespace
 * prefix and letter case, so that no prefix or capital slips one past. An <img> runs and loads none of it,
 * but the logo is also served on its own.
 */

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Elements that run something, load something, or carry HTML (which loads what it names). */
const REFUSED_ELEMENTS: Record<string, string> = {
  script: 'a script',
  foreignobject: 'a foreignObject',
  handler: 'a script',
  listener: 'a script',
  iframe: 'an embedded page',
  frame: 'an embedded page',
  embed: 'an embedded object',
  object: 'an embedded object',
  audio: 'a sound or video',
  video: 'a sound or video',
  link: 'a link to a style sheet',
  base: 'a base address',
  meta: 'a meta element',
};

const ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);

/** An address inside the file: `#id`. */
const LOCAL_FRAGMENT = /^#[^\s'"()]*$/;
/** An embedded raster image, which loads nothing (an embedded SVG could). */
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** `url(#id)`, the only url() that stays in the file (a gradient, a clip path, a filter). */
const LOCAL_URL = /^url\(\s*(['"]?)#[^\s'"()]*\1\s*\)/i;
/** CSS functions that load what they name. */
const LOADING_FUNCTION = /(?<![\w-])(?:-webkit-)?(?:url|src|image|image-set|cross-fade|element)\(/gi;
/** The W3C's own SVG document types, which no browser fetches; any other DOCTYPE is refused. */
const SVG_DOCTYPE =
  /^\s*svg(?:\s+PUBLIC\s+"-\/\/W3C\/\/DTD SVG [\d.]+(?: Tiny| Basic)?\/\/EN"\s+"http:\/\/www\.w3\.org\/Graphics\/SVG\/[\w./-]+\.dtd")?\s*$/;

const localName = (name: string) => (name.split(':').pop() ?? name).toLowerCase();

/** A value as an operator reads it in the message: quoted, cut short. */
const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}…` : value);

/** What is wrong with CSS text (a style element, or an attribute's value), if anything. */
function cssProblem(css: string): string | undefined {
  // A comment separates tokens as a space does.
  const text = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ');
  // An escape can spell @import or url( without those letters.
  if (text.includes('\\')) return 'a CSS escape';
  if (/@import/i.test(text)) return 'a CSS @import';
  for (const match of text.matchAll(LOADING_FUNCTION)) {
    if (!LOCAL_URL.test(text.slice(match.index))) return `an external reference (${shown(match[0])})`;
  }
  return undefined;
}

/** What is wrong with an attribute of `element`, if anything. */
function attributeProblem(element: string, name: string, value: string): string | undefined {
  const attribute = localName(name);
  if (attribute.startsWith('on')) return 'an event handler attribute';
  if ((name === 'xmlns' || name.startsWith('xmlns:')) && value.trim() === XHTML_NAMESPACE)
    return 'HTML content';
  if (attribute === 'href' || attribute === 'src') {
    // Browsers drop tabs and line breaks inside an address: "java\tscript:" is javascript: (XML allows no
    // other control characters).
    const address = value.replace(/\s/g, '');
    if (/^javascript:/i.test(address)) return 'a javascript: link';
    if (LOCAL_FRAGMENT.test(address) || (element === 'image' && RASTER_DATA.test(value.trim())))
      return undefined;
    if (/^data:/i.test(address)) return 'embedded content other than a PNG, JPEG, GIF or WebP image';
    return `an external reference (${attribute}=${shown(value)})`;
  }
  // An animation could set a link to anything, whatever its href said before.
  if (ANIMATIONS.has(element) && attribute === 'attributename' && localName(value.trim()) === 'href')
    return 'an animated link';
  // Presentation attributes (fill, filter, clip-path, …) and style are CSS: url(), escapes.
  return cssProblem(value);
}

/**
 * Why `text` (an SVG document) cannot be a logo, as the words that finish "the SVG logo x.svg …": the
 * first thing in it that could run or load something, or that it is not well-formed XML (what a parser
 * cannot read, a check cannot vouch for); undefined when it is fine.
 */
export function svgProblem(text: string): string | undefined {
  const parser = new SaxesParser();
  let problem: string | undefined;
  const found = (what: string | undefined) => {
    problem ??= what;
  };
  let inStyle = 0;
  let css = '';
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) found(/<!ENTITY/i.test(doctype) ? 'an entity declaration' : 'a DTD');
    else if (!SVG_DOCTYPE.test(doctype)) found('a DTD other than SVG’s');
  });
  parser.on('processinginstruction', (instruction) => found(`a <?${instruction.target}?> instruction`));
  parser.on('opentag', (tag) => {
    const element = localName(tag.name);
    const refused = REFUSED_ELEMENTS[element];
    if (refused) found(refused);
    for (const [name, value] of Object.entries(tag.attributes)) found(attributeProblem(element, name, value));
    if (element === 'style') inStyle++;
  });
  parser.on('closetag', (tag) => {
    if (localName(tag.name) !== 'style') return;
    inStyle--;
    found(cssProblem(css));
    css = '';
  });
  const styleText = (chunk: string) => {
    if (inStyle > 0) css += chunk;
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  try {
    parser.write(text).close();
  } catch (error) {
    return `is not well-formed XML (${(error as Error).message})`;
  }
  return problem && `must not contain ${problem}`;
}
