import { PassThrough, type Readable } from 'node:stream';
import type { Language, Report } from '@cakemix/core';
import { writeWorkbook } from '../../spreadsheets/workbook-io.ts';
import { reportSheets } from './report-sheets.ts';

/**
 * A report's workbook as a stream of .xlsx bytes, in `lang`. The streaming writer commits each row and
 * yields to the event loop every few rows, so a comparative report of twenty combinations never holds the
 * API up; a failure destroys the stream, which ends the download.
 */
export function reportWorkbookStream(report: Report, lang: Language): Readable {
  const stream = new PassThrough();
  reportSheets(report, lang)
    .then((sheets) => writeWorkbook(sheets, lang, stream))
    .catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
