import { createHash } from 'node:crypto';
import {
  COMING_UP_HOURS,
  HOME_VOD_GROUP_SIZE,
  SESSION_LIST_PAGE_SIZE,
  type THomeVod,
  type TSessionItem,
  ZHomeVod,
  ZSessionList,
  type ZSessionListQuery,
} from '@atrium/contracts';
import type { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { htmlToText } from '../../lib/html-text.ts';
import { PreparedAnswer } from '../../lib/prepared-answer.ts';
import type { FilesService } from '../files/files.service.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import {
  hasContent,
  liveSpan,
  type ModelPresentation,
  type ModelSession,
  type ProgrammeModel,
} from '../programme/programme.model.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import { cutAtWord } from './cut-text.ts';
import { roomHeading } from './room-heading.ts';
import { type ThumbnailInput, thumbnailSvg, thumbnailVersion } from './thumbnail.ts';

type TListQuery = z.output<typeof ZSessionListQuery>;

/** Text compared by the search: lower case, accents dropped ("Écran" and "ecran" meet). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const values = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => v.trim()).filter(Boolean);
const ids = (value: string | string[] | undefined): number[] =>
  values(value)
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** One entry of a list: a session, or a poster (a presentation of a session). */
interface Entry {
  session: ModelSession;
  poster: ModelPresentation | null;
}

const HOUR_MS = 3_600_000;
/** Answers kept per programme version: a bound, far above the lists and filters people use at once. */
const ANSWERS_PER_VERSION = 2000;
/** A card's description: plain text, this long at most (cut on a word, with an ellipsis). */
const DESCRIPTION_CHARS = 300;

/**
 * The browsing lists (spec 2 §2.2–2.4): live now, coming up, on demand and posters, filtered
 * and paged over the programme model of the event's current version, and the on-demand home.
 */
export class BrowseService {
  /** Search text per session or poster, made once per programme version. */
  private readonly searchText = new WeakMap<object, string>();
  /** A drawn picture's version per session, and the picture once asked for (per programme version). */
  private readonly pictureVersions = new WeakMap<ModelSession, string>();
  private readonly pictures = new WeakMap<ModelSession, PreparedAnswer>();
  /** Answers as bytes per programme version, by query and the span in which they hold. */
  private readonly answers = new WeakMap<ProgrammeModel, Map<string, PreparedAnswer>>();

  constructor(
    private readonly programme: ProgrammeService,
    private readonly files: FilesService,
    private readonly clock: Clock,
  ) {}

  private textOf(entry: Entry): string {
    const key = entry.poster ?? entry.session;
    let text = this.searchText.get(key);
    if (text === undefined) {
      const s = entry.session;
      const parts = entry.poster
        ? [
            entry.poster.title,
            htmlToText(entry.poster.description),
            entry.poster.speaker?.name ?? '',
            entry.poster.speakerNameOverride,
            entry.poster.coAuthors,
            s.row.keywords.join(' '),
          ]
        : [s.row.title, htmlToText(s.descriptionHtml), s.speakerNames.join(' '), s.row.keywords.join(' ')];
      text = searchable(parts.join('\n'));
      this.searchText.set(key, text);
    }
    return text;
  }

  /**
   * Which answers are alike: an answer holds from one session start or end to the next (live,
   * on-demand membership and the LIVE tags), from one start crossing the coming-up horizon to
   * the next, and within the hour its signed file addresses are made for.
   */
  private spanKey(model: ProgrammeModel, at: number): string {
    const span = liveSpan(model.boundaries, at);
    const horizon = liveSpan(model.boundaries, at + COMING_UP_HOURS * HOUR_MS);
    return `${span.from}:${horizon.from}:${Math.floor(at / HOUR_MS)}`;
  }

  /** An answer as bytes, made once per programme version, query and span (checked against its contract first). */
  private async cached(
    model: ProgrammeModel,
    key: string,
    make: () => Promise<unknown>,
    schema: { parse: (v: unknown) => unknown },
  ) {
    let byKey = this.answers.get(model);
    if (!byKey) {
      byKey = new Map();
      this.answers.set(model, byKey);
    }
    let answer = byKey.get(key);
    if (!answer) {
      const body = Buffer.from(JSON.stringify(schema.parse(await make())));
      answer = new PreparedAnswer(body, `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`);
      if (byKey.size >= ANSWERS_PER_VERSION) byKey.clear();
      byKey.set(key, answer);
    }
    return answer;
  }

