import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config/config.ts';
import type { AppContext } from '../context.ts';
import { ensurePrivateDir, restrictTree } from '../storage/file-storage.ts';
import { CONTROL_PATH, CommandError } from './command-channel.ts';
import type { TCommand } from './commands.ts';
import { acquireLock, readLock } from './lock.ts';

/*
 * Where a command runs: in this process (holding the embedded database's lock) or in the running
 * server that holds it; and the restore, which needs the data folder to itself.
 */

/**
 * Runs a command where it is safe: with PostgreSQL, directly; with the embedded database,
 * through the running server when there is one (never opening the database from a second
 * process), else in this process holding the data folder's lock.
 */
export async function execute(config: Config, command: TCommand): Promise<string[]> {
  if (!config.databaseUrl) {
    const holder = readLock(config.dataDir);
    if (holder?.role === 'server' && holder.port && holder.secret)
      return sendToServer(holder.port, holder.secret, command);
    if (holder)
      throw new CommandError(
        `Another Atrium command (pid ${holder.pid}) is using ${config.dataDir}; try again when it ends.`,
      );
    const lock = acquireLock(config.dataDir, { role: 'command' });
    if ('heldBy' in lock)
      throw new CommandError(`${config.dataDir} is in use (pid ${lock.heldBy.pid}); try again in a moment.`);
    try {
      const pgliteDir = path.join(config.dataDir, 'db');
      // A new data folder is created (initdb, every migration): a long run too.
      const isOneOff = !LONG_COMMANDS.has(command.name) && existsSync(path.join(pgliteDir, 'PG_VERSION'));
      return await runLocally(config, command, { pgliteDir, isOneOff });
    } finally {
      lock.release();
    }
  }
  return runLocally(config, command, { url: config.databaseUrl });
}

/**
 * Commands that can work the embedded database for a long time (a whole programme, an event
 * file, every account of a CSV, the demo): their database starts as the server's does. Every
 * other command opens it for a short run (`isOneOff`, db/database.ts).
 */
const LONG_COMMANDS = new Set<TCommand['name']>([
  'schedule.import',
  'event.apply',
  'user.import',
  'seed.demo',
  'backup',
]);

async function runLocally(
  config: Config,
  command: TCommand,
  where: { url?: string; pgliteDir?: string; isOneOff?: boolean },
) {
  // The database, the services and the commands load when a command runs in this process, not
  // when it is sent to a running server (docs/PERFORMANCE.md, the CLI's start).
  const [{ migrate, openDatabase }, { createContext }, { runCommand }] = await Promise.all([
    import('../db/database.ts'),
    import('../context.ts'),
    import('./commands.ts'),
  ]);
  const database = await openDatabase(where);
  let ctx: AppContext | undefined;
  try {
    await migrate(database);
    if (where.pgliteDir) restrictTree(where.pgliteDir);
    ctx = await createContext(config, database);
    return await runCommand(ctx, command);
  } finally {
    // Everything the context opened (the hub's timers, Redis connections, the log writer, the
    // database) is closed, so that the process has nothing left to wait for and exits.
    if (ctx) await ctx.close();
    else await database.close();
  }
}

async function sendToServer(port: number, secret: string, command: TCommand): Promise<string[]> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-atrium-secret': secret },
      body: JSON.stringify(command),
    });
  } catch {
    throw new CommandError(
      `The Atrium server holding the embedded database does not answer on port ${port}. Stop it, or wait until it has started.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as { lines?: string[]; message?: string };
  if (!response.ok) throw new CommandError(body.message ?? `The server refused the command (HTTP ${response.status}).`);
  return body.lines ?? [];
}

/** Restores into the data folder, holding its lock: never while a server or a command uses it. */
export async function restore(config: Config, source: string, force: boolean): Promise<string[]> {
  const [{ migrate, openDatabase }, { BackupError, restoreInto }] = await Promise.all([
    import('../db/database.ts'),
    import('../ops/backup.ts'),
  ]);
  ensurePrivateDir(config.dataDir);
  const lock = acquireLock(config.dataDir, { role: 'command' });
  if ('heldBy' in lock)
    throw new CommandError(
      `${config.dataDir} is in use by ${lock.heldBy.role === 'server' ? 'a running server' : 'a command'} (pid ${lock.heldBy.pid}): stop it before restoring.`,
    );
  try {
    const lines = await restoreInto(source, config.dataDir, { force, embedded: !config.databaseUrl });
    if (!config.databaseUrl) {
      // A backup from an older version is brought up to this one's schema now, not at the next start.
      const database = await openDatabase({ pgliteDir: path.join(config.dataDir, 'db') });
      try {
        const applied = await migrate(database);
        if (applied.length) lines.push(`Migrations applied: ${applied.join(', ')}`);
      } finally {
        await database.close();
      }
      restrictTree(path.join(config.dataDir, 'db'));
    }
    return lines;
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  } finally {
    lock.release();
  }
}
