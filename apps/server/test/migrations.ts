import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { type Database, MIGRATIONS_DIR } from '../src/db/client.ts';

/**
 * The migrations folder as it was before `tag`: the SQL files and a journal that stops before it, so a
 * test can store data in the old shape, then run the real migration over it.
 */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cakemix-migrations-'));
  mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')))
    copyFileSync(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  return dir;
}

/**
 * Websites 1 and 2 in a database migrated only part of the way: plain SQL on the columns every version has
 * (the app's schema may hold columns a later migration adds).
 */
export async function seedOldWebsites(database: Database): Promise<void> {
  await database.executeSql(
    `insert into websites (id, name, support_email) values (1, 'Site A', 'a@example.com'), (2, 'Site B', 'b@example.com')`,
  );
}
