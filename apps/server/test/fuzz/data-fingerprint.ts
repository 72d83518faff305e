import type { Database } from '../../src/db/client.ts';

/** Tables that refused requests change by design; every other table of the app is watched. */
const BOOKKEEPING_TABLES: Record<string, string> = {
  rate_limit_hits: 'a rate limit counts refused requests too',
  verification_codes: 'a wrong code is counted (the challenge dies after five)',
};

/** Per table: its row count and the newest row version (the highest xmin). */
export type Fingerprint = ReadonlyMap<string, string>;

/**
 * Fingerprints of the app's data. Any committed insert, update or delete changes a table's row count or its
 * newest row version (an updated row is a new version with a new xmin; a deleted one leaves the count
 * lower), so two equal fingerprints mean no row was written in between — stricter than hashing a dump of
 * the rows, and it costs a scan of the row headers, not of the report snapshots (a dump hash took 17 ms
 * with twenty reports and grew with every report).
 */
export async function dataFingerprints(database: Database) {
  const tables = (
    (await database.executeSql(`select tablename from pg_tables where schemaname = 'public' order by 1`))
      .rows as { tablename: string }[]
  )
    .map((row) => row.tablename)
    .filter((table) => !(table in BOOKKEEPING_TABLES));
  const versions = tables
    .map(
      (table) =>
        `select '${table}' as name, count(*)::text || ' rows, newest ' || coalesce(max(xmin::text::bigint), 0)::text as version from "${table}"`,
    )
    .join(' union all ');
  let last: { commits: string; fingerprint: Fingerprint } | undefined;

  return {
    /** The fingerprint now; one cheap query when no transaction has committed since the last one. */
    async take(): Promise<Fingerprint> {
      // The next transaction id to assign and those still running: unchanged, nothing was written since.
      const [now] = (await database.executeSql('select pg_current_snapshot()::text as commits')).rows as {
        commits: string;
      }[];
      if (last && now && last.commits === now.commits) return last.fingerprint;
      const rows = (await database.executeSql(versions)).rows as { name: string; version: string }[];
      const fingerprint = new Map(rows.map((row) => [row.name, row.version]));
      last = { commits: now?.commits ?? '', fingerprint };
      return fingerprint;
    },
  };
}

/** The tables whose rows differ between two fingerprints, with what changed. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return [...after].flatMap(([table, version]) =>
    before.get(table) === version ? [] : [`${table} (${before.get(table)} → ${version})`],
  );
}
