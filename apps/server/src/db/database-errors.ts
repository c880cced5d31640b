/**
 * Errors that mean "the database cannot be reached now", not "this request is wrong": the server
 * answers them with 503 and Retry-After (clients try again; an operator restarting PostgreSQL is
 * not a bug), and keeps running: the pool reconnects by itself once the server is back.
 */
const UNAVAILABLE_CODES = new Set([
  // the socket (node)
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: class 08 (connection exception), 57P01–57P03 (shutdown, cannot connect now),
  // 53300 (too many connections)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Messages of pg's pool and client for a connection that broke or never came. */
const UNAVAILABLE_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (`cause`); follow the chain a few steps.
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
