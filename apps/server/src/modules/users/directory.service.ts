import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SEARCH_MIN,
  displayName,
  type TDirectoryPage,
  type TPersonProgramme,
  type TPersonProgrammeItem,
  type ZDirectoryQuery,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { sanitizeRichText } from '../../lib/html-text.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import type { ProgrammeModel } from '../programme/programme.model.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import type { DirectoryRepository } from './directory.repository.ts';
import { foldForSearch } from './directory-text.ts';

type TQuery = z.output<typeof ZDirectoryQuery>;

/** How long a count of the whole directory serves its pages. */
const TOTAL_MS = 5_000;

/**
 * The participant and speaker directories (spec 2 §2.7): who is listed is decided in one place
 * (directory.repository.ts `listedIn`); a search matches name, organisation, town and country,
 * accents and case aside, from 3 characters.
 */
export class DirectoryService {
  /** Who chairs a session, per programme version. */
  private readonly chairs = new WeakMap<ProgrammeModel, Set<number>>();
  /** How many each page lists without a search, per event and page, for TOTAL_MS. */
  private readonly totals: TtlCache<string, number>;
  /** The answers of the last 5 s, per event, directory, page and search. */
  private readonly pages: TtlCache<string, TDirectoryPage>;
  /** Bumped when someone of the event changes their profile: their next reads miss the answers kept before. */
  private readonly generations = new Map<number, number>();

  constructor(
    private readonly repo: DirectoryRepository,
    private readonly programme: ProgrammeService,
    clock: Clock,
  ) {
    this.totals = new TtlCache(clock, { ttlMs: TOTAL_MS, maxSize: 2_000 });
    // A page is 7–10 KB: at most about 5 MB kept.
    this.pages = new TtlCache(clock, { ttlMs: TOTAL_MS, maxSize: 500 });
  }

  /**
   * Forgets the event's kept answers and counts (after a profile of the event changed): the
   * person who hides themselves, or changes their name, sees it at once.
   */
  forget(platformId: number): void {
    this.generations.set(platformId, (this.generations.get(platformId) ?? 0) + 1);
  }

  private keyOf(platformId: number, rest: string): string {
    return `${platformId}:${this.generations.get(platformId) ?? 0}:${rest}`;
  }

  /**
   * The number of people listed: counted afresh for a search; without one (every page a visitor
   * scrolls), counted once per TOTAL_MS per event, so paging does not count the whole event each
   * time. Someone who joins or leaves the list shows in the total within that time.
   */
  private total(platformId: number, speakers: boolean, words: string[]): Promise<number> {
    if (words.length > 0) return this.repo.total(platformId, speakers, words);
    return this.totals.getOrLoad(this.keyOf(platformId, String(speakers)), () =>
      this.repo.total(platformId, speakers, words),
    );
  }

  private async chairsOf(platform: PlatformRecord): Promise<Set<number>> {
    const model = await this.programme.model(platform);
    let ids = this.chairs.get(model);
    if (!ids) {
      ids = new Set(model.sessions.flatMap((s) => s.moderators.map((m) => m.id)));
      this.chairs.set(model, ids);
    }
    return ids;
  }

  /**
   * A page of the directory. The answers are kept 5 s (the count of the whole directory too):
   * many people open the same first pages at the start of a session, and each answer costs a
   * page query and the sanitising of up to 25 biographies. Someone who joins shows within 5 s.
   */
  list(platform: PlatformRecord, query: TQuery): Promise<TDirectoryPage> {
    requireDirectory(platform, query.speaker);
    const search = foldForSearch(query.search ?? '');
    const words = search.length < DIRECTORY_SEARCH_MIN ? [] : search.split(' ');
    return this.pages.getOrLoad(this.keyOf(platform.id, `${query.speaker}:${query.page}:${words.join(' ')}`), () =>
      this.load(platform, query, words),
    );
  }

  private async load(platform: PlatformRecord, query: TQuery, words: string[]): Promise<TDirectoryPage> {
    const [rows, total, chairs] = await Promise.all([
      this.repo.page(platform.id, {
        speakers: query.speaker,
        words,
        offset: (query.page - 1) * DIRECTORY_PAGE_SIZE,
        limit: DIRECTORY_PAGE_SIZE,
      }),
      this.total(platform.id, query.speaker, words),
      this.chairsOf(platform),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        userId: row.id,
        userName: displayName(row),
        firstName: row.firstName,
        lastName: row.lastName,
        title: row.title,
        organisation: row.organisation,
        town: row.town,
        country: row.country,
        photoUri: row.photoUri,
        businessCardImageUri: row.businessCardImageUri,
        biography: row.biography ? sanitizeRichText(row.biography) : '',
        isSpeaker: row.isSpeaker,
        isModerator: chairs.has(row.id),
      })),
    };
  }

  /** The sessions a listed person chairs or speaks in, and the presentations they give, in time order. */
  async programmeOf(platform: PlatformRecord, userId: number): Promise<TPersonProgramme> {
    // The dialog opens from a card of either directory: answered while one of them is on.
    if (!platform.settings.modules.speakers) requireDirectory(platform, false);
    if (!(await this.repo.isListed(platform.id, userId))) throw notFound('Person not found');
    const model = await this.programme.model(platform);
    const sessions: TPersonProgrammeItem[] = [];
    const presentations: TPersonProgrammeItem[] = [];
    for (const s of model.sessions) {
      const chairs = s.moderators.some((m) => m.id === userId);
      const speaks = s.speakerPeople.some((p) => p.id === userId);
      if (chairs || speaks) {
        sessions.push({
          id: s.id,
          sessionId: s.id,
          title: s.row.title,
          start: s.start,
          end: s.end,
          roomName: s.roomName,
          role: chairs ? 'moderator' : 'speaker',
          isPoster: false,
        });
      }
      for (const p of s.presentations) {
        if (p.speaker?.id !== userId) continue;
        presentations.push({
          id: p.id,
          sessionId: s.id,
          title: p.title,
          start: p.start ?? s.start,
          end: p.end ?? s.end,
          roomName: s.roomName,
          role: 'presenter',
          isPoster: p.isPoster,
        });
      }
    }
    const byStart = (a: TPersonProgrammeItem, b: TPersonProgrammeItem) =>
      (a.start ?? '').localeCompare(b.start ?? '') || a.id - b.id;
    return { sessions: sessions.sort(byStart), presentations: presentations.sort(byStart) };
  }
}

/**
 * A directory whose module the event switched off (`modules.speakers`, `modules.allParticipants`)
 * is not served: its menu entry is gone, and its data must not stay a request away.
 */
function requireDirectory(platform: PlatformRecord, speakers: boolean): void {
  const { modules } = platform.settings;
  if (speakers ? modules.speakers : modules.allParticipants) return;
  throw notFound(
    speakers ? 'The speakers directory is off for this event' : 'The participants directory is off for this event',
  );
}
