import { parseEventFile, type TEventFile, type TEventFileProblem } from '@atrium/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { type FilesService, keyOfAddress } from '../files/files.service.ts';
import { storedFiles } from '../files/files.tables.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { PlatformRecord, PlatformService } from '../platform/platform.service.ts';
import { platforms } from '../platform/platform.tables.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import type { SponsorsService } from '../sponsors/sponsors.service.ts';
import type { DirectoryService } from '../users/directory.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { EVENT_FILE_SECTIONS, EventApplier, type TEventFileSection, type TSectionReport } from './event-file.apply.ts';
import { checkReferences } from './event-file.check.ts';
import { contentHash, extensionOf, mapFileRefs, readReferencedFiles } from './event-file.files.ts';
import { sortedKeys } from './event-file.model.ts';
import { presentEvent, StateNames } from './event-file.present.ts';
import { loadEventState } from './event-file.state.ts';
import { giveTurn } from './event-file.sync.ts';

/** A file refused before anything changed: every problem, each naming its place. */
export class EventFileInvalid extends Error {
  constructor(readonly problems: TEventFileProblem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
  }
}

export interface TApplyReport {
  dryRun: boolean;
  /** Files stored by this apply, or to store in a dry run (those already stored under their content's name are not counted). */
  filesStored: number;
  sections: Partial<Record<TEventFileSection, TSectionReport>>;
}

export interface ApplyOptions {
  /** The bytes of a path the file names, relative to the file. */
  readFile(relPath: string): Promise<Buffer>;
  /** Check everything and report what would change; change nothing. */
  dryRun?: boolean;
}

export interface ExportOptions {
  /**
   * Given: the event's stored files are written through it (`files/{hash}.{ext}`) and the file
   * names them by these paths, so the file and its folder move to another event or machine.
   * Absent: the file keeps the stored addresses (good for this event on this server only).
   */
  writeFile?: (relPath: string, bytes: Buffer) => Promise<void>;
}

/** Rolls the dry run's transaction back. */
class DryRun extends Error {}

/**
 * The event as a file (docs/ARCHITECTURE.md, "The event as a file"): export presents an
 * event's setup by natural keys; apply checks a whole file against the event, then writes it in
 * one transaction, changing only what differs, and forgets what this node had cached of it.
 */
export class EventFileService {
  constructor(
    private readonly deps: {
      db: Db;
      files: FilesService;
      clock: Clock;
      config: { publicUrl: string; scryptCost: number };
      platforms: PlatformService;
      programme: ProgrammeService;
      sponsors: SponsorsService;
      directory: DirectoryService;
      moderation: ModerationService;
      users: UsersService;
      /** Ends the sign-ins of an account the file disables (as `atrium user disable` does). */
      identity: { revokeAllForUser(userId: number): Promise<void> };
    },
  ) {}

  /** The event's setup as a file: keys sorted, lists in their order, so two exports are identical. */
  async exportEvent(platformId: number, options: ExportOptions = {}): Promise<TEventFile> {
    const state = await loadEventState(this.deps.db, platformId);
    let file = presentEvent(state);
    const { writeFile } = options;
    if (writeFile) {
      const written = new Map<string, string>();
      file = await mapFileRefs(file, async (value) => {
        const key = keyOfAddress(value, this.deps.config.publicUrl);
        if (!key?.startsWith(`e${platformId}/`)) return undefined;
        const done = written.get(key);
        if (done) return done;
        const bytes = await this.readStored(key);
        if (!bytes) return undefined;
        const relPath = `files/${contentHash(bytes)}.${extensionOf(key)}`;
        await writeFile(relPath, bytes);
        written.set(key, relPath);
        return relPath;
      });
    }
    return sortedKeys(file);
  }

