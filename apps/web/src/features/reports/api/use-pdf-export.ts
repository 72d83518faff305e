import type { Language, ReportExport, ReportType } from '@cakemix/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isTransientError } from '@/lib/api-error.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { fetchExport, fetchExportFile, startExport } from './reports-api.ts';

/** How often a queued or rendering export is asked about (the issue: about every second). */
export const EXPORT_POLL_MS = 1000;

/**
 * Polls in a row that may fail for want of an answer (network, 5xx) before the export is given up: one
 * server of the pool restarting must not fail an export, a server that stays down must not poll forever.
 */
export const EXPORT_POLL_TRIES = 3;

/**
 * What the export control shows. `reason` of a failure is the server's sentence, already in the reader's
 * language, or null when there is none (the control then says it in its own words).
 */
export type PdfExportState =
  | { status: 'idle' }
  | { status: 'starting'; lang: Language }
  | { status: 'queued'; lang: Language; position: number | null }
  | { status: 'rendering'; lang: Language }
  | { status: 'done'; lang: Language }
  | { status: 'failed'; lang: Language; reason: string | null };

/** True while an export is under way: starting, queued or rendering. */
export function isExportBusy(state: PdfExportState): boolean {
  return state.status === 'starting' || state.status === 'queued' || state.status === 'rendering';
}

/** Waits, unless the signal is aborted first: then the timer is cleared and the wait rejects. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal.addEventListener('abort', stop, { once: true });
  });
}

function isUnderWay(job: ReportExport) {
  return job.status === 'pending' || job.status === 'running';
}

/** Follows a job until it is done or failed, telling each answer; transient poll failures are retried. */
async function settle(
  first: ReportExport,
  signal: AbortSignal,
  onProgress: (job: ReportExport) => void,
): Promise<ReportExport> {
  let job = first;
  let failures = 0;
  onProgress(job);
  while (isUnderWay(job)) {
    await pause(EXPORT_POLL_MS, signal);
    try {
      job = await fetchExport(job.id, signal);
      failures = 0;
      onProgress(job);
    } catch (error) {
      failures += 1;
      if (signal.aborted || !isTransientError(error) || failures >= EXPORT_POLL_TRIES) throw error;
    }
  }
  return job;
}

function progressOf(job: ReportExport): PdfExportState {
  return job.status === 'pending'
    ? { status: 'queued', lang: job.lang, position: job.queue_position }
    : { status: 'rendering', lang: job.lang };
}

/**
 * A report's PDF export: starts the job, follows it through the queue and the rendering, then downloads
 * the file at once (spec section 4: "a download that completes automatically when the file is ready").
 * Starting again (a retry, another language) drops the export being followed; unmounting stops it, timers
 * and requests included.
 */
export function usePdfExport(type: ReportType, id: number) {
  const [state, setState] = useState<PdfExportState>({ status: 'idle' });
  const following = useRef<AbortController | null>(null);
  useEffect(() => () => following.current?.abort(), []);

  const start = useCallback(
    async (lang: Language) => {
      following.current?.abort();
      const controller = new AbortController();
      following.current = controller;
      const { signal } = controller;
      // An answer that arrives after the export was dropped must not overwrite what replaced it.
      const show = (next: PdfExportState) => {
        if (!signal.aborted) setState(next);
      };
      show({ status: 'starting', lang });
      try {
        const job = await settle(await startExport(type, id, lang, signal), signal, (answer) => {
          if (isUnderWay(answer)) show(progressOf(answer));
        });
        if (job.status === 'failed') {
          show({ status: 'failed', lang, reason: job.error_message });
          return;
        }
        const blob = await fetchExportFile(job.id, signal);
        if (signal.aborted) return;
        saveBlob(blob, job.file_name);
        show({ status: 'done', lang });
      } catch (error) {
        show({ status: 'failed', lang, reason: error instanceof ApiError ? error.message : null });
      }
    },
    [type, id],
  );

  return { state, start };
}
