import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { DatabaseInUseError, LOCK_FILE, lockFolder } from './folder-lock.ts';

const folder = () => mkdtempSync(path.join(os.tmpdir(), 'cakemix-lock-'));

/** A lock file as another process would have left it. */
function writeLock(dir: string, owner: { pid: number; host?: string }) {
  const lock = { host: os.hostname(), token: `other-${owner.pid}`, since: '2026-01-01T00:00:00Z', ...owner };
  writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ program: '/srv/src/main.ts', ...lock }));
}

const lockOwner = (dir: string) => JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'));

const children: ChildProcess[] = [];
function otherProcess(): ChildProcess & { pid: number } {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  children.push(child);
  return child as ChildProcess & { pid: number };
}
async function killed(child: ChildProcess) {
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exit;
}
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('the embedded database folder lock', () => {
  it('is held until released, and refuses a second open in the same process meanwhile', () => {
    const dir = folder();
    const lock = lockFolder(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    expect(() => lockFolder(dir)).toThrow(/already open in this process/);
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockFolder(dir).release();
  });

  it('refuses while another live process holds it, saying what to do, and takes it over once that one died', async () => {
    const dir = folder();
    const other = otherProcess();
    writeLock(dir, { pid: other.pid });
    const refusal = (() => {
      try {
        lockFolder(dir);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(DatabaseInUseError);
    expect((refusal as Error).message).toContain(`in use by process ${other.pid} (/srv/src/main.ts`);
    expect((refusal as Error).message).toMatch(/Stop that process first.*\n.*DATABASE_URL/);
    expect(lockOwner(dir).pid).toBe(other.pid);

    await killed(other);
    const lock = lockFolder(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    lock.release();
  });

  it('counts a process of another machine as alive, and a lock of its own pid as a former process', () => {
    const dir = folder();
    writeLock(dir, { pid: 1, host: 'elsewhere' });
    expect(() => lockFolder(dir)).toThrow(/in use by process 1 on elsewhere/);

    writeLock(dir, { pid: process.pid });
    lockFolder(dir).release();
  });

  it('refuses an unreadable lock file rather than guess, and names the file to delete', () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), 'garbage');
    expect(() => lockFolder(dir)).toThrow(`delete ${path.join(dir, LOCK_FILE)}`);
  });

  it('leaves a lock that is no longer its own on release', () => {
    const dir = folder();
    const lock = lockFolder(dir);
    writeLock(dir, { pid: 1 });
    lock.release();
    expect(lockOwner(dir).pid).toBe(1);
  });

  it('is what opening the embedded database takes, and closing it gives back', async () => {
    const dir = folder();
    const database = openPglite(dir);
    expect(() => openPglite(dir)).toThrow(DatabaseInUseError);
    await database.close();
    await openPglite(dir).close();
  });
});
