import { timingSafeEqual } from 'node:crypto';
import { SCHEDULE_IMPORT_MAX_BYTES } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { CommandError, runCommand, ZCommand } from './commands.ts';

export const CONTROL_PATH = '/_atrium/command';

function sameSecret(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The command channel: the CLI sends organiser commands to the running server, which owns the
 * embedded database. Only from this machine, and only with the secret of the lock file.
 */
export function controlRoutes(app: FastifyInstance, ctx: AppContext, secret: string) {
  // Commands carry whole schedules (several MB), above the API's body limit.
  app.post(CONTROL_PATH, { bodyLimit: SCHEDULE_IMPORT_MAX_BYTES * 2 }, async (req, reply) => {
    const remote = req.socket.remoteAddress ?? '';
    const local = remote === '127.0.0.1' || remote === '::1' || remote === '::ffff:127.0.0.1';
    const given = String(req.headers['x-atrium-secret'] ?? '');
    if (!local || !sameSecret(given, secret))
      return reply.code(403).send({ error: 'forbidden', message: 'Not allowed' });
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
