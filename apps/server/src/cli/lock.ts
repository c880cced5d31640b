import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '../storage/file-storage.ts';

/** Who holds the embedded database: the serving process (with its port) or a one-off command. */
export interface LockInfo {
  pid: number;
  role: 'server' | 'command';
  port?: number;
  secret?: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dataDir: string) {
  return path.join(dataDir, 'atrium.lock');
}

/** The live holder of the data folder, if any (a lock left by a dead process is ignored). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return isAlive(info.pid) && info.pid !== process.pid ? info : null;
  } catch {
    return null;
  }
}

/**
 * Takes the data folder for this process (exclusive create, so two processes cannot both
 * win). Returns a release function, or the live holder when it is taken.
 */
export function acquireLock(
  dataDir: string,
  info: Omit<LockInfo, 'pid' | 'secret'>,
): { release: () => void; secret: string } | { heldBy: LockInfo } {
  ensurePrivateDir(dataDir);
  const file = lockPath(dataDir);
  const secret = randomBytes(24).toString('base64url');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ ...info, pid: process.pid, secret }));
      closeSync(fd);
      const release = () => {
        const holder = readLockRaw(file);
        if (holder?.pid === process.pid) rmSync(file, { force: true });
      };
      return { release, secret };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockRaw(file);
      if (holder && isAlive(holder.pid)) return { heldBy: holder };
      rmSync(file, { force: true });
    }
  }
  const holder = readLockRaw(file);
  return { heldBy: holder ?? { pid: 0, role: 'command' } };
}

function readLockRaw(file: string): LockInfo | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}
