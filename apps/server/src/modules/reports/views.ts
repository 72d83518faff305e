import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { Language, Report, ReportType } from '@cakemix/core';
import { AppError } from '../../lib/errors.ts';
import type { ReportsRepository } from './repository.ts';
import type { ReportsService } from './service.ts';

/** A report as sent: its JSON and the entity tag a reader sends back to be answered 304 when it has it. */
export interface ReportView {
  body: string;
  etag: string;
  /** The body in Brotli, made the first time a reader accepts it, then kept with the view. */
  brotli?: Promise<Buffer>;
}

const compress = promisify(brotliCompress);

/**
 * A detailed report's JSON is about 50 kB, the largest download on the way to its title on a phone's
 * connection; Brotli makes it about a tenth (decision 034). Compressed once per view, off the event loop
 * (zlib's thread pool), at a middling quality: the gain of the highest is a few hundred bytes for tens of
 * milliseconds of processor time.
 */
export function brotliOf(view: ReportView): Promise<Buffer> {
  view.brotli ??= compress(view.body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(view.body),
    },
  });
  return view.brotli;
}

/** Whether an Accept-Encoding header takes Brotli (`br`, with no `q=0`). */
export function acceptsBrotli(header: string | undefined): boolean {
  return (header ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.trim().toLowerCase().split(';');
    return name === 'br' && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** The entity tag of a view's Brotli form: another representation, so another (strong) tag. */
export function brotliEtag(etag: string): string {
  return `${etag.slice(0, -1)}.br"`;
}

/** A strong entity tag of a body: the same view always gets the same one, on every instance. */
function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `etag` (or is `*`); weak tags compare as strong ones here. */
export function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Reports' views, kept per report and language as first read (decision 032): building a detailed report's
 * view (its entries read back through the schemas, labels in the reader's language) cost most of its read
 * (issue 32). A read asks the database only for the report's stamp (its row's version, its creator's name and
 * which of its sources are gone: everything the view shows besides the snapshot, which changes only with the
 * row), and serves the view kept under that stamp; any change (regeneration, renaming, share link, a deleted
 * source, a renamed creator) gives a new stamp and the view is built again. Kept in this process's memory, so
 * a new version of the server builds its own, and bounded: the least recently read go first.
 */
export function createReportViews(deps: {
  repo: ReportsRepository;
  reports: ReportsService;
  /** How many views are kept (a detailed report's is about 50 kB). */
  capacity: number;
}) {
  const kept = new Map<string, { stamp: string; view: Promise<ReportView> }>();

  return {
    /**
     * The view of a website's report in `lang` (404 when the website has no such report), built with
     * `serialize` (the route's own writing) when none is kept under its current stamp.
     */
    async get(
      websiteId: number,
      id: number,
      type: ReportType,
      lang: Language,
      serialize: (report: Report) => string,
    ): Promise<ReportView> {
      const stamp = await deps.repo.viewStamp(websiteId, id, type);
      if (stamp === undefined) throw AppError.notFound();
      const key = `${id}:${lang}`;
      const held = kept.get(key);
      kept.delete(key);
      if (held?.stamp === stamp) {
        kept.set(key, held); // now the most recently read
        return held.view;
      }
      // Readers arriving while it is built wait for the same view.
      const view = deps.reports.get(websiteId, id, type, lang).then((report) => {
        const body = serialize(report);
        return { body, etag: etagOf(body) };
      });
      kept.set(key, { stamp, view });
      view.catch(() => {
        if (kept.get(key)?.view === view) kept.delete(key);
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= deps.capacity) break;
        kept.delete(oldest);
      }
      return view;
    },
  };
}

export type ReportViews = ReturnType<typeof createReportViews>;
