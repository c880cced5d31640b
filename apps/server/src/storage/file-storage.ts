import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Folders of the data directory are for the server's account only. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files it writes there (database, mails with reset links, uploads) likewise. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates a folder (and its missing parents) readable by this account only, and closes an
 * existing one that an older version or an operator left open to others.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Closes a whole tree to other accounts: folders 0700, files 0600. The embedded database
 * unpacks its initial files with mode 0666 whatever the process umask; the server runs this
 * once the database is open (the files PostgreSQL itself creates later are 0600 already).
 */
export function restrictTree(dir: string): void {
  chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) chmodSync(full, PRIVATE_DIR_MODE);
    else if (entry.isFile()) chmodSync(full, PRIVATE_FILE_MODE);
  }
}
