import { createHash } from 'node:crypto';
import { svgProblem } from './svg-check.ts';

/** The largest logo a website may have: a header image, not a photograph. */
export const LOGO_MAX_BYTES = 100 * 1024;

export type LogoType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/svg+xml';

export interface Logo {
  contentType: LogoType;
  data: Buffer;
  sha256: string;
}

function startsWith(data: Buffer, bytes: number[], offset = 0): boolean {
  return bytes.every((byte, i) => data[offset + i] === byte);
}

const ASCII = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type read from the bytes themselves (never from the file's name). */
function sniff(data: Buffer): LogoType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, ASCII('RIFF')) && startsWith(data, ASCII('WEBP'), 8)) return 'image/webp';
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before the root element, which must be <svg>.
  const root = text.replace(/^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?>)*/i, '');
  return /^<svg[\s/>]/i.test(root) ? 'image/svg+xml' : null;
}

/**
 * Checks an image for use as a website's logo: PNG, JPEG, WebP or SVG (told by its bytes), at most
 * LOGO_MAX_BYTES, and an SVG with nothing that runs and no reference outside the file (svg-check.ts).
 * Throws an Error whose message says what is wrong (`source` names the file in it).
 */
export function checkLogo(data: Buffer, source: string): Logo {
  if (data.length === 0) throw new Error(`the logo ${source} is empty`);
  if (data.length > LOGO_MAX_BYTES)
    throw new Error(
      `the logo ${source} is ${Math.ceil(data.length / 1024)} KB: at most ${LOGO_MAX_BYTES / 1024} KB`,
    );
  const contentType = sniff(data);
  if (!contentType) throw new Error(`the logo ${source} must be a PNG, JPEG, WebP or SVG image`);
  const problem = contentType === 'image/svg+xml' ? svgProblem(data.toString('utf8')) : undefined;
  if (problem) throw new Error(`the SVG logo ${source} ${problem}`);
  return { contentType, data, sha256: createHash('sha256').update(data).digest('hex') };
}

/** Characters of the logo's hash in its address: enough to tell one logo from the next. */
const VERSION_LENGTH = 16;

export function logoVersion(sha256: string): string {
  return sha256.slice(0, VERSION_LENGTH);
}
