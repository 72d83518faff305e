import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database belongs to one process at a time: PGlite keeps its own buffers and WAL position in
 * memory, so a second process opening the same folder writes over the first one's pages (a user created
 * by the admin CLI beside a running server vanished). Postgres's own postmaster.pid does not protect it
 * here: PGlite's pid is a constant of the WebAssembly machine.
 *
 * The lock is a file in the folder naming its owner. It is created complete (written beside it, then
 * hard-linked into place: the link fails atomically when the name exists), removed on close and at exit,
 * and left behind only by a process that died (SIGKILL, a crash), whose lock the next opener takes over.
 */
export const LOCK_FILE = 'cakemix.lock';

interface LockOwner {
  pid: number;
  host: string;
  /** Tells this lock from a later one of the same pid. */
  token: string;
  since: string;
  /** The script that opened the database (never its arguments: the admin CLI takes passwords). */
  program: string;
}

export interface FolderLock {
  release(): void;
}

/** Another live process (or this one) has the folder open; the message says what to do. */
export class DatabaseInUseError extends Error {
  constructor(dir: string, owner: LockOwner | undefined) {
    super(inUseMessage(dir, owner));
    this.name = 'DatabaseInUseError';
  }
}

/** Lock files this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the folder's lock or throws DatabaseInUseError. Synchronous, so opening the database stays so. */
export function lockFolder(dir: string): FolderLock {
  const file = path.join(dir, LOCK_FILE);
  if (held.has(file)) throw new DatabaseInUseError(dir, undefined);
  const mine: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    token: randomUUID(),
    since: new Date().toISOString(),
    program: process.argv[1] ?? process.argv0,
  };
  const draft = `${file}.${mine.token}`;
  writeFileSync(draft, JSON.stringify(mine));
  try {
    // A few rounds: each one either takes the lock, refuses, or removes a dead owner's lock.
    for (let round = 0; round < 5; round++) {
      if (tryLink(draft, file)) return holdLock(file, mine.token);
      const owner = readOwner(file);
      if (owner === null) continue; // released meanwhile
      if (owner === 'unreadable' || isAlive(owner)) throw new DatabaseInUseError(dir, asOwner(owner));
      removeDeadOwnersLock(dir, file, owner);
    }
    throw new Error(`could not lock ${dir}: its lock file kept changing; try again`);
  } finally {
    rmSync(draft, { force: true });
  }
}

function holdLock(file: string, token: string): FolderLock {
  held.add(file);
  const release = () => {
    process.off('exit', release);
    held.delete(file);
    const owner = readOwner(file);
    if (owner !== null && owner !== 'unreadable' && owner.token === token) rmSync(file, { force: true });
  };
  // process.exit() skips close; SIGKILL skips this too, and the next opener takes the lock over.
  process.on('exit', release);
  return { release };
}

/**
 * Removes a lock whose owner is dead without removing a live one: two openers may both find it dead, and
 * the first may already have put its own lock in place when the second acts. So the lock is first renamed
 * aside (atomic: whatever is there moves), then looked at: a live lock moved by mistake is put back.
 */
function removeDeadOwnersLock(dir: string, file: string, dead: LockOwner) {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = readOwner(aside);
    if (moved !== null && moved !== 'unreadable' && moved.token !== dead.token && !tryLink(aside, file))
      // A third opener took the free name meanwhile: refuse rather than guess who holds the folder.
      throw new DatabaseInUseError(dir, moved);
  } finally {
    rmSync(aside, { force: true });
  }
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The lock's owner; null when there is no lock; 'unreadable' when a person or a tool mangled it. */
function readOwner(file: string): LockOwner | null | 'unreadable' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.token === 'string'
      ? (owner as LockOwner)
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

function asOwner(owner: LockOwner | 'unreadable'): LockOwner | undefined {
  return owner === 'unreadable' ? undefined : owner;
}

/**
 * Whether the owner may still run. Another machine's processes cannot be seen (a folder shared over the
 * network, or between containers): they count as alive. This process's own pid means a former process
 * of the same pid (a container's server is pid 1 at every start), since this one holds nothing yet.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function inUseMessage(dir: string, owner: LockOwner | undefined): string {
  const lockPath = path.join(dir, LOCK_FILE);
  if (!owner && held.has(lockPath)) return `The embedded database in ${dir} is already open in this process.`;
  const who = owner
    ? `process ${owner.pid}${owner.host === os.hostname() ? '' : ` on ${owner.host}`} (${owner.program}, since ${owner.since})`
    : 'a process that left an unreadable lock file';
  return [
    `The embedded database in ${dir} is in use by ${who}.`,
    'Only one process at a time may open it: a second one would lose or corrupt the first one’s writes.',
    'Stop that process first (a server: Ctrl-C on `npm start`, or SIGTERM), then run this again; or, to run',
    'commands beside a running server, put the server and the commands on PostgreSQL (DATABASE_URL).',
    `If no Cakemix process uses this folder any more, delete ${lockPath}.`,
  ].join('\n');
}
