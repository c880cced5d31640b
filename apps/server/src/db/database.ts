import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import type { PGlite as TPGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One type for both drivers: the embedded PGlite and the PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL only: calls `observer` with every query's time in seconds (for the metrics). */
  observeQueries?(observer: (seconds: number) => void): void;
  /** Embedded only: a consistent gzipped copy of the database's data folder (backups). */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset: embedded PGlite. */
  url?: string;
  /** PGlite data folder, or `memory://` for an in-memory database. */
  pgliteDir?: string;
  /** A PGlite data folder dumped by `dumpDataDir` to start from (the tests' migrated template). */
  pgliteFrom?: Blob;
  /** PostgreSQL schema to use (tests isolate each suite in its own). */
  searchPath?: string;
  poolSize?: number;
  /**
   * Embedded only: the database is opened for one short command (the CLI), not for a server.
   * PostgreSQL then starts with 16 MB of shared buffers instead of 128 MB (setting up 128 MB
   * costs about 0.7 s of CPU at every start, and a short command never fills them), and its
   * WebAssembly is compiled once, by V8's baseline compiler only: the optimising tier
   * recompiles the hot part of the 10 MB module in the background, about 1.2 s of CPU that only
   * pays off over a long run. docs/PERFORMANCE.md, the CLI's start.
   */
  isOneOff?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // Each driver loads with the database it talks to: the PostgreSQL client is not loaded for
    // the embedded database, nor PGlite for the server.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // A dropped idle connection must not crash the process.
    pool.on('error', () => {});
    let observer: ((seconds: number) => void) | undefined;
    // Every query, pooled or in a transaction, goes through a client's query(): each new client is timed.
    pool.on('connect', (client) => {
      // A connection that drops while a transaction holds it (between its statements) has no query
      // to fail: its error must not crash the process. The transaction fails on its next statement,
      // and the pool discards the client when it comes back.
      client.on('error', () => {});
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      Object.assign(client, {
        query: (...args: unknown[]) => {
          const answer = query(...args);
          if (observer && answer instanceof Promise) {
            const started = performance.now();
            const done = () => observer?.((performance.now() - started) / 1000);
            answer.then(done, done);
          }
          return answer;
        },
      });
    });
    if (options.searchPath) await pool.query(`CREATE SCHEMA IF NOT EXISTS "${options.searchPath}"`);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Drizzle's transaction over a pool takes a client and gives it back in a `finally` that only
    // covers the statements after BEGIN: when BEGIN itself fails (the database just went away),
    // the client is never given back, and a few such failures (the log writer retrying through an
    // outage) leave the pool empty for good. Here the client is taken and given back around the
    // whole transaction (the pool drops it if its connection is gone).
    const transaction: Db['transaction'] = async (run, config) => {
      const client = await pool.connect();
      try {
        return await (drizzlePg(client, { schema }) as unknown as Db).transaction(run, config);
      } finally {
        client.release();
      }
    };
    Object.assign(db, { transaction });
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      observeQueries: (fn) => {
        observer = fn;
      },
    };
  }
  // Read when the module is compiled (below, by PGlite): set before, it applies to this process's
  // embedded database only. A flag V8 reads at compile time; a server never sets it.
  if (options.isOneOff) v8.setFlagsFromString('--liftoff-only');
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client: TPGlite = new PGlite(options.pgliteDir ?? 'memory://', {
    extensions: PGLITE_EXTENSIONS,
    ...(options.isOneOff ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] } : {}),
    ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
  };
}

/** PostgreSQL extensions the schema uses (a trigram index for the directory search), built into PGlite. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Where the SQL migrations are relative to the bundle file: set by the build (apps/server/build.mjs),
 * which copies them there; absent when running from the sources.
 */
declare const ATRIUM_BUNDLE_MIGRATIONS: string | undefined;

/**
 * Folder of the SQL migrations: ATRIUM_MIGRATIONS_DIR if set, else relative to this very file,
 * which is the bundle once built (wherever the bundle is put, whatever its folder is called) or
 * src/db/database.ts in development.
 */
export function migrationsFolder(): string {
  if (process.env.ATRIUM_MIGRATIONS_DIR) return process.env.ATRIUM_MIGRATIONS_DIR;
  const relative = typeof ATRIUM_BUNDLE_MIGRATIONS === 'string' ? ATRIUM_BUNDLE_MIGRATIONS : '../../drizzle/';
  return fileURLToPath(new URL(relative, import.meta.url));
}

/**
 * Applies the SQL migrations in order, each once, recorded in `schema_migrations`. On the
 * PostgreSQL server an advisory lock keeps two starting nodes from migrating at once.
 */
export async function migrate(database: Database, folder = migrationsFolder()): Promise<string[]> {
  const { db } = database;
  const files = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(7412001)`);
    await tx.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = (await tx.execute(sql`SELECT name FROM schema_migrations`)) as unknown as { rows: { name: string }[] };
    const seen = new Set(done.rows.map((r) => r.name));
    for (const file of files) {
      if (seen.has(file)) continue;
      const text = await readFile(path.join(folder, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO schema_migrations (name) VALUES (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
