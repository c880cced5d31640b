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
