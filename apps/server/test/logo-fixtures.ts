import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An SVG around `body`. */
export function svgLogo(body = '<rect width="10" height="10" fill="#123456"/>'): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
}

/** Writes `data` to a new file of a temporary folder, as an operator's logo file; returns its path. */
export function logoFile(data: Buffer, name = 'logo.png'): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'cakemix-logo-')), name);
  writeFileSync(file, data);
  return file;
}
