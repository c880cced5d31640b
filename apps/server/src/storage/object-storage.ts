import type { Readable } from 'node:stream';

/** An object as the storage lists it. */
export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** How a signed download presents the file. */
export interface DownloadOptions {
  contentType: string;
  /** `attachment` for anything a browser could run (HTML, SVG, XML), else `inline`. */
  disposition: 'inline' | 'attachment';
  /** The name offered when saving. */
  fileName: string;
  expiresInSeconds: number;
}

/** Where and how the browser sends the bytes of an upload. */
export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

/**
 * Every file of the product goes through one of these (chosen by configuration): the local
 * folder under DATA_DIR/files, whose signed addresses the server itself serves, or an
 * S3-compatible bucket, whose presigned addresses the browser uses directly. Keys are
 * relative paths made by the server (`e{eventId}/…`), never taken from a client.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** A short-lived address the browser PUTs the bytes to, at most `maxBytes` of them. */
  uploadTarget(
    key: string,
    options: { maxBytes: number; size?: number; expiresInSeconds: number },
  ): Promise<UploadTarget>;
  /**
   * A short-lived address that reads the object, or null when the server serves the bytes
   * itself (local storage: the caller signs its own /files/ address).
   */
  downloadUrl(key: string, options: DownloadOptions): Promise<string | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Up to `length` bytes from the start of the object (the type check). */
  readStart(key: string, length: number): Promise<Buffer>;
  /** Writes a small object the server made (photos, generated images, demo files). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Moves the object at `from` to `to` unless `to` exists already; answers whether it moved
   * (false when there is nothing at `from`). What arrives at `from` afterwards stays there.
   */
  moveIfAbsent(from: string, to: string): Promise<boolean>;
  /** Streams the whole object (backup, tests). */
  read(key: string): Promise<Readable>;
  /** Deletes the object; one already gone is not an error. */
  remove(key: string): Promise<void>;
  /** Every object under the prefix ('' for all). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Throws when the storage cannot be reached or written (readiness). */
  check(): Promise<void>;
}

/** A key is relative, made of safe segments: no `..`, no leading slash, no backslash. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
