import { MessageChannel } from 'node:worker_threads';
import type { Language } from '@cakemix/core';
import { Piscina } from 'piscina';
import type { ImportReadMessage, ImportReadOutcome, ImportReadTask, ReadProperty } from './import-worker.ts';

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
  let pool: Piscina<ImportReadTask, void> | undefined;
  const open = () => {
    pool ??= new Piscina<ImportReadTask, void>({
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
    async read(file, lang) {
      const { port1, port2 } = new MessageChannel();
      const properties: ReadProperty[] = [];
      port1.postMessage('next');
      const received = new Promise<ImportReadOutcome>((resolve) => {
        port1.on('message', (message: ImportReadMessage) => {
          if ('batch' in message) {
            properties.push(...message.batch);
            // The next batch once other work has had its turn of the loop.
            setImmediate(() => port1.postMessage('next'));
          } else {
            port1.close();
            resolve(message.outcome.ok ? { ...message.outcome, properties } : message.outcome);
          }
        });
      });
      try {
        await open().run({ file: new Uint8Array(file), lang, port: port2 }, { transferList: [port2] });
      } catch (error) {
        port1.close();
        throw error;
      }
      return received;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