  private async readStored(key: string): Promise<Buffer | null> {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.deps.files.storage.read(key)) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    } catch {
      return null;
    }
  }

  /**
   * Applies a file (already parsed from YAML or JSON) to an event. Throws EventFileInvalid,
   * having changed nothing, when any part is wrong.
   */
  async applyEvent(platformId: number, input: unknown, options: ApplyOptions): Promise<TApplyReport> {
    const parsed = parseEventFile(input);
    if (!parsed.ok) throw new EventFileInvalid(parsed.problems);
    const { db, files } = this.deps;
    // Turns for the rest of the server between the long steps (giveTurn: on PGlite nothing else runs meanwhile).
    await giveTurn();
    const before = await loadEventState(db, platformId);
    await giveTurn();
    const problems = checkReferences(parsed.file, new StateNames(before));
    await giveTurn();
    const read = await readReferencedFiles(platformId, parsed.file, options.readFile);
    problems.push(...read.problems);
    if (problems.length) throw new EventFileInvalid(problems);

    // Paths beside the file become the addresses of their content-named stored objects.
    const resolved = await mapFileRefs(parsed.file, async (value) => {
      const prepared = read.files.get(value);
      return prepared ? files.blobAddress(prepared.key) : undefined;
    });
    const prepared = [...read.files.values()];
    const known = prepared.length
      ? new Set(
          (
            await db
              .select({ key: storedFiles.key })
              .from(storedFiles)
              .where(
                inArray(
                  storedFiles.key,
                  prepared.map((f) => f.key),
                ),
              )
          ).map((r) => r.key),
        )
      : new Set<string>();
    const toStore = prepared.filter((f) => !known.has(f.key));
    // Objects first (storage is not transactional): a failed transaction leaves only objects
    // nothing registers, which `atrium files verify --remove-orphans` clears.
    if (!options.dryRun) for (const f of toStore) await files.storage.put(f.key, f.bytes, f.contentType);

    let applier: EventApplier | undefined;
    try {
      await db.transaction(async (tx) => {
        const state = await loadEventState(tx, platformId);
        await giveTurn();
        const names = new StateNames(state);
        // The event may have changed since the check (while the files were read): a reference it
        // no longer has is refused here too, rather than written as none.
        const late = checkReferences(parsed.file, names);
        if (late.length) throw new EventFileInvalid(late);
        applier = new EventApplier(tx, platformId, state, names, {
          scryptCost: this.deps.config.scryptCost,
          now: new Date(this.deps.clock.now()),
        });
        await applier.apply(resolved);
        if (toStore.length)
          await tx
            .insert(storedFiles)
            .values(
              toStore.map((f) => ({
                platformId,
                key: f.key,
                purpose: 'stand-document' as const,
                status: 'stored' as const,
                name: f.name,
                size: f.bytes.length,
                contentType: f.contentType,
                storedAt: new Date(this.deps.clock.now()),
              })),
            )
            .onConflictDoNothing();
        if (options.dryRun) throw new DryRun();
      });
    } catch (error) {
      if (!(error instanceof DryRun)) throw error;
    }
    if (!applier) throw new Error('apply did not run');
    if (!options.dryRun) await this.forget(platformId, applier);
    const sections: TApplyReport['sections'] = {};
    for (const name of EVENT_FILE_SECTIONS) {
      const entry = applier.report.get(name);
      if (entry) sections[name] = entry;
    }
    return { dryRun: Boolean(options.dryRun), filesStored: toStore.length, sections };
  }

  /**
   * Applies a file to a new event `code`, titled by the file's `settings.eventTitle` (else its
   * code). Should the file be refused or the apply fail, the new event is removed: a refused
   * file leaves nothing behind.
   */
  async applyToNewEvent(
    code: string,
    input: unknown,
    options: ApplyOptions,
  ): Promise<{ platform: PlatformRecord; report: TApplyReport }> {
    const settings = (input as { settings?: { eventTitle?: unknown } } | null)?.settings;
    const title = typeof settings?.eventTitle === 'string' && settings.eventTitle ? settings.eventTitle : code;
    const platform = await this.deps.platforms.create(code, { eventTitle: title });
    try {
      return { platform, report: await this.applyEvent(platform.id, input, options) };
    } catch (error) {
      await this.deps.db.delete(platforms).where(eq(platforms.id, platform.id));
      throw error;
    }
  }

  /** What this node kept of the event (the programme version tells the other nodes). */
  private async forget(platformId: number, applier: EventApplier) {
    const changed = [...applier.report.values()].some((s) => s.created.length + s.updated.length + s.removed.length);
    if (!changed) return;
    // Settings, menu, pages, ads and the programme listen to the event's invalidation.
    this.deps.platforms.invalidate(platformId);
    if (applier.report.get('settings')?.updated.length) await this.deps.platforms.announceSettings(platformId);
    // The transaction raised the programme version (every node rebuilds); the hub tells the attendees.
    if (applier.programmeChanged) {
      const [row] = await this.deps.db
        .select({ version: platforms.programmeVersion })
        .from(platforms)
        .where(eq(platforms.id, platformId));
      if (row) this.deps.programme.announce(platformId, row.version);
    }
    this.deps.sponsors.invalidate(platformId);
    this.deps.directory.forget(platformId);
    this.deps.moderation.forget();
    for (const userId of applier.ids.person.values()) this.deps.users.forget(userId);
    for (const userId of applier.disabledNow) await this.deps.identity.revokeAllForUser(userId);
  }
}

/** The lines `atrium event apply` prints. */
export function applyReportLines(report: TApplyReport, code: string): string[] {
  const lines: string[] = [];
  const list = (names: string[]) =>
    names.length > 10 ? `${names.slice(0, 10).join(', ')} and ${names.length - 10} more` : names.join(', ');
  for (const [section, entry] of Object.entries(report.sections)) {
    const parts: string[] = [];
    if (entry.created.length) parts.push(`${entry.created.length} created (${list(entry.created)})`);
    if (entry.updated.length) parts.push(`${entry.updated.length} updated (${list(entry.updated)})`);
    if (entry.removed.length) parts.push(`${entry.removed.length} removed (${list(entry.removed)})`);
    if (entry.unchanged.length) parts.push(`${entry.unchanged.length} unchanged`);
    if (entry.left.length) parts.push(`${entry.left.length} left as they are (not in the file)`);
    lines.push(`${section}: ${parts.join(', ') || 'nothing'}`);
  }
  lines.push(`files: ${report.filesStored} ${report.dryRun ? 'to store' : 'stored'}`);
  lines.push(report.dryRun ? `Dry run: nothing was changed in ${code}.` : `Applied to ${code}.`);
  return lines;
}
