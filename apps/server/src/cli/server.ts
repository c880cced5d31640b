import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Config } from '../config/config.ts';
import { type AppContext, createContext } from '../context.ts';
import { migrate, openDatabase } from '../db/database.ts';
import { seedDemoFiles } from '../modules/seed/demo-files.ts';
import { refreshDemoDates } from '../modules/seed/demo-refresh.ts';
import { seedDemo } from '../modules/seed/demo-seed.ts';
import { attachHub } from '../realtime/hub.ts';
import { ensurePrivateDir, restrictTree } from '../storage/file-storage.ts';
import { demoSummary } from './commands.ts';
import { controlRoutes } from './control.ts';
import { acquireLock } from './lock.ts';

/** Locates the built SPA: next to the server bundle in the repository layout. */
export function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.ATRIUM_WEB_DIST,
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../../../web/dist'),
    path.resolve(process.cwd(), 'apps/web/dist'),
  ];
  return candidates.find((c): c is string => Boolean(c && existsSync(path.join(c, 'index.html'))));
}

/**
 * Graceful stop (SIGTERM): /readyz says 503 for `drainMs` so the proxy sends new connections
 * elsewhere, then the hub tells its sockets to go (clients reconnect at once and land on another
 * node), the HTTP server stops accepting and finishes the requests under way, the activity logs
 * buffered are written, and the database and Redis connections close.
 */
export async function drainAndClose(app: FastifyInstance, ctx: AppContext, drainMs: number): Promise<void> {
  ctx.lifecycle.draining = true;
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
  await ctx.close();
}

/** `atrium serve`: migrate, seed the demo on first start, serve until stopped. */
export async function serve(config: Config) {
  // Only the embedded database needs one owner; PostgreSQL takes many nodes.
  ensurePrivateDir(config.dataDir);
  const lock = config.databaseUrl
    ? { secret: '', release: () => {} }
    : acquireLock(config.dataDir, { role: 'server', port: config.port });
  if ('heldBy' in lock) {
    const who =
      lock.heldBy.role === 'server'
        ? `a server (pid ${lock.heldBy.pid}, port ${lock.heldBy.port})`
        : `a command (pid ${lock.heldBy.pid})`;
    throw new Error(`The data folder ${config.dataDir} is in use by ${who}. Stop it first, or use another DATA_DIR.`);
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') },
  );
  const applied = await migrate(database);
  if (!config.databaseUrl) restrictTree(path.join(config.dataDir, 'db'));
  const ctx = await createContext({ ...config, webDist: config.webDist ?? findWebDist() }, database);
  const app = await buildApp(ctx, {
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // The command channel exists only for the embedded database (with PostgreSQL, commands
    // open the database themselves): one route fewer to attack on a many-node deployment.
    extraRoutes: config.databaseUrl ? undefined : (instance) => controlRoutes(instance, ctx, lock.secret),
  });
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  // The real-time hub at /hub, on the same HTTP server (with REDIS_URL: shared by every node).
  await attachHub(app, ctx);

  if (config.seedDemo && (await ctx.platforms.list()).length === 0) {
    const result = await seedDemo(ctx, { clock: ctx.clock, scryptCost: config.scryptCost });
    if (result.created) {
      await seedDemoFiles(ctx.db, ctx.files, result.platformId);
      for (const line of demoSummary(config.publicUrl, result.counts)) console.log(line);
    }
  }
  for (const moved of await refreshDemoDates(ctx.db, ctx.clock)) {
    ctx.platforms.invalidate(moved.platformId);
    app.log.info(moved, 'demo dates moved forward: its first day is today');
  }
  if (!ctx.config.webDist)
    app.log.warn('The web app is not built (apps/web/dist): only the API is served. Run npm run build.');

  const metricsServer =
    ctx.metrics && config.metricsPort !== undefined
      ? await ctx.metrics.listen(config.metricsPort, config.host)
      : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Bounded: a shutdown that hangs (a stuck request, an unreachable database) still ends.
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown took too long: exiting now');
      lock.release();
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    const started = ctx.clock.now();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: draining');
    try {
      await drainAndClose(app, ctx, config.shutdownDrainMs);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      lock.release();
      process.exit(1);
    }
    metricsServer?.close();
    lock.release();
    app.log.info({ ms: ctx.clock.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('exit', () => lock.release());

  await app.listen({ port: config.port, host: config.host });
  // Reminders of bookmarked sessions: every node looks, the database decides which one sends.
  ctx.reminders.start();
  console.log(
    `Atrium is serving at ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}/db` : 'PostgreSQL'}; real-time hub: ${ctx.redis ? 'Redis, many nodes' : 'this process'})`,
  );
  return app;
}