  /**
   * `GET /sessions?page=`: one page of the list the query names, and the total. Answers are
   * alike for a whole span (see spanKey): the first asked in a span is sent to all, with its `at`.
   */
  async list(platform: PlatformRecord, query: TListQuery): Promise<PreparedAnswer> {
    const model = await this.programme.model(platform);
    const at = query.at ?? this.clock.now();
    const { at: _at, ...rest } = query;
    return this.cached(
      model,
      `list:${JSON.stringify(rest)}:${this.spanKey(model, at)}`,
      async () => {
        const entries = this.entries(model, query, at);
        const start = (query.page - 1) * SESSION_LIST_PAGE_SIZE;
        const page = entries.slice(start, start + SESSION_LIST_PAGE_SIZE);
        return { items: await this.present(platform.id, page, at), total: entries.length, at };
      },
      ZSessionList,
    );
  }

  /** The entries of the list, filtered, in a stable order (by start, room, id; posters by order). */
  private entries(model: ProgrammeModel, query: TListQuery, at: number): Entry[] {
    const isLiveAt = (s: ModelSession) => s.startsAt <= at && at < s.endsAt;
    let entries: Entry[];
    if (query.poster) {
      entries = model.sessions.flatMap((session) =>
        session.presentations.filter((p) => p.isPoster).map((poster) => ({ session, poster })),
      );
    } else {
      const sessions = model.sessions.filter((s) => !s.row.isPoster);
      const chosen = query.live
        ? sessions.filter(isLiveAt)
        : query.comingup
          ? sessions.filter((s) => s.startsAt > at && s.startsAt <= at + COMING_UP_HOURS * HOUR_MS)
          : sessions.filter((s) => !isLiveAt(s));
      entries = chosen.map((session) => ({ session, poster: null }));
    }
    const rooms = new Set(ids(query.room));
    const posterSessions = new Set(ids(query.postersession));
    const types = new Set(values(query.type));
    const themes = new Set(values(query.theme));
    const keywords = new Set(values(query.keywords).map(searchable));
    const speakers = new Set(ids(query.speaker));
    const words = searchable(query.search ?? '')
      .split(/\s+/)
      .filter(Boolean);
    return entries.filter(({ session: s, poster }) => {
      if (rooms.size > 0 && !(s.roomId !== null && rooms.has(s.roomId))) return false;
      if (posterSessions.size > 0 && !posterSessions.has(s.id)) return false;
      if (types.size > 0 && !types.has(s.row.type)) return false;
      if (themes.size > 0 && !themes.has(s.row.theme)) return false;
      if (keywords.size > 0 && !s.row.keywords.some((k) => keywords.has(searchable(k)))) return false;
      if (speakers.size > 0) {
        const people = poster
          ? [poster.speaker?.id]
          : [...s.speakerPeople.map((p) => p.id), ...s.presentations.map((p) => p.speaker?.id)];
        if (!people.some((id) => id !== undefined && speakers.has(id))) return false;
      }
      if (words.length > 0) {
        const text = this.textOf({ session: s, poster });
        if (!words.every((w) => text.includes(w))) return false;
      }
      return true;
    });
  }

  private pictureInput(s: ModelSession): ThumbnailInput {
    return { colour: s.colour, textColour: s.textColour, room: s.roomName, type: s.row.type, speakers: s.speakerNames };
  }

  /** The session's own picture, else the address of the one the server draws for it. */
  private thumbnailOf(platformId: number, s: ModelSession): string {
    if (s.row.thumbnailUri) return s.row.thumbnailUri;
    let version = this.pictureVersions.get(s);
    if (version === undefined) {
      version = thumbnailVersion(this.pictureInput(s));
      this.pictureVersions.set(s, version);
    }
    return `/api/platform/${platformId}/sessions/${s.id}/thumbnail?v=${version}`;
  }

  /** `GET /sessions/{id}/thumbnail`: the drawn picture, made once per programme version. */
  async thumbnail(platform: PlatformRecord, sessionId: number): Promise<PreparedAnswer> {
    const model = await this.programme.model(platform);
    const session = model.byId.get(sessionId);
    if (!session) throw notFound('No such session in this event');
    let picture = this.pictures.get(session);
    if (!picture) {
      const input = this.pictureInput(session);
      picture = new PreparedAnswer(Buffer.from(thumbnailSvg(input)), `"${thumbnailVersion(input)}"`, 'image/svg+xml');
      this.pictures.set(session, picture);
    }
    return picture;
  }

