import { describe, expect, it } from 'vitest';
import { svgLogo, TINY_PNG } from '../../../test/logo-fixtures.ts';
import { checkLogo, LOGO_MAX_BYTES, logoVersion } from './logo.ts';

describe('checkLogo', () => {
  it('tells PNG, JPEG, WebP and SVG by their bytes, whatever the file is called', () => {
    expect(checkLogo(TINY_PNG, 'logo.svg').contentType).toBe('image/png');
    expect(checkLogo(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'a').contentType).toBe('image/jpeg');
    expect(checkLogo(Buffer.from('RIFF\x10\0\0\0WEBPVP8 '), 'a').contentType).toBe('image/webp');
    expect(checkLogo(svgLogo(), 'a').contentType).toBe('image/svg+xml');
    const prologue = '\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<!DOCTYPE svg>\n';
    expect(checkLogo(Buffer.from(`${prologue}${svgLogo()}`), 'a').contentType).toBe('image/svg+xml');
  });

  it('gives the SHA-256 of the bytes, whose first 16 characters are the version', () => {
    const logo = checkLogo(TINY_PNG, 'a');
    expect(logo.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(logoVersion(logo.sha256)).toBe(logo.sha256.slice(0, 16));
    expect(checkLogo(svgLogo('<circle r="1"/>'), 'a').sha256).not.toBe(checkLogo(svgLogo(), 'a').sha256);
  });

  it('refuses an empty file, one over the size limit and one that is no image it knows', () => {
    expect(() => checkLogo(Buffer.alloc(0), 'empty.png')).toThrow('the logo empty.png is empty');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(LOGO_MAX_BYTES)]);
    expect(() => checkLogo(big, 'big.png')).toThrow('the logo big.png is 101 KB: at most 100 KB');
    expect(() => checkLogo(Buffer.from('GIF89a...'), 'a.gif')).toThrow(
      'the logo a.gif must be a PNG, JPEG, WebP or SVG image',
    );
    expect(() => checkLogo(Buffer.from('<html><svg></svg></html>'), 'a.svg')).toThrow(/must be a PNG/);
  });

  it('refuses an SVG with anything active or external in it, saying what (svg-check.test.ts has each vector)', () => {
    expect(() => checkLogo(svgLogo('<script>alert(1)</script>'), 'x.svg')).toThrow(
      'the SVG logo x.svg must not contain a script',
    );
    expect(() => checkLogo(svgLogo('<style>@import url(https://x.example/a.css);</style>'), 'x.svg')).toThrow(
      'the SVG logo x.svg must not contain a CSS @import',
    );
    expect(() => checkLogo(Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'), 'x.svg')).toThrow(
      /an entity declaration/,
    );
    expect(() => checkLogo(svgLogo('<g>'), 'x.svg')).toThrow(/^the SVG logo x.svg is not well-formed XML/);
    // A reference inside the document is fine.
    expect(checkLogo(svgLogo('<use href="#a"/>'), 'x.svg').contentType).toBe('image/svg+xml');
  });
});
