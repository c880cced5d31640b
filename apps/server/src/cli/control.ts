import { timingSafeEqual } from 'node:crypto';
import { SCHEDULE_IMPORT_MAX_BYTES } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { CONTROL_PATH } from './command-channel.ts';
import { CommandError, runCommand, ZCommand } from './commands.ts';

export { CONTROL_PATH };

/**
 * The largest command: a schedule at its import limit, JSON-escaped inside the command (quotes
 * and line ends double), with room for the other fields. Fastify refuses a larger declared
 * Content-Length before reading a byte, and stops reading a chunked body at this size.
 */
export const CONTROL_BODY_MAX_BYTES = Math.ceil(SCHEDULE_IMPORT_MAX_BYTES * 1.5);

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function isLoopback(address: string | undefined) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

/**
 * The command channel: the CLI sends organiser commands to the running server, which owns the
 * embedded database. Only from this machine, and only with the secret of the lock file (0600,
 * in the data folder: only the server's account can read it).
 *
 * The caller is checked in `onRequest`, which runs before Fastify reads the body: a refused
 * caller's body is never buffered or parsed, and the connection is closed after the answer so
 * that the rest of it is not read either.
 */
export function controlRoutes(app: FastifyInstance, ctx: AppContext, secret: string) {
  const checkCaller = async (req: FastifyRequest, reply: FastifyReply) => {
    // The socket's own address, never X-Forwarded-For: a proxy in front must not make a remote caller local.
    const given = req.headers['x-atrium-secret'];
    if (!isLoopback(req.socket.remoteAddress) || typeof given !== 'string' || !sameSecret(given, secret)) {
      return reply.code(403).header('connection', 'close').send({ error: 'forbidden', message: 'Not allowed' });
    }
  };
  app.post(CONTROL_PATH, { bodyLimit: CONTROL_BODY_MAX_BYTES, onRequest: checkCaller }, async (req, reply) => {
    const command = ZCommand.safeParse(req.body);
    if (!command.success)
      return reply.code(400).send({ error: 'bad_request', message: command.error.issues[0]?.message ?? 'bad command' });
    try {
      return { lines: await runCommand(ctx, command.data) };
    } catch (error) {
      if (error instanceof CommandError)
        return reply.code(400).send({ error: 'command_failed', message: error.message });
      throw error;
    }
  });
}