  /** The cards of a page; posters get the signed address of their handed-in file. */
  private async present(platformId: number, entries: Entry[], at: number): Promise<TSessionItem[]> {
    const posterIds = entries.flatMap((e) => (e.poster ? [e.poster.id] : []));
    const posterFiles = new Map<number, string>();
    const posterPictures = new Map<number, string>();
    const [files, previews] = await Promise.all([
      this.files.ofPresentations(posterIds),
      this.files.posterPreviews(posterIds),
    ]);
    for (const file of files) {
      if (file.area === 'poster' && file.presentationId !== null)
        posterFiles.set(file.presentationId, this.files.readAddress(file));
    }
    for (const preview of previews) {
      if (preview.presentationId !== null) posterPictures.set(preview.presentationId, this.files.readAddress(preview));
    }
    return entries.map(({ session: s, poster }) => {
      const common = {
        roomName: s.roomName,
        roomAlias: s.roomAlias,
        roomOrder: s.roomOrder,
        type: s.row.type,
        theme: s.row.theme,
        keywords: s.row.keywords,
        thumbnailUri: this.thumbnailOf(platformId, s),
        homeVodThumbnailUri: s.row.homeVodThumbnailUri,
        sponsorThumbnailUri: s.row.sponsorThumbnailUri,
        sponsorThumbnailLinkUri: s.row.sponsorThumbnailLinkUri,
        videoIFrameUri: s.row.videoIFrameUri,
        externalContentUri: s.row.externalContentUri,
        isExternalContentSession: s.row.externalContentUri !== '',
        isLive: s.startsAt <= at && at < s.endsAt,
        moderators: s.moderators.map((m) => m.name),
      };
      if (poster) {
        const uri = posterFiles.get(poster.id) ?? null;
        return {
          ...common,
          // The poster's own first page when it has been drawn, else the session's picture.
          thumbnailUri: (uri && posterPictures.get(poster.id)) || common.thumbnailUri,
          id: poster.id,
          sessionId: s.id,
          title: poster.title,
          description: cutAtWord(htmlToText(poster.description), DESCRIPTION_CHARS),
          start: poster.start,
          end: poster.end,
          posterUploadUri: uri,
          isSession: false,
          isPresentation: true,
          isAPoster: true,
          hasContent: uri !== null,
          speakerName: poster.speakerNameOverride || poster.speaker?.name || '',
          coAuthors: poster.coAuthors,
        };
      }
      return {
        ...common,
        id: s.id,
        sessionId: null,
        title: s.row.title,
        description: cutAtWord(s.excerpt, DESCRIPTION_CHARS),
        start: s.start,
        end: s.end,
        posterUploadUri: null,
        isSession: true,
        isPresentation: false,
        isAPoster: false,
        hasContent: s.hasContent,
        speakerName: s.speakerNames.join(', '),
        coAuthors: '',
      };
    });
  }

  /**
   * `GET /sessions/homevod` (spec 2 §2.2, §3): live now, then one group per room (its name
   * without its first 3 characters, as the spec says), per theme and per type, at most 10 each;
   * the pinned session is the first live one that plays, else the first that plays.
   */
  async homeVod(platform: PlatformRecord): Promise<PreparedAnswer> {
    const model = await this.programme.model(platform);
    const now = this.clock.now();
    return this.cached(
      model,
      `home:${this.spanKey(model, now)}`,
      () => this.makeHomeVod(platform, model, now),
      ZHomeVod,
    );
  }

  private async makeHomeVod(platform: PlatformRecord, model: ProgrammeModel, now: number): Promise<THomeVod> {
    const sessions = model.sessions.filter((s) => !s.row.isPoster);
    const plays = (s: ModelSession) => hasContent(s.row);
    const live = sessions.filter((s) => s.startsAt <= now && now < s.endsAt);
    const pinned = live.find(plays) ?? sessions.find(plays) ?? null;
    const ten = async (list: ModelSession[]) =>
      this.present(
        platform.id,
        list.slice(0, HOME_VOD_GROUP_SIZE).map((session) => ({ session, poster: null })),
        now,
      );
    const grouped = (key: (s: ModelSession) => string) => {
      const groups = new Map<string, ModelSession[]>();
      for (const s of sessions) {
        const name = key(s);
        if (!name) continue;
        groups.set(name, [...(groups.get(name) ?? []), s]);
      }
      return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
    };
    const [pinnedItem] = pinned ? await this.present(platform.id, [{ session: pinned, poster: null }], now) : [];
    return {
      backgroundColour: '#141414',
      backgroundImageUri: platform.settings.portalBackgroundImageUri,
      textColour: '#FFFFFF',
      pinnedSession: pinnedItem ?? null,
      pinnedSessionImageUri: pinned ? this.thumbnailOf(platform.id, pinned) : '',
      live: await ten(live),
      rooms: await Promise.all(
        model.rooms
          .map((room) => ({ room, list: sessions.filter((s) => s.roomId === room.id) }))
          .filter(({ list }) => list.length > 0)
          .map(async ({ room, list }) => ({
            roomId: room.id,
            roomName: roomHeading(room.name),
            roomSessions: await ten(list),
          })),
      ),
      themes: await Promise.all(
        grouped((s) => s.row.theme).map(async ([themeName, list]) => ({ themeName, themeSessions: await ten(list) })),
      ),
      types: await Promise.all(
        grouped((s) => s.row.type).map(async ([typeName, list]) => ({ typeName, typeSessions: await ten(list) })),
      ),
    };
  }
}
