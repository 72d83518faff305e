import type { Language } from '@cakemix/core';
import { Piscina } from 'piscina';
import type { ImportReadOutcome, ImportReadTask } from './import-worker.ts';

export interface ImportReadPool {
  /** Reads and checks a workbook in a worker thread. */
  read(file: Buffer, lang: Language): Promise<ImportReadOutcome>;
  close(): Promise<void>;
}

/**
 * Workbook imports off the event loop: one worker thread (imports are rare, and the machine's other core
 * answers requests), started on first use and stopped after a minute idle, as the PDF render pool's are.
 */
export function createImportReadPool(): ImportReadPool {
  let pool: Piscina<ImportReadTask, ImportReadOutcome> | undefined;
  const open = () => {
    pool ??= new Piscina<ImportReadTask, ImportReadOutcome>({
      filename: new URL('./import-thread.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: 60_000,
      execArgv: [],
      // Threads wait for work through messages, not a blocking Atomics.wait that would stall their timers.
      atomics: 'disabled',
    });
    return pool;
  };
  return {
    read: (file, lang) => open().run({ file: new Uint8Array(file), lang }),
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
