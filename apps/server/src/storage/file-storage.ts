import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files on local disk under DATA_DIR/files. Public images (profile photos) get unguessable
 * names and are served at /files/{key}; the key never contains a path from the client.
 */
export class FileStorage {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  async savePublic(folder: 'profile', bytes: Buffer, extension: 'jpg' | 'png'): Promise<string> {
    const key = `${folder}/${randomUUID()}.${extension}`;
    const target = path.join(this.root, key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.part`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
    return `/files/${key}`;
  }
}
