import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Names the person making the transaction's writes, for the audit log's triggers (decision 028). The
 * setting is local to the transaction, so a pooled connection never carries it into another request's
 * writes; a write made with none (the command line) is logged as the command line's.
 */
export async function actAs(tx: Tx, actorId: number | null): Promise<void> {
  // No person (a seed or a test writing as nobody, like the command line): the setting stays empty, which
  // the triggers read as the command line, rather than the text "null", which is no user id.
  await tx.execute(sql`select set_config('cakemix.actor', ${actorId === null ? '' : String(actorId)}, true)`);
}

/** Runs `work` in a transaction whose writes the audit log attributes to `actorId`. */
export function asActor<T>(db: Db, actorId: number | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await actAs(tx, actorId);
    return work(tx);
  });
}
