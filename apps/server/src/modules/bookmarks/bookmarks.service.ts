import {
  displayName,
  type TBookmark,
  type TBookmarkEntityType,
  type TBookmarkType,
  type TNewBookmarkParsed,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isoInZone } from '../../lib/zoned-time.ts';
import type { PlatformRecord } from '../platform/platform.service.ts';
import type { ModelPresentation, ModelSession } from '../programme/programme.model.ts';
import { ProgrammeService } from '../programme/programme.service.ts';
import { isInDirectory, isSpeakerListed } from '../users/visibility.ts';
import { type BookmarkRow, BookmarksRepository } from './bookmarks.repository.ts';

/** What the server derives from the entity: the client's type, uri, title and times are not trusted. */
interface ResolvedEntity {
  type: TBookmarkType;
  entityUri: string;
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * Bookmarks (spec 1 §2.9, §3.3, §4.5; spec 2 §3, §4): one per user and entity, of entities
 * of the caller's own event only.
 */
export class BookmarksService {
  readonly repo: BookmarksRepository;

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
  ) {
    this.repo = new BookmarksRepository(db);
  }

  /**
   * POST /bookmarks: the bookmark's id (201), the existing one when the entity is bookmarked
   * already; null when the body has no entityId (spec 2 §4: ignored, answered 204).
   */
  async add(platform: PlatformRecord, userId: number, body: TNewBookmarkParsed): Promise<{ id: number } | null> {
    const entityId = body.entityId;
    if (entityId === undefined || entityId === null || entityId === '') return null;
    if (!body.entityType) throw badRequest('body.entityType: required with an entityId', 'body.entityType');
    const id = Number(entityId);
    const entity = await this.resolve(platform, body.entityType, id);
    const { id: bookmarkId } = await this.repo.insertOnce({
      platformId: platform.id,
      userId,
      entityType: body.entityType,
      entityId: id,
      ...entity,
    });
    return { id: bookmarkId };
  }

  /** Finds the entity in this event (404 otherwise) and what a bookmark of it shows. */
  private async resolve(
    platform: PlatformRecord,
    entityType: TBookmarkEntityType,
    id: number,
  ): Promise<ResolvedEntity> {
    const code = platform.code;
    switch (entityType) {
      case 'SESSION': {
        const session = await this.programme.session(platform, id);
        return {
          type: 'VIDEO',
          entityUri: `/${code}/session/${id}`,
          title: session.row.title,
          startsAt: session.row.startsAt,
          endsAt: session.row.endsAt,
        };
      }
      case 'PRESENTATION':
      case 'POSTER': {
        const p = await this.repo.presentation(platform.id, id);
        if (!p) throw notFound(entityType === 'POSTER' ? 'Poster not found' : 'Presentation not found');
        return {
          type: entityType === 'POSTER' || p.isPoster ? 'POSTER' : 'VIDEO',
          entityUri: `/${code}/session/${p.sessionId}/presentation/${p.id}`,
          title: p.title,
          startsAt: p.startsAt ?? p.sessionStartsAt,
          endsAt: p.endsAt ?? p.sessionEndsAt,
        };
      }
      case 'SPONSOR_STAND': {
        const sponsor = await this.repo.sponsor(platform.id, id);
        if (!sponsor) throw notFound('Sponsor stand not found');
        return {
          type: 'EXHIBITION',
          entityUri: `/${code}/stand/${id}`,
          title: sponsor.title,
          startsAt: null,
          endsAt: null,
        };
      }
      case 'PARTICIPANT':
      case 'PARTICIPANT_SPEAKER': {
        // Only someone the directory lists, on the page the bookmark leads to: bookmarking id
        // after id must not name people the directory leaves out.
        const user = await this.repo.user(platform.id, id);
        const listed = user && (entityType === 'PARTICIPANT_SPEAKER' ? isSpeakerListed(user) : isInDirectory(user));
        if (!user || !listed) throw notFound('Participant not found');
        const page =
          entityType === 'PARTICIPANT_SPEAKER' ? `speakers?id=${id}&speaker=true` : `all-participants?id=${id}`;
        return {
          type: 'PARTICIPANT',
          entityUri: `/${code}/${page}`,
          title: displayName(user),
          startsAt: null,
          endsAt: null,
        };
      }
      case 'SPONSOR_DOCUMENT': {
        const document = await this.repo.sponsorDocument(platform.id, id);
        if (!document) throw notFound('Document not found');
        // The stand, where the document is downloaded (and its download logged).
        return {
          type: 'DOCUMENT',
          entityUri: `/${code}/stand/${document.sponsorId}`,
          title: document.title,
          startsAt: null,
          endsAt: null,
        };
      }
      case 'SESSION_DOCUMENT': {
        // A session's documents (its abstract) are offered on its page, as the event allows.
        const session = await this.programme.session(platform, id);
        return {
          type: 'DOCUMENT',
          entityUri: `/${code}/session/${id}`,
          title: session.row.title,
          startsAt: null,
          endsAt: null,
        };
      }
      case 'PRESENTATION_DOCUMENT':
      case 'POSTER_DOCUMENT': {
        const p = await this.repo.presentation(platform.id, id);
        if (!p || (entityType === 'POSTER_DOCUMENT') !== p.isPoster) {
          throw notFound(entityType === 'POSTER_DOCUMENT' ? 'Poster not found' : 'Presentation not found');
        }
        return {
          type: 'DOCUMENT',
          entityUri: `/${code}/session/${p.sessionId}/presentation/${p.id}`,
          title: p.title,
          startsAt: null,
          endsAt: null,
        };
      }
    }
  }

