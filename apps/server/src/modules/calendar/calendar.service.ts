import { randomBytes } from 'node:crypto';
import type { TCalendarFeed } from '@atrium/contracts';
import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { htmlToText } from '../../lib/html-text.ts';
import type { BookmarksService } from '../bookmarks/bookmarks.service.ts';
import type { PlatformRecord, PlatformService } from '../platform/platform.service.ts';
import type { ModelSession } from '../programme/programme.model.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import { CalendarFeedRepository, type CalendarFeedRow } from './calendar.repository.ts';
import { buildCalendar, type IcsEvent } from './ical.ts';

/** How often calendar apps should fetch the feed again. */
const FEED_REFRESH_MINUTES = 60;

/**
 * Calendar files: one session as .ics, and each user's feed of bookmarked sessions at a
 * private address (the random token is the key; revoking it makes the old address 404).
 */
export class CalendarFeedService {
  private readonly repo: CalendarFeedRepository;

  constructor(
    db: Db,
    private readonly config: Config,
    private readonly platforms: PlatformService,
    private readonly programme: ProgrammeService,
    private readonly bookmarks: BookmarksService,
    private readonly clock: Clock,
  ) {
    this.repo = new CalendarFeedRepository(db);
  }

  private present(row: CalendarFeedRow): TCalendarFeed {
    return { url: `${this.config.publicUrl}/api/calendar/${row.token}.ics`, createdAt: row.createdAt.toISOString() };
  }

  /** GET /calendar/feed: the address, made on first request. */
  async feed(platformId: number, userId: number): Promise<TCalendarFeed> {
    const row =
      (await this.repo.forUser(platformId, userId)) ?? (await this.repo.createOnce(platformId, userId, newToken()));
    return this.present(row);
  }

  /** POST /calendar/feed/revoke: the old address stops working; a new one is answered. */
  async revoke(platformId: number, userId: number): Promise<TCalendarFeed> {
    await this.repo.deleteForUser(platformId, userId);
    return this.present(await this.repo.createOnce(platformId, userId, newToken()));
  }

  /** GET /api/calendar/{token}.ics: the feed's calendar, or 404 for an unknown or revoked token. */
  async feedCalendar(feedFile: string): Promise<string> {
    const token = feedFile.replace(/\.ics$/, '');
    const feed = await this.repo.byToken(token);
    const platform = feed ? await this.platforms.getById(feed.platformId) : null;
    if (!feed || !platform) throw notFound('Calendar feed not found');
    const ids = await this.bookmarks.sessionIds(platform.id, feed.userId);
    const model = await this.programme.model(platform);
    // A session hidden in the admin leaves the feed (its own .ics still answers those with the link).
    const sessions = ids
      .map((id) => model.byId.get(id))
      .filter((s): s is ModelSession => s !== undefined && !s.row.hideInProgramme);
    sessions.sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);
    return buildCalendar({
      prodId: '-//Atrium//Programme//EN',
      name: `${platform.settings.eventTitle}: my programme`,
      stamp: new Date(this.clock.now()),
      refreshMinutes: FEED_REFRESH_MINUTES,
      events: sessions.map((s) => this.event(platform, s)),
    });
  }

  /** GET /sessions/{sessionId}/ics: one session. */
  async sessionCalendar(platform: PlatformRecord, sessionId: number): Promise<string> {
    const session = await this.programme.session(platform, sessionId);
    return buildCalendar({
      prodId: '-//Atrium//Programme//EN',
      stamp: new Date(this.clock.now()),
      events: [this.event(platform, session)],
    });
  }

  private event(platform: PlatformRecord, s: ModelSession): IcsEvent {
    const url = `${this.config.publicUrl}/${platform.code}/session/${s.id}`;
    const host = new URL(this.config.publicUrl).hostname;
    const people = [
      s.speakerNames.length ? `Speakers: ${s.speakerNames.join(', ')}` : '',
      s.moderators.length ? `Moderators: ${s.moderators.map((m) => m.name).join(', ')}` : '',
    ].filter(Boolean);
    const description = [s.row.subtitle, people.join('\n'), htmlToText(s.descriptionHtml), url]
      .filter((part) => part.trim() !== '')
      .join('\n\n');
    return {
      uid: `session-${s.id}@${host}`,
      start: s.row.startsAt,
      end: s.row.endsAt,
      summary: s.row.title,
      description,
      location: s.roomName || undefined,
      url,
      categories: [s.row.theme, s.row.type].filter(Boolean),
      lastModified: s.row.updatedAt,
    };
  }
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}
