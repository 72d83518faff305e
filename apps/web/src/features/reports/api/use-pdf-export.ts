import type { Language, ReportExport, ReportType } from '@cakemix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchExport, fetchExportFile, startExport } from './reports-api.ts';

/** How often a running export is asked about (the issue: about every second). */
export const EXPORT_POLL_MS = 1000;

export type ExportState =
  | { status: 'idle' }
  | { status: 'working'; lang: Language }
  | { status: 'failed'; lang: Language; error: string };

/** Saves a blob under a name: an object URL clicked through a hidden link with `download`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A report's PDF export: starts the job, polls it until done or failed, then downloads the file at once
 * (spec section 4: "a download that completes automatically when the file is ready") and says so.
 */
export function usePdfExport(type: ReportType, id: number) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (lang: Language) => {
      setState({ status: 'working', lang });
      try {
        let job: ReportExport = await startExport(type, id, lang);
        while (job.status === 'pending' || job.status === 'running') {
          await wait(EXPORT_POLL_MS);
          if (!alive.current) return;
          job = await fetchExport(job.id);
        }
        if (job.status === 'failed') throw new Error(job.error ?? t('reports.pdf.failed'));
        const blob = await fetchExportFile(job.id);
        if (!alive.current) return;
        saveBlob(blob, job.file_name);
        setState({ status: 'idle' });
        notifySuccess(t('reports.pdf.done'));
      } catch (error) {
        if (!alive.current) return;
        const detail = error instanceof ApiError ? error.message : t('reports.pdf.failed');
        setState({ status: 'failed', lang, error: detail });
        notifyError(detail, t('reports.pdf.failed'));
      }
    },
    [type, id, t],
  );

  return { state, start };
}
