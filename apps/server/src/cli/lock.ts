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
  /** The holder's start as the kernel tells it (`processStart`), where it can be read. */
  started?: string;
}

/** The secrets of the locks this process holds (to tell them from a lock an earlier process left under our pid). */
const heldHere = new Set<string>();

/**
 * When a process started, as the kernel tells it (Linux: the boot's id and the start time in
 * /proc/PID/stat), or null where that cannot be read. A pid names a process only together with
 * its start: after a restart the same pid can be another process's.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces: the state
    // is the 3rd field, the start time the 22nd.
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return started ? `${boot}/${started}` : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock names still holds it. A lock naming our own pid that this process
 * did not take was left by an earlier process that had the same pid: in a container the server
 * is pid 1 at every start, so a killed container's lock names the restarted one. A live pid
 * whose start differs from the one recorded is another process that got the pid since.
 */
function isHeld(info: LockInfo): boolean {
  if (info.pid === process.pid) return Boolean(info.secret && heldHere.has(info.secret));
  if (!Number.isInteger(info.pid) || info.pid <= 0 || !isAlive(info.pid)) return false;
  if (!info.started) return true;
  const started = processStart(info.pid);
  return started === null || started === info.started;
}

export function lockPath(dataDir: string) {
  return path.join(dataDir, 'atrium.lock');
}

/** The live holder of the data folder, if any (a lock left by a dead process is ignored). */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    return info.pid !== process.pid && isHeld(info) ? info : null;
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
      const started = processStart(process.pid);
      writeSync(fd, JSON.stringify({ ...info, pid: process.pid, secret, ...(started ? { started } : {}) }));
      closeSync(fd);
      heldHere.add(secret);
      const release = () => {
        heldHere.delete(secret);
        const holder = readLockRaw(file);
        if (holder?.pid === process.pid && holder.secret === secret) rmSync(file, { force: true });
      };
      return { release, secret };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockRaw(file);
      if (holder && isHeld(holder)) return { heldBy: holder };
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
