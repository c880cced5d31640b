import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, type LockInfo, lockPath, processStart, readLock } from './lock.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-lock-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const leave = (info: LockInfo) => writeFileSync(lockPath(dataDir), JSON.stringify(info), { mode: 0o600 });

/** A process that lives until the test ends it. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    pid: child.pid as number,
    stop: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

describe('the data folder lock', () => {
  it('takes a folder whose lock names our own pid but was not taken by this process (a restarted container is pid 1 again)', () => {
    leave({ pid: process.pid, role: 'server', port: 3000, secret: 'left-by-the-killed-container' });
    expect(readLock(dataDir)).toBeNull();
    const lock = acquireLock(dataDir, { role: 'server', port: 3000 });
    expect('release' in lock).toBe(true);
    const written = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
    expect(written.pid).toBe(process.pid);
    expect(written.secret).not.toBe('left-by-the-killed-container');
    if ('release' in lock) lock.release();
  });

  it('still refuses a second taker in the process that holds it', () => {
    const first = acquireLock(dataDir, { role: 'server', port: 3000 });
    expect('release' in first).toBe(true);
    const second = acquireLock(dataDir, { role: 'command' });
    expect('heldBy' in second && second.heldBy.pid).toBe(process.pid);
    if ('release' in first) first.release();
    expect(() => readFileSync(lockPath(dataDir))).toThrow();
  });

  it('is held by a live process that started when the lock says, and free when the pid now belongs to another process', async () => {
    const other = otherProcess();
    try {
      const started = processStart(other.pid);
      expect(started).toMatch(/^[0-9a-f-]+\/\d+$/);
      leave({ pid: other.pid, role: 'server', port: 3001, secret: 's', started: started ?? '' });
      expect(readLock(dataDir)?.pid).toBe(other.pid);
      const refused = acquireLock(dataDir, { role: 'command' });
      expect('heldBy' in refused && refused.heldBy.pid).toBe(other.pid);

      // The same pid with another start: the process that wrote the lock is gone, the pid was reused.
      leave({ pid: other.pid, role: 'server', port: 3001, secret: 's', started: `${started}0` });
      expect(readLock(dataDir)).toBeNull();
      const taken = acquireLock(dataDir, { role: 'command' });
      expect('release' in taken).toBe(true);
      if ('release' in taken) taken.release();
    } finally {
      await other.stop();
    }
  });

  it('is free when the process that wrote it is gone', async () => {
    const other = otherProcess();
    leave({ pid: other.pid, role: 'command', secret: 's' });
    expect(readLock(dataDir)?.pid).toBe(other.pid);
    await other.stop();
    expect(readLock(dataDir)).toBeNull();
    const taken = acquireLock(dataDir, { role: 'server', port: 3000 });
    expect('release' in taken).toBe(true);
    if ('release' in taken) taken.release();
  });
});
