import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, link, mkdir, open, opendir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateDir, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './file-storage.ts';
import type { ObjectStorage, StoredObject, UploadTarget } from './object-storage.ts';
import { isSafeKey } from './object-storage.ts';
import type { UrlSigner } from './signed-url.ts';

/** Raised while streaming an upload that sends more than its signed limit. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The upload is larger than ${maxBytes} bytes`);
  }
}

/** How much of an upload is buffered before the disk write waits (a few network reads). */
const WRITE_BUFFER_BYTES = 1024 * 1024;
/** Suffix of a file being written; never listed, removed on failure. */
const PART_SUFFIX = '.part';

/**
 * The embedded storage: objects are files under DATA_DIR/files (folders 0700, files 0600).
 * Uploads and downloads go through the server's own /files/ addresses, signed by `signer`;
 * bytes are streamed to a `.part` file and renamed when complete, never held whole in memory.
 */
export class LocalObjectStorage implements ObjectStorage {
  readonly kind = 'local' as const;

  constructor(
    readonly root: string,
    private readonly signer: UrlSigner,
    private readonly nowSeconds: () => number,
  ) {
    ensurePrivateDir(root);
  }

  /** The file of a key; throws on a key that could leave the folder. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async uploadTarget(key: string, options: { maxBytes: number; expiresInSeconds: number }): Promise<UploadTarget> {
    this.pathOf(key);
    const expires = this.nowSeconds() + options.expiresInSeconds;
    const query = this.signer.sign({ method: 'PUT', key, expires, maxBytes: options.maxBytes });
    return { url: `/files/${encodeKey(key)}?${query}`, headers: {}, expiresAt: new Date(expires * 1000) };
  }

  async downloadUrl(): Promise<string | null> {
    return null;
  }

  /** The signed /files/ address that reads `key` until `expiresInSeconds` from now. */
  signedReadAddress(key: string, expiresInSeconds: number): string {
    const expires = this.nowSeconds() + expiresInSeconds;
    return `/files/${encodeKey(key)}?${this.signer.sign({ method: 'GET', key, expires })}`;
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    await this.writeStream(key, Readable.from([body]), Number.MAX_SAFE_INTEGER);
  }

  /**
   * Streams `source` into the object, refusing past `maxBytes` (the partial file is removed).
   * Returns the size written. The object appears only once complete.
   */
  async writeStream(key: string, source: Readable, maxBytes: number): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    // A partial file of its own: two uploads to one key never write into the same file.
    const partial = `${target}.${randomUUID()}${PART_SUFFIX}`;
    let written = 0;
    // Counted as the bytes pass, without a stream of its own in between (a Transform costs a
    // third of the throughput on a 1 GB upload): past the limit the file stream fails, which
    // ends the pipeline with that error (the request is then answered, not reset).
    const sink = createWriteStream(partial, { mode: PRIVATE_FILE_MODE, highWaterMark: WRITE_BUFFER_BYTES });
    const count = (chunk: Buffer) => {
      written += chunk.length;
      if (written > maxBytes) sink.destroy(new UploadTooLargeError(maxBytes));
    };
    source.on('data', count);
    try {
      await pipeline(source, sink);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    } finally {
      source.off('data', count);
    }
    return written;
  }

  /** A hard link then an unlink: the link fails when `to` exists, so nothing is replaced. */
  async moveIfAbsent(from: string, to: string): Promise<boolean> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EEXIST') return false;
      throw error;
    }
    await rm(source, { force: true });
    return true;
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await access(file, constants.R_OK);
    return createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    yield* walk(this.root, '', prefix);
  }

  async check(): Promise<void> {
    const probe = path.join(this.root, `.ready-${process.pid}`);
    await writeFile(probe, '', { mode: PRIVATE_FILE_MODE });
    await rm(probe, { force: true });
  }
}

async function* walk(root: string, relative: string, prefix: string): AsyncIterable<StoredObject> {
  let dir: Awaited<ReturnType<typeof opendir>>;
  try {
    dir = await opendir(path.join(root, relative));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for await (const entry of dir) {
    const key = relative ? `${relative}/${entry.name}` : entry.name;
    // Only descend where the prefix can still match.
    if (!key.startsWith(prefix) && !prefix.startsWith(`${key}/`)) continue;
    if (entry.isDirectory()) yield* walk(root, key, prefix);
    else if (entry.isFile() && !entry.name.endsWith(PART_SUFFIX) && !entry.name.startsWith('.ready-')) {
      const info = await stat(path.join(root, key));
      yield { key, size: info.size, lastModified: info.mtime };
    }
  }
}

/** A key in a URL path: each segment encoded, the slashes kept. */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
