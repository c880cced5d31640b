import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { AppContext } from '../context.ts';
import { PGLITE_EXTENSIONS } from '../db/database.ts';
import { type Clock, systemClock } from '../lib/clock.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, restrictTree } from '../storage/file-storage.ts';

/**
 * Backups of the embedded set-up (`atrium backup` / `atrium restore`): a folder holding the
 * embedded database (PGlite's own dump of its data folder, gzipped), the stored files, and a
 * manifest. With PostgreSQL the database is backed up with pg_dump (README: Backups); the
 * folder then holds the files only.
 */
export const BACKUP_FORMAT = 1;
const MANIFEST = 'atrium-backup.json';
const DATABASE_FILE = 'database.tar.gz';

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'embedded' | 'postgresql';
  files: number;
}

export class BackupError extends Error {}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

/**
 * Writes a backup of the running context into `target` (absent or empty). With the embedded
 * database this runs inside the server that owns it (through the command channel) or in the
 * command's own process when no server runs: PGlite dumps a consistent copy between queries.
 */
export async function backupTo(ctx: AppContext, target: string): Promise<string[]> {
  if (!path.isAbsolute(target)) throw new BackupError('backup: the target folder must be an absolute path');
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new BackupError(`backup: ${target} is not empty; choose a new folder`);
  await mkdir(target, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lines: string[] = [];
  const embedded = ctx.database.kind === 'pglite';
  if (embedded) {
    const dump = await ctx.database.dumpDataDir?.();
    if (!dump) throw new BackupError('backup: the embedded database cannot be dumped');
    await writeFile(path.join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()), {
      mode: PRIVATE_FILE_MODE,
    });
    lines.push(`Database: ${DATABASE_FILE} (${Math.round(dump.size / 1024)} KB)`);
  } else {
    lines.push('Database: PostgreSQL is backed up with pg_dump (README: Backups); this folder holds the files.');
  }
  const root = ctx.files.localRoot;
  const files = root ? countFiles(root) : 0;
  if (root && files > 0) await cp(root, path.join(target, 'files'), { recursive: true });
  lines.push(
    root
      ? `Files: ${files}`
      : 'Files: in the S3 bucket, which keeps them (back it up with its versioning or replication)',
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: new Date(ctx.clock.now()).toISOString(),
    database: embedded ? 'embedded' : 'postgresql',
    files,
  };
  await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  restrictTree(target);
  lines.unshift(`Backup written to ${target}`);
  return lines;
}

export async function readManifest(source: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(source, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`restore: ${source} is not an Atrium backup (no ${MANIFEST})`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`restore: backup format ${manifest.format} is not supported (expected ${BACKUP_FORMAT})`);
  return manifest;
}

/**
 * Restores a backup into a data folder whose lock the caller holds (no server running on it).
 * What was there is kept beside it (`db.before-restore-…`, `files.before-restore-…`), never
 * deleted: a restore onto the wrong folder can be undone by hand.
 */
export async function restoreInto(
  source: string,
  dataDir: string,
  options: { force: boolean; embedded: boolean },
  clock: Clock = systemClock,
): Promise<string[]> {
  const manifest = await readManifest(source);
  const lines: string[] = [];
  const stamp = new Date(clock.now()).toISOString().replace(/[:.]/g, '-');
  const dbDir = path.join(dataDir, 'db');
  const filesDir = path.join(dataDir, 'files');
  const occupied = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
  const withDatabase = manifest.database === 'embedded';
  if (withDatabase && !options.embedded)
    throw new BackupError('restore: this backup holds an embedded database; unset DATABASE_URL to restore it');
  if (!options.force) {
    if (withDatabase && occupied(dbDir))
      throw new BackupError(
        `restore: ${dataDir} already has a database; add --force to restore over it (it is kept aside)`,
      );
    if (occupied(filesDir))
      throw new BackupError(`restore: ${filesDir} is not empty; add --force to restore over it (it is kept aside)`);
  }
  if (withDatabase) {
    const dump = await readFile(path.join(source, DATABASE_FILE)).catch(() => {
      throw new BackupError(`restore: ${DATABASE_FILE} is missing from ${source}`);
    });
    const aside = `${dbDir}.before-restore-${stamp}`;
    const hadDatabase = existsSync(dbDir);
    if (hadDatabase) await rename(dbDir, aside);
    try {
      const client = new PGlite(dbDir, { loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
      await client.close();
    } catch (error) {
      // A dump that does not load leaves the data folder as it was.
      await rm(dbDir, { recursive: true, force: true });
      if (hadDatabase) await rename(aside, dbDir);
      throw new BackupError(
        `restore: ${DATABASE_FILE} could not be loaded (${(error as Error).message}); nothing changed`,
      );
    }
    lines.push(`Database restored (backup of ${manifest.createdAt})`);
  } else {
    lines.push('Database: restore PostgreSQL with pg_restore (README: Backups); restoring the files only.');
  }
  if (existsSync(filesDir)) await rename(filesDir, `${filesDir}.before-restore-${stamp}`);
  await mkdir(filesDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (existsSync(path.join(source, 'files'))) await cp(path.join(source, 'files'), filesDir, { recursive: true });
  restrictTree(dataDir);
  lines.push(`Files restored: ${manifest.files}`);
  return lines;
}
