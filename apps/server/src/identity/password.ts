import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { deriveOnThread } from './hashing-threads.ts';

/**
 * Password hashing with scrypt, a memory-hard KDF built into Node (no native add-on).
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise later.
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * scrypt runs on hashing threads of its own (hashing-threads.ts), not on libuv's thread pool,
 * which token checks, file reads and the database driver share; at the lowest priority during a
 * storm (`inStorm`), at the normal one otherwise. At most HASHING_CONCURRENCY hashes run at once; HASHING_QUEUE_MAX more wait their
 * turn, and beyond that a hash is refused at once (`HashingBusyError`: 503 with Retry-After).
 * Each hash keeps a core busy (~90 ms): half the cores at most, so that the event loop and the
 * database keep a core of their own during a storm (measured: docs/PERFORMANCE.md).
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
export const HASHING_QUEUE_MAX = 64;
const ADMITTED_MAX = HASHING_CONCURRENCY + HASHING_QUEUE_MAX;

export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once');
  }
}

/** Hashes admitted and not yet done: running, waiting for a thread, or reserved by a sign-in. */
let admitted = 0;
let running = 0;
const waiting: (() => void)[] = [];
/**
 * Sign-ins between their turn to prepare (the throttle's database work) and their hash's end: as
 * many as hash at once, plus as many getting ready to. The others wait their turn having done
 * nothing, so a storm's database work comes at the pace of the hashing, not all at once.
 */
const PREPARING_MAX = 2 * HASHING_CONCURRENCY;
let preparing = 0;
const toPrepare: (() => void)[] = [];

/**
 * A place among the admitted hashes, taken synchronously before any other work: a sign-in
 * reserves it first, so that one the hashing would refuse is refused before the throttle's
 * counters and the account lookup, and a storm of refused sign-ins costs the database nothing.
 * Given back by its hash's end, or by `release` when no hash follows (a throttled attempt).
 */
export class HashingTicket {
  private held = true;
  private turn = false;

  /** Takes a place, or throws HashingBusyError when every place is taken. */
  constructor() {
    if (admitted >= ADMITTED_MAX) throw new HashingBusyError();
    admitted++;
  }

  /** Waits until this sign-in may do its work before the hash (FIFO, PREPARING_MAX at a time). */
  async ready(): Promise<void> {
    if (this.turn || !this.held) return;
    if (preparing >= PREPARING_MAX) await new Promise<void>((resolve) => toPrepare.push(resolve));
    else preparing++;
    this.turn = true;
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    admitted--;
    if (!this.turn) return;
    this.turn = false;
    // The turn passes straight to the next in line (preparing stays counted), else it is freed.
    const next = toPrepare.shift();
    if (next) next();
    else preparing--;
  }

  /** Runs `work` when a thread is free (in the ticket's place), then gives the place back. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (!this.held) throw new Error('This hashing ticket was already used');
    try {
      if (running >= HASHING_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        // The thread passes straight to the next in line (running stays counted), else it is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    } finally {
      this.release();
    }
  }
}

/** Hashes under way, waiting, and places reserved by sign-ins still checking their throttle. */
export function hashingLoad(): { running: number; waiting: number; reserved: number } {
  return { running, waiting: waiting.length, reserved: admitted - running - waiting.length };
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number, ticket?: HashingTicket) {
  return (ticket ?? new HashingTicket()).run(() => deriveNow(password, salt, n, r, p));
}

/**
 * A storm: more sign-ins admitted than hash and get ready at once, so some wait their turn.
 * Their hashes then run at the lowest priority, giving way to the other requests; a calm
 * sign-in on a busy server keeps the normal priority and is not starved.
 */
function inStorm(): boolean {
  return admitted > PREPARING_MAX;
}

function deriveNow(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return deriveOnThread(
    {
      password: password.normalize('NFKC'),
      salt,
      keyLength: KEY_LENGTH,
      n,
      r,
      p,
      maxmem: 256 * n * r + 1024 * 1024,
    },
    inStorm(),
  );
}

export async function hashPassword(password: string, cost = 1 << 15): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

let verifications = 0;
/** Password checks started since the process began (for metrics, and to prove the throttle in tests). */
export function passwordVerifications(): number {
  return verifications;
}

/** Checks `password` against `stored`, in the place of `ticket` if given (else it takes one). */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  ticket?: HashingTicket,
): Promise<boolean> {
  if (!stored) {
    ticket?.release();
    return false;
  }
  verifications++;
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) {
    ticket?.release();
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p), ticket);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(cost?: number): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return dummyHash;
}
