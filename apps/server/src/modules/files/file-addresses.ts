import { STANDARD_VIEW_TYPES } from '@atrium/contracts';
import { isSafeKey } from '../../storage/object-storage.ts';

/* The names of stored files: their keys, the `/files/…` addresses that read them, upload keys. */

/** Where stored files are read from the browser: `/files/{key}`. */
export const FILES_PREFIX = '/files/';
/** Profile photos written before the storage registry existed (`/files/profile/{uuid}.jpg`). */
const LEGACY_PHOTO_KEY = /^profile\/[0-9a-f-]{36}\.(jpg|png)$/;
export const isLegacyPhotoKey = (key: string) => LEGACY_PHOTO_KEY.test(key);

/**
 * Where an upload's bytes are sent: a key of their own, `uploads/{key}`, which registration
 * moves to `{key}` once. No upload address ever names a registered file's key, so what the
 * type check read is what is served, whatever an upload address receives afterwards.
 */
export const UPLOAD_PREFIX = 'uploads/';
export const uploadKeyOf = (key: string) => `${UPLOAD_PREFIX}${key}`;

/** How long an upload address works, and a read address the API hands out. */
export const UPLOAD_ADDRESS_SECONDS = 3600;
export const READ_ADDRESS_SECONDS = 6 * 3600;
/** `inline` for the types a browser shows safely, `attachment` for the rest (HTML, SVG, XML…). */
export function dispositionFor(contentType: string): 'inline' | 'attachment' {
  return STANDARD_VIEW_TYPES.includes(contentType) ? 'inline' : 'attachment';
}

/** A file name's safe form inside a storage key: ASCII letters, digits, dot, dash, underscore. */
export function keySafeName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '');
  return (cleaned || 'file').slice(-100);
}

/** The key named by a `/files/…` address (with or without origin and query), or null. */
export function keyOfAddress(address: string, publicUrl: string): string | null {
  let pathPart = address.trim();
  if (pathPart.startsWith(publicUrl)) pathPart = pathPart.slice(publicUrl.length);
  pathPart = pathPart.split(/[?#]/)[0] ?? '';
  if (!pathPart.startsWith(FILES_PREFIX)) return null;
  let key: string;
  try {
    key = pathPart
      .slice(FILES_PREFIX.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .join('/');
  } catch {
    return null;
  }
  return isSafeKey(key) ? key : null;
}
