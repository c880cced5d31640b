import { LOGIN_ERRORS } from '@atrium/contracts';
import type { FastifyReply } from 'fastify';

/** An OAuth error answer (RFC 6749 §5.2): `error` and `error_description`, and the portal's `message`. */
export function oauthError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  retryAfterSeconds?: number,
) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: code, error_description: message, message });
}

/** An OAuth error of the token endpoint, with the HTTP status it answers. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds until the request may be made again (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** "40 seconds", "3 minutes": the wait in the sign-in refusal. */
function formatWait(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/** More sign-ins at once than the password hashing takes (password.ts): try again in a second. */
export const hashingBusy = () =>
  new OAuthError(503, 'temporarily_unavailable', 'Too many sign-ins at once: try again in a moment', 1);

/** A sign-in refused by the throttle for `seconds` (Retry-After). */
export const throttled = (seconds: number) =>
  new OAuthError(
    429,
    LOGIN_ERRORS.throttled,
    `Too many failed sign-ins. Try again in ${formatWait(seconds)}.`,
    seconds,
  );
