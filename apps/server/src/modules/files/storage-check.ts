import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { users } from '../users/users.tables.ts';
import { isLegacyPhotoKey, keyOfAddress, UPLOAD_PREFIX } from './file-addresses.ts';
import { storedFiles } from './files.tables.ts';

/* `atrium files verify` and `atrium files list`: whether the storage and the registry agree. */

type StoredFileRow = typeof storedFiles.$inferSelect;

export interface VerifyReport {
  checked: number;
  missing: { key: string; name: string }[];
  wrongSize: { key: string; name: string; recorded: number; found: number }[];
  orphans: { key: string; size: number }[];
  /** Uploads begun and never registered whose address has expired. */
  abandoned: { key: string; name: string }[];
  removed: number;
}

export interface TStorageCheckParts {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  publicUrl: string;
  /** Deletes stored files: the objects (and any upload's), then their rows. */
  remove: (rows: StoredFileRow[]) => Promise<void>;
}

/**
 * Compares registry and storage: every stored file exists with its recorded size; objects
 * no row names are orphans (except profile photos from before the registry that a profile
 * still shows); uploads begun and left past their address's expiry are abandoned. With
 * `remove`, orphans and abandoned uploads are deleted.
 */
export async function verifyStorage(
  { db, storage, clock, publicUrl, remove }: TStorageCheckParts,
  options: { remove: boolean },
): Promise<VerifyReport> {
  const report: VerifyReport = { checked: 0, missing: [], wrongSize: [], orphans: [], abandoned: [], removed: 0 };
  const rows = await db.select().from(storedFiles);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  for (const row of rows) {
    if (row.status !== 'stored') continue;
    report.checked += 1;
    const found = await storage.head(row.key);
    if (!found) report.missing.push({ key: row.key, name: row.name });
    else if (row.size !== null && found.size !== row.size)
      report.wrongSize.push({ key: row.key, name: row.name, recorded: row.size, found: found.size });
  }
  const now = new Date(clock.now());
  const abandoned = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.status, 'pending'), lt(storedFiles.expiresAt, now)));
  report.abandoned = abandoned.map((row) => ({ key: row.key, name: row.name }));
  const photosInUse = new Set(
    (await db.select({ uri: users.photoUri }).from(users).where(ne(users.photoUri, ''))).map((u) =>
      keyOfAddress(u.uri, publicUrl),
    ),
  );
  for await (const object of storage.list('')) {
    if (byKey.has(object.key)) continue;
    // An upload not yet registered (those left past their address are abandoned, above).
    const upload = object.key.startsWith(UPLOAD_PREFIX) && byKey.get(object.key.slice(UPLOAD_PREFIX.length));
    if (upload && upload.status === 'pending') continue;
    if (isLegacyPhotoKey(object.key) && photosInUse.has(object.key)) continue;
    report.orphans.push({ key: object.key, size: object.size });
  }
  if (options.remove) {
    for (const orphan of report.orphans) await storage.remove(orphan.key);
    await remove(abandoned);
    report.removed = report.orphans.length + abandoned.length;
  }
  return report;
}

/** How many files and bytes the registry holds, per purpose (the CLI's list). */
export function storedSummary(db: Db) {
  return db
    .select({
      platformId: storedFiles.platformId,
      purpose: storedFiles.purpose,
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${storedFiles.size}), 0)::bigint`,
    })
    .from(storedFiles)
    .where(eq(storedFiles.status, 'stored'))
    .groupBy(storedFiles.platformId, storedFiles.purpose);
}
