import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env.ts';

/** The server writes every e-mail as an .eml file here when no SMTP server is configured. */
export const OUTBOX_DIR = path.join(E2E_DATA_DIR, 'mail');

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text body. */
  text: string;
}

async function mailFiles(): Promise<string[]> {
  try {
    return (await readdir(OUTBOX_DIR)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Decodes quoted-printable: soft line breaks ("=" at a line end) joined, =XX escapes read as UTF-8 bytes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes an RFC 2047 header ("=?UTF-8?Q?...?=" words, possibly folded over several lines). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_whole, encoded: string) =>
      decodeQuotedPrintable(encoded.replace(/_/g, ' ')),
    )
    .replace(/=\?utf-8\?b\?(.*?)\?=/gi, (_whole, encoded: string) =>
      Buffer.from(encoded, 'base64').toString('utf8'),
    );
}

export function parseMail(file: string, raw: string): Mail {
  const normalised = raw.replace(/\r\n/g, '\n');
  const split = normalised.indexOf('\n\n');
  const head = normalised.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = normalised.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file, to: header('To'), subject: decodeHeader(header('Subject')), text };
}

/** The names of the mails already in the outbox; pass it to waitForMail to ignore them. */
export async function outboxMark(): Promise<Set<string>> {
  return new Set(await mailFiles());
}

/** Waits for the newest mail to `to` that arrived after `mark`. */
export async function waitForMail(to: string, mark: Set<string>, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const fresh = (await mailFiles()).filter((name) => !mark.has(name)).reverse();
    for (const name of fresh) {
      const mail = parseMail(name, await readFile(path.join(OUTBOX_DIR, name), 'utf8'));
      if (mail.to.toLowerCase().includes(to.toLowerCase())) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new mail to ${to} in ${OUTBOX_DIR} within ${timeoutMs} ms`);
}

/** The 6-digit verification code of a sign-in mail. */
export function verificationCode(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in ${mail.file}:\n${mail.text}`);
  return code;
}

/** The password reset link of a reset mail. */
export function resetLink(mail: Mail): string {
  const link = /https?:\/\/\S+\/password\/reset\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No reset link in ${mail.file}:\n${mail.text}`);
  return link;
}
