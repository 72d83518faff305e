import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_DIR } from '../server-dir.ts';
import { lockFolder } from './folder-lock.ts';
import * as schema from './schema.ts';

/** The Drizzle database, whichever engine is behind it. Repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL as node-postgres runs it: statements with `$n` values, or several statements without values. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** For the job queue (pg-boss), which brings its own SQL; never inside a Drizzle transaction. */
  executeSql: ExecuteSql;
  /**
   * Runs `work` while no other instance on the same database runs its own (a session advisory lock on
   * PostgreSQL): instances starting together create schemas one after the other.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/**
 * Key of the session-level advisory lock held while creating or migrating schemas: app instances starting
 * together on one PostgreSQL take turns, so each migration is applied once (the later ones find nothing left
 * to do).
 */
export const SCHEMA_LOCK_KEY = 0x63616b65; // "cake"

/** PostgreSQL server when a URL is given, else PGlite in `dataDir` (or in memory when dataDir is null). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string | null;
}): Database {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? null);
}

export function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let closed = false;
  // An idle connection can be cut by the server (a restart, a failover): the pool replaces it, and without
  // a listener the 'error' would end the process. After close, connections still saying goodbye may be cut
  // when their database goes (tests drop theirs): nothing to report then.
  pool.on('error', (error) => {
    if (!closed) console.error('PostgreSQL connection lost:', error.message);
  });
  const db = drizzleNodePg(pool, { schema });
  async function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
      lock.release();
    }
  }
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    exclusively,
    migrate: () => exclusively(() => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR })),
    close() {
      closed = true;
      return pool.end();
    },
  };
}

/**
 * PostgreSQL's buffer cache inside the embedded database. Its default, 128 MB, is mostly resident from the
 * start on (measured: about 110 MB more than with 16 MB); a small install's pages are few, and the
 * operating system caches the data folder's files besides (decision 033).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * A PGlite as the app runs it, wherever it is opened (the server, tests, benchmarks): with the extensions
 * the migrations create (pg_trgm, for the name searches) and its buffer cache.
 */
export function newPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): PGlite {
  return new PGlite({
    ...options,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * PGlite in `dir`, or in memory when dir is null. A folder is locked for this process until close (or
 * exit): another opener gets a DatabaseInUseError saying what to do.
 */
export function openPglite(dir: string | null): Database {
  if (!dir) return fromPglite(newPglite());
  mkdirSync(dir, { recursive: true });
  const lock = lockFolder(dir);
  const database = fromPglite(newPglite({ dataDir: dir }));
  return {
    ...database,
    async close() {
      // Not on failure: a PGlite that did not close may still write; the lock then goes at exit.
      await database.close();
      lock.release();
    },
  };
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      // Without values the text may hold several statements (pg-boss's locked migrations): the simple
      // protocol runs them all; its last result is the answer, as node-postgres gives it.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    // One process holds an embedded database: nothing to take turns with.
    exclusively: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
