import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../db/database.ts';

/** Where the run's migrated PGlite template is (set by the global setup below, read by the suites). */
export const PGLITE_TEMPLATE_ENV = 'ATRIUM_TEST_PGLITE_TEMPLATE';

/**
 * The server suites' global setup: one in-memory PGlite is created and migrated for the whole
 * run, and its data folder dumped to a file. Each suite's database then starts from that dump
 * (about 1 s) instead of creating a cluster and migrating it (about 3 s): the same database,
 * made once. With ATRIUM_TEST_DATABASE_URL the suites use the PostgreSQL server and no template
 * is made.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.ATRIUM_TEST_DATABASE_URL) return () => {};
  const database = await openDatabase({});
  await migrate(database);
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) return () => {};
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-pglite-template-'));
  const file = path.join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

/** The run's migrated template, when the global setup made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