  /** GET /bookmarks: one's own, oldest first; sessions and presentations show their current title and times. */
  async list(platform: PlatformRecord, userId: number): Promise<TBookmark[]> {
    const rows = await this.repo.list(platform.id, userId);
    if (rows.length === 0) return [];
    const model = await this.programme.model(platform);
    const zone = ProgrammeService.timeZoneOf(platform);
    let presentationsById: Map<number, { p: ModelPresentation; s: ModelSession }> | undefined;
    const presentation = (id: number) => {
      // Every session's, hidden ones too (byId): a hidden session's presentations are left out below.
      presentationsById ??= new Map(
        [...model.byId.values()].flatMap((s) => s.presentations.map((p) => [p.id, { p, s }])),
      );
      return presentationsById.get(id);
    };
    // A session hidden in the admin (and its presentations) leaves one's programme until shown again.
    return rows.flatMap((row) => {
      let { title, startsAt, endsAt } = row;
      if (row.entityType === 'SESSION') {
        const s = model.byId.get(row.entityId);
        if (s?.row.hideInProgramme) return [];
        if (s) ({ title, startsAt, endsAt } = s.row);
      } else if (row.entityType === 'PRESENTATION' || row.entityType === 'POSTER') {
        const found = presentation(row.entityId);
        if (found?.s.row.hideInProgramme) return [];
        if (found) {
          title = found.p.title;
          startsAt = found.p.start ? new Date(found.p.start) : found.s.row.startsAt;
          endsAt = found.p.end ? new Date(found.p.end) : found.s.row.endsAt;
        }
      }
      return [present(row, { title, startsAt, endsAt }, zone)];
    });
  }

  /** DELETE /bookmarks/{id}: only one's own (anyone else's is not found, and stays). */
  async remove(platform: PlatformRecord, userId: number, id: number): Promise<void> {
    if (!(await this.repo.delete(platform.id, userId, id))) throw notFound('Bookmark not found');
  }

  /** Ids of the sessions a user has bookmarked in this event (the calendar feed). */
  async sessionIds(platformId: number, userId: number): Promise<number[]> {
    const rows = await this.repo.list(platformId, userId);
    return rows.filter((r) => r.entityType === 'SESSION').map((r) => r.entityId);
  }
}

function present(
  row: BookmarkRow,
  current: { title: string; startsAt: Date | null; endsAt: Date | null },
  zone: string,
): TBookmark {
  return {
    id: row.id,
    entityId: row.entityId,
    entityType: row.entityType as TBookmark['entityType'],
    type: row.type as TBookmark['type'],
    entityUri: row.entityUri,
    title: current.title,
    start: current.startsAt ? isoInZone(current.startsAt, zone) : null,
    end: current.endsAt ? isoInZone(current.endsAt, zone) : null,
  };
}
