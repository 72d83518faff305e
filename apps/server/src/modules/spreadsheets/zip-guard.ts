import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import type { MessageKey } from '@cakemix/core';

const inflate = promisify(inflateRaw);

/** The largest workbook an import reads (bytes of the file). */
export const MAX_WORKBOOK_BYTES = 5 * 1024 * 1024;
/** The most its parts may hold once unpacked: far above a 1,000-property workbook (about 10 MB). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 2000;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipVerdict = { ok: true } | { ok: false; message: MessageKey };

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a zip this reader follows. */
function centralDirectory(file: Buffer): Entry[] | null {
  // The end record sits in the last 22 bytes plus at most a 65,535-byte comment.
  const from = Math.max(0, file.length - 22 - 0xffff);
  let end = -1;
  for (let at = file.length - 22; at >= from; at--) {
    if (file.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = file.readUInt16LE(end + 10);
  let at = file.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES) return null;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== CENTRAL) return null;
    const nameLength = file.readUInt16LE(at + 28);
    const skip = nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
    entries.push({
      method: file.readUInt16LE(at + 10),
      compressed: file.readUInt32LE(at + 20),
      size: file.readUInt32LE(at + 24),
      localOffset: file.readUInt32LE(at + 42),
      name: file.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's bytes unpacked, checked against the size its directory declares; null when they differ. */
async function unpack(file: Buffer, entry: Entry, budget: number): Promise<number | null> {
  const at = entry.localOffset;
  if (at + 30 > file.length || file.readUInt32LE(at) !== LOCAL) return null;
  const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
  const data = file.subarray(start, start + entry.compressed);
  if (data.length !== entry.compressed) return null;
  if (entry.method === 0) return entry.size === entry.compressed ? entry.size : null;
  if (entry.method !== 8) return null;
  // The declared size may lie: inflating stops at the budget whatever the header says (a zip bomb).
  const out = await inflate(data, { maxOutputLength: Math.max(1, Math.min(budget, entry.size + 1)) }).catch(
    () => null,
  );
  return out && out.length === entry.size ? out.length : null;
}

/**
 * Checks an uploaded file before the workbook library opens it: an .xlsx workbook (a zip holding a
 * workbook part), no macros, and parts that unpack to what they declare, within a budget, so a small
 * file that unpacks to gigabytes is refused before anything reads it. Inflating runs on libuv's threads.
 */
export async function checkWorkbookFile(file: Buffer): Promise<ZipVerdict> {
  if (file.length > MAX_WORKBOOK_BYTES) return { ok: false, message: 'importFileTooLarge' };
  const entries = file.length >= 22 && file.readUInt32LE(0) === LOCAL ? centralDirectory(file) : null;
  if (!entries) return { ok: false, message: 'importNotWorkbook' };
  const names = new Set(entries.map((e) => e.name.replace(/^\//, '').toLowerCase()));
  if (names.has('xl/vbaproject.bin') || [...names].some((n) => n.endsWith('.bin') && n.includes('vba')))
    return { ok: false, message: 'importMacroWorkbook' };
  // A binary workbook (.xlsb) or any other zip has no workbook part the library reads.
  if (!names.has('xl/workbook.xml') || !names.has('[content_types].xml'))
    return { ok: false, message: 'importNotWorkbook' };
  let budget = MAX_UNPACKED_BYTES;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    if (entry.size > budget) return { ok: false, message: 'importFileTooLarge' };
    const size = await unpack(file, entry, budget);
    if (size === null) return { ok: false, message: 'importNotWorkbook' };
    budget -= size;
  }
  return { ok: true };
}
