import { describe, expect, it } from 'vitest';
import { svgLogo } from '../../../test/logo-fixtures.ts';
import { svgProblem } from './svg-check.ts';

const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (body: string) => svgLogo(body).toString('utf8');
const TINY_PNG_DATA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('svgProblem', () => {
  // One vector a line: what the SVG holds, and the words that say so.
  it.each([
    [
      'a CSS @import in a style element',
      '<style>@import url(https://x.example/a.css);</style>',
      'must not contain a CSS @import',
    ],
    [
      'a CSS @import of a string',
      '<style>@import "https://x.example/a.css";</style>',
      'must not contain a CSS @import',
    ],
    [
      'a CSS @import in CDATA',
      '<style><![CDATA[@IMPORT url(//x.example/a.css);]]></style>',
      'must not contain a CSS @import',
    ],
    [
      'an @import spelled with an escape',
      '<style>@im\\70 ort url(a.css);</style>',
      'must not contain a CSS escape',
    ],
    [
      'url() in a style element',
      '<style>rect { fill: url(https://x.example/p.svg#g) }</style>',
      'must not contain an external reference ("url(")',
    ],
    [
      'url() of a relative file',
      '<style>rect { fill: URL( "p.svg#g" ) }</style>',
      'must not contain an external reference ("URL(")',
    ],
    [
      'a font loaded by @font-face',
      '<style>@font-face { font-family: f; src: url(//x.example/f.woff) }</style>',
      'must not contain an external reference ("url(")',
    ],
    [
      'image-set() without url()',
      '<style>rect { background: image-set("https://x.example/a.png" 1x) }</style>',
      'must not contain an external reference ("image-set(")',
    ],
    [
      'url() in a style attribute',
      `<rect style="fill: url('https://x.example/p#g')"/>`,
      'must not contain an external reference ("url(")',
    ],
    [
      'url() in a presentation attribute',
      '<rect fill="url(https://x.example/p#g)"/>',
      'must not contain an external reference ("url(")',
    ],
    [
      'url() of another file in a filter',
      '<rect filter="url(other.svg#f)"/>',
      'must not contain an external reference ("url(")',
    ],
    [
      'an image on another site',
      '<image href="https://x.example/a.png"/>',
      'must not contain an external reference (href="https://x.example/a.png")',
    ],
    [
      'an xlink:href without a scheme',
      `<image ${XLINK} xlink:href="//x.example/a.png"/>`,
      'must not contain an external reference (href="//x.example/a.png")',
    ],
    [
      'a symbol of another file',
      '<use href="other.svg#a"/>',
      'must not contain an external reference (href="other.svg#a")',
    ],
    [
      'a filter image on another site',
      '<filter id="f"><feImage href="https://x.example/a.png"/></filter>',
      'must not contain an external reference (href="https://x.example/a.png")',
    ],
    [
      'an embedded SVG (which could hold anything)',
      '<image href="data:image/svg+xml;base64,PHN2Zy8+"/>',
      'must not contain embedded content other than a PNG, JPEG, GIF or WebP image',
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)"><rect/></a>',
      'must not contain a javascript: link',
    ],
    [
      'a javascript: link split by a tab',
      '<a href="java&#9;script:alert(1)"><rect/></a>',
      'must not contain a javascript: link',
    ],
    [
      'an animation setting a link',
      '<a href="#a"><set attributeName="href" to="https://x.example/"/></a>',
      'must not contain an animated link',
    ],
    [
      'an animation setting an xlink:href',
      `<a ${XLINK} xlink:href="#a"><animate attributeName="xlink:href" values="#a;https://x.example/"/></a>`,
      'must not contain an animated link',
    ],
    ['a script', '<script>alert(1)</script>', 'must not contain a script'],
    [
      'a script behind a namespace prefix',
      '<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>',
      'must not contain a script',
    ],
    [
      'an event handler attribute',
      '<rect onload="alert(1)"/>',
      'must not contain an event handler attribute',
    ],
    ['a foreignObject', '<foreignObject><div/></foreignObject>', 'must not contain a foreignObject'],
    [
      'HTML content',
      '<g><div xmlns="http://www.w3.org/1999/xhtml"><img src="https://x.example/a.png"/></div></g>',
      'must not contain HTML content',
    ],
    ['an embedded page', '<iframe src="https://x.example/"/>', 'must not contain an embedded page'],
    [
      'a style sheet link',
      '<link rel="stylesheet" href="https://x.example/a.css"/>',
      'must not contain a link to a style sheet',
    ],
  ])('refuses %s', (_vector, body, problem) => {
    expect(svgProblem(svg(body))).toBe(problem);
  });

  it('refuses a style sheet instruction, entities, and any DTD but SVG’s own', () => {
    const root = svg('<rect/>');
    expect(svgProblem(`<?xml-stylesheet href="https://x.example/a.css"?>${root}`)).toBe(
      'must not contain a <?xml-stylesheet?> instruction',
    );
    expect(svgProblem('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>')).toBe(
      'must not contain an entity declaration',
    );
    expect(svgProblem('<!DOCTYPE svg [<!ATTLIST svg x CDATA "y">]><svg/>')).toBe('must not contain a DTD');
    expect(svgProblem(`<!DOCTYPE svg SYSTEM "https://x.example/evil.dtd">${root}`)).toBe(
      'must not contain a DTD other than SVG’s',
    );
    expect(svgProblem(svg('<text>&ext;</text>'))).toMatch(/^is not well-formed XML \(.*undefined entity/);
    expect(svgProblem('<svg><g></svg>')).toMatch(/^is not well-formed XML/);
  });

  it('accepts references inside the file, embedded raster images, SVG’s DTD and editors’ metadata', () => {
    const sw = '<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>';
    for (const body of [
      `${sw}<rect fill="url(#g)" style="stroke: url( '#g' ); opacity: .5"/>`,
      `<style>/* brand */ .a { fill: url(#g) } @media print { .a { fill: black } }</style>${sw}`,
      `<use href="#g"/><use ${XLINK} xlink:href="#g"/><a href="#top"><rect/></a>`,
      `<image href="${TINY_PNG_DATA}" width="1" height="1"/>`,
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:type rdf:resource="http://purl.org/dc/dcmitype/StillImage"/></rdf:RDF></metadata>',
    ])
      expect(svgProblem(svg(body)), body).toBeUndefined();
    const illustrator =
      '<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n';
    expect(svgProblem(`${illustrator}${svg('<rect/>')}`)).toBeUndefined();
  });
});
