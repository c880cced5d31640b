import { createHash } from 'node:crypto';
import {
  EVENT_FILE_SETTINGS_FILES,
  isRelativeFileRef,
  isSafeRelativePath,
  type TEventFile,
  type TEventFileProblem,
} from '@atrium/contracts';
import { detectType } from '../files/files.service.ts';

/**
 * The file references of an event file (docs/ARCHITECTURE.md, "The event as a file"): which
 * fields name a file, the bytes apply stores for a path beside the file, and the paths export
 * writes for the event's stored files.
 */

/**
 * A copy of the file with every file reference replaced by `visit(value, place)` (the value
 * when it answers undefined). Only non-empty references are visited.
 */
export async function mapFileRefs(
  file: TEventFile,
  visit: (value: string, place: string) => Promise<string | undefined>,
): Promise<TEventFile> {
  const ref = async (value: string | undefined, place: string): Promise<string | undefined> => {
    if (value === undefined || value === '') return value;
    return (await visit(value, place)) ?? value;
  };
  const out: TEventFile = structuredClone(file);
  if (out.settings) {
    for (const key of EVENT_FILE_SETTINGS_FILES) {
      if (out.settings[key]) out.settings[key] = await ref(out.settings[key], `settings.${key}`);
    }
  }
  for (const [i, group] of (out.sponsorGroups ?? []).entries()) {
    if (group.iconUri) group.iconUri = await ref(group.iconUri, `sponsorGroups[${i}].iconUri`);
  }
  for (const [i, sponsor] of (out.sponsors ?? []).entries()) {
    const at = `sponsors[${i}]`;
    if (sponsor.thumbnailImageUri)
      sponsor.thumbnailImageUri = await ref(sponsor.thumbnailImageUri, `${at}.thumbnailImageUri`);
    if (sponsor.standImageUri) sponsor.standImageUri = await ref(sponsor.standImageUri, `${at}.standImageUri`);
    for (const [j, doc] of (sponsor.documents ?? []).entries()) {
      doc.uri = (await ref(doc.uri, `${at}.documents[${j}].uri`)) ?? doc.uri;
    }
    for (const [j, hotspot] of (sponsor.hotspots ?? []).entries()) {
      if (hotspot.type !== 'Documents') continue;
      for (const [k, item] of (hotspot.items ?? []).entries()) {
        item.content = (await ref(item.content, `${at}.hotspots[${j}].items[${k}].content`)) ?? item.content;
      }
    }
  }
  for (const [i, ad] of (out.ads ?? []).entries()) {
    ad.imageUri = (await ref(ad.imageUri, `ads[${i}].imageUri`)) ?? ad.imageUri;
  }
  for (const [i, lounge] of (out.lounges ?? []).entries()) {
    if (lounge.imageUri) lounge.imageUri = await ref(lounge.imageUri, `lounges[${i}].imageUri`);
  }
  for (const [i, person] of (out.people ?? []).entries()) {
    if (person.photoUri) person.photoUri = await ref(person.photoUri, `people[${i}].photoUri`);
    if (person.businessCardImageUri)
      person.businessCardImageUri = await ref(person.businessCardImageUri, `people[${i}].businessCardImageUri`);
  }
  for (const [i, session] of (out.programme?.sessions ?? []).entries()) {
    for (const field of ['thumbnailUri', 'homeVodThumbnailUri', 'sponsorThumbnailUri'] as const) {
      const value = session[field];
      if (value) session[field] = await ref(value, `programme.sessions[${i}].${field}`);
    }
  }
  return out;
}

/** A file to store: content-addressed, so the same bytes always get the same key. */
export interface PreparedFile {
  key: string;
  name: string;
  bytes: Buffer;
  contentType: string;
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  txt: 'text/plain',
  html: 'text/html',
};

export function extensionOf(name: string): string {
  return /\.([a-z0-9]{1,8})$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';
}

/** The first 32 hex digits of the bytes' SHA-256: the stored name, and export's file name. */
export function contentHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 32);
}

/** The storage key of bytes applied to an event: `e{eventId}/event/{hash}.{ext}`. */
export async function prepareFile(platformId: number, relPath: string, bytes: Buffer): Promise<PreparedFile> {
  const name = relPath.split('/').pop() ?? relPath;
  const extension = extensionOf(name);
  const detected = await detectType(bytes.subarray(0, 256 * 1024), name);
  return {
    key: `e${platformId}/event/${contentHash(bytes)}.${extension}`,
    name,
    bytes,
    contentType: detected ?? TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream',
  };
}

/**
 * Reads every path the file names (through `readFile`, relative to the file): the prepared
 * files by path, and a problem naming the place of each path that cannot be read, or that
 * leaves the file's folder (the schema refuses those already; checked again where a path is read).
 */
export async function readReferencedFiles(
  platformId: number,
  file: TEventFile,
  readFile: (relPath: string) => Promise<Buffer>,
): Promise<{ files: Map<string, PreparedFile>; problems: TEventFileProblem[] }> {
  const files = new Map<string, PreparedFile>();
  const problems: TEventFileProblem[] = [];
  await mapFileRefs(file, async (value, place) => {
    if (!isRelativeFileRef(value) || files.has(value)) return undefined;
    if (!isSafeRelativePath(value)) {
      problems.push({ path: place, message: 'a relative path must stay beside the file (no "..", no "\\")' });
      return undefined;
    }
    try {
      files.set(value, await prepareFile(platformId, value, await readFile(value)));
    } catch (error) {
      problems.push({ path: place, message: `cannot read ${value} (${(error as Error).message})` });
    }
    return undefined;
  });
  return { files, problems };
}
