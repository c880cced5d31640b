import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
} from 'node:fs';
import path from 'node:path';
import { isRelativeFileRef, isSafeRelativePath, parseEventFile } from '@atrium/contracts';
import { mapFileRefs } from '../modules/event-file/event-file.files.ts';
import { CommandError } from './command-channel.ts';
import type { TCommand } from './commands.ts';

/**
 * What `atrium event apply` reads (docs/ARCHITECTURE.md, "Security decisions"): the event file
 * named on the command line, and the files it names beside it. A named file is read only when
 * it is a regular file reached without any symbolic link and its real path stays in the event
 * file's folder; otherwise the whole file is refused before anything is sent, naming the place.
 */

/** A path the event file names that may not be read (a link, or outside the folder). */
export class RefusedFile extends Error {}

/** The real path of an open file (Linux names it under /proc; elsewhere, the path's real path). */
function realPathOf(fd: number, fallback: string): string {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return realpathSync(fallback);
  }
}

/**
 * The bytes of `relPath` (already checked to have no `..`) in `folder`; undefined when it does
 * not exist (the server then reports it as unreadable, with its place). Every segment is looked
 * at without following links, the file is opened refusing a link, and the opened file's real
 * path must still be in the folder (so a link swapped in between the checks is caught too).
 */
export function readBeside(folder: string, relPath: string): Buffer | undefined {
  const root = realpathSync(folder);
  const segments = relPath.split('/');
  let at = root;
  for (const [i, segment] of segments.entries()) {
    at = path.join(at, segment);
    let isLink: boolean;
    try {
      isLink = lstatSync(at).isSymbolicLink();
    } catch {
      return undefined;
    }
    if (isLink)
      throw new RefusedFile(
        `${segments.slice(0, i + 1).join('/')} is a symbolic link (files are read only from the event file's folder)`,
      );
  }
  let fd: number;
  try {
    // Non-blocking, so that a named pipe put in the folder is refused rather than waited on.
    fd = openSync(at, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new RefusedFile('it is a symbolic link');
    return undefined;
  }
  try {
    if (!fstatSync(fd).isFile()) throw new RefusedFile('it is not a regular file');
    if (!realPathOf(fd, at).startsWith(root + path.sep))
      throw new RefusedFile("its real path leaves the event file's folder");
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the event file (YAML, or JSON which YAML reads too) and the files it names beside it,
 * into the command the server checks and applies as a whole.
 */
export async function eventApplyCommand(file: string, o: { platform?: string; dryRun: boolean }): Promise<TCommand> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  const { parse: parseYaml } = await import('yaml');
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw new CommandError(`${file} is not YAML or JSON: ${(error as Error).message}`);
  }
  const code = o.platform ?? (data as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code) throw new CommandError('Name the event: --platform CODE');
  const files = new Map<string, string>();
  const refused: string[] = [];
  const parsed = parseEventFile(data);
  if (parsed.ok) {
    // Only paths that stay beside the file are read (the server refuses the others, naming them).
    await mapFileRefs(parsed.file, async (value, place) => {
      if (!isRelativeFileRef(value) || !isSafeRelativePath(value) || files.has(value)) return undefined;
      try {
        const bytes = readBeside(path.dirname(file), value);
        if (bytes) files.set(value, bytes.toString('base64'));
      } catch (error) {
        if (!(error instanceof RefusedFile)) throw error;
        refused.push(`${place}: ${value} is refused: ${error.message}`);
      }
      return undefined;
    });
  }
  if (refused.length > 0)
    throw new CommandError(`${path.basename(file)} was not applied, nothing changed:\n${refused.join('\n')}`);
  return {
    name: 'event.apply',
    platform: code,
    file: data,
    files: Object.fromEntries(files),
    dryRun: o.dryRun,
    source: path.basename(file),
  };
}
