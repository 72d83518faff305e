import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The Drizzle database, whichever engine is behind it. Repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, '../../drizzle');

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
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => pool.end(),
  };
}

export function openPglite(dir: string | null): Database {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir ?? undefined);
  return fromPglite(client);
}

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
