import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing with scrypt, a memory-hard KDF built into Node (no native add-on).
 * Stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise later.
 */
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads), which token checks, file reads and the
 * database driver share: a sign-in storm would take every thread and stall every other
 * request. At most HASHING_CONCURRENCY hashes run at once; HASHING_QUEUE_MAX more wait their
 * turn, and beyond that a sign-in is refused at once (`HashingBusyError`: 503 with Retry-After).
 * Each hash keeps a core busy (~90 ms): half the cores at most, so that the event loop and the
 * database keep a core of their own during a storm (measured: docs/PERFORMANCE.md).
 */
export const HASHING_CONCURRENCY = Math.max(1, Math.floor(availableParallelism() / 2));
export const HASHING_QUEUE_MAX = 64;

export class HashingBusyError extends Error {
  constructor() {
    super('Too many sign-ins at once');
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASHING_CONCURRENCY) {
    if (waiting.length >= HASHING_QUEUE_MAX) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (running stays counted), else it is freed.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/**
 * True when a hash asked for now would be refused: a sign-in is then answered 503 before any
 * other work (the throttle's counters, the account lookup), so a storm of refused sign-ins
 * costs the database and the main thread nothing.
 */
export function hashingSaturated(): boolean {
  return running >= HASHING_CONCURRENCY && waiting.length >= HASHING_QUEUE_MAX;
}

/** Hashes under way and waiting (the metrics and tests read it). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return withHashingSlot(() => deriveNow(password, salt, n, r, p));
}

function deriveNow(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
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

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  verifications++;
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the account does not exist, so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(cost?: number): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'), cost);
  return dummyHash;
}
