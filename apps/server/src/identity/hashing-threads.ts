import { Worker } from 'node:worker_threads';

/**
 * The threads that run scrypt, in two pools. A calm sign-in (no queue) hashes on a thread of the
 * normal priority, so that a busy server still signs its people in at once. When more sign-ins
 * wait than the hashing can take (a storm), hashes run on threads at nice 19, which the
 * scheduler gives a small share of a core that others want: the storm then hashes mostly with
 * the CPU that the event loop, the database and other processes leave over (the others'
 * latency during a storm: docs/PERFORMANCE.md). Linux's idle class (SCHED_IDLE) was tried and
 * left: under a steady load of other work it starved every sign-in (30 s each with two busy
 * processes on two cores). Where nice cannot be set (another system), they hash at the normal
 * priority. The source is evaluated, so the threads need no file of their own next to the
 * bundle. Callers keep at most one hash per thread under way (`HashingTicket`).
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const { readlinkSync } = require('node:fs');
const { setPriority } = require('node:os');
if (workerData && workerData.lowered) {
  try {
    // "/proc/thread-self" names this thread's task; its id is what setpriority takes on Linux.
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 19);
  } catch {}
}
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

  constructor(lowered: boolean) {
    this.worker = new Worker(SOURCE, { eval: true, workerData: { lowered } });
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

/** Idle threads of each pool: the normal priority's and the lowered one's. */
const idle = { normal: [] as HashingThread[], lowered: [] as HashingThread[] };

/**
 * Derives a key on an idle hashing thread of the pool asked for (one is started when none is
 * idle): `lowered` during a storm, the normal priority otherwise.
 */
export async function deriveOnThread(input: ScryptInput, lowered = false): Promise<Buffer> {
  const pool = lowered ? idle.lowered : idle.normal;
  let thread = pool.pop();
  while (thread?.dead) thread = pool.pop();
  thread ??= new HashingThread(lowered);
  try {
    return await thread.derive(input);
  } finally {
    if (!thread.dead) pool.push(thread);
  }
}
