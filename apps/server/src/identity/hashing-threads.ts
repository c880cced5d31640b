import { Worker } from 'node:worker_threads';

/**
 * The threads that run scrypt, each at the lowest scheduling class Linux has: SCHED_IDLE (set by
 * util-linux's `chrt`, which every Debian image carries), under which a thread runs only when no
 * normal thread of any process wants the core, and is preempted at once when one does; where
 * that cannot be set, nice 19. A sign-in storm then hashes with the CPU that the event loop, the
 * database and other processes leave over, instead of taking a core from them (the others'
 * latency during a storm: docs/PERFORMANCE.md). Where neither can be set (another system), they
 * hash at the normal priority. The source is evaluated, so the threads need no file of their
 * own next to the bundle. Callers keep at most one hash per thread under way (`HashingTicket`).
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
const { execFileSync } = require('node:child_process');
try {
  // "/proc/thread-self" names this thread's task; its id is what setpriority and chrt take on Linux.
  const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
  if (Number.isInteger(tid) && tid > 0) {
    setPriority(tid, 19);
    try {
      execFileSync('chrt', ['--idle', '--pid', '0', String(tid)], { stdio: 'ignore', timeout: 5000 });
    } catch {}
  }
} catch {}
parentPort.on('message', (m) => {
  try {
    const key = scryptSync(m.password, m.salt, m.keyLength, { N: m.n, r: m.r, p: m.p, maxmem: m.maxmem });
    parentPort.postMessage({ id: m.id, key });
  } catch (error) {
    parentPort.postMessage({ id: m.id, error: String(error && error.message ? error.message : error) });
  }
});
`;

interface Job {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

export interface ScryptInput {
  password: string;
  salt: Buffer;
  keyLength: number;
  n: number;
  r: number;
  p: number;
  maxmem: number;
}

class HashingThread {
  private readonly worker: Worker;
  private readonly jobs = new Map<number, Job>();
  private nextId = 0;
  dead = false;

  constructor() {
    this.worker = new Worker(SOURCE, { eval: true });
    // Idle threads do not keep the process alive (commands, tests).
    this.worker.unref();
    this.worker.on('message', (m: { id: number; key?: Uint8Array; error?: string }) => {
      const job = this.jobs.get(m.id);
      if (!job) return;
      this.jobs.delete(m.id);
      if (m.key) job.resolve(Buffer.from(m.key));
      else job.reject(new Error(m.error ?? 'scrypt failed'));
    });
    const fail = (error: Error) => {
      this.dead = true;
      for (const job of this.jobs.values()) job.reject(error);
      this.jobs.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`The hashing thread stopped (${code})`)));
  }

  derive(input: ScryptInput): Promise<Buffer> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      // A thread with a job under way keeps the process alive until it answers.
      this.worker.ref();
      this.worker.postMessage({ id, ...input });
    }).finally(() => {
      if (this.jobs.size === 0 && !this.dead) this.worker.unref();
    }) as Promise<Buffer>;
  }
}

const idle: HashingThread[] = [];

/** Derives a key on an idle hashing thread (one is started when none is idle). */
export async function deriveOnThread(input: ScryptInput): Promise<Buffer> {
  let thread = idle.pop();
  while (thread?.dead) thread = idle.pop();
  thread ??= new HashingThread();
  try {
    return await thread.derive(input);
  } finally {
    if (!thread.dead) idle.push(thread);
  }
}
