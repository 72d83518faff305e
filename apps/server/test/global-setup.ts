import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { type Database, fromPglite, newPglite, openPostgres } from '../src/db/client.ts';
import { systemClock } from '../src/lib/clock.ts';
import { startBackground } from '../src/runtime.ts';
import { onServer } from './postgres-server.ts';

/** Where each test file copies its migrated database from (see `openTestDatabase` in helper.ts). */
export interface DatabaseTemplate {
  /** A PGlite data directory dumped as a tar file. */
  pgliteDump?: string;
  /** A database of the PostgreSQL server at TEST_DATABASE_URL, for `CREATE DATABASE … TEMPLATE`. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
    /** The fuzzer's seed (test/fuzz/api-fuzz.ts): FUZZ_SEED, or one drawn for the run, shared by its shards. */
    fuzzSeed: number;
  }
}

/**
 * Migrates one database for the whole run, job queue schema included, instead of once per test file:
 * creating and migrating a PGlite database takes 2.5 s, loading the dump of a migrated one 0.45 s.
 */
export default async function setup(project: TestProject) {
  project.provide('fuzzSeed', Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31 - 1)));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = newPglite();
    await prepare(fromPglite(client));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-template-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', { pgliteDump: file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `cakemix_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await prepare(database);
  // A template must have no connection open while it is copied.
  await database.close();
  project.provide('databaseTemplate', { postgresTemplate: name });
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

/** The app's migrations, then the job queue's schema and queues, as a server's first start makes them. */
async function prepare(database: Database) {
  await database.migrate();
  const defaults = loadConfig({});
  // The queue's schema and queues only: nothing renders here.
  const config = { ...defaults, exports: { ...defaults.exports, renderThreads: 0 } };
  const background = await startBackground({
    config,
    database,
    clock: systemClock,
    log: pino({ level: 'silent' }),
  });
  await background.stop(0);
}
