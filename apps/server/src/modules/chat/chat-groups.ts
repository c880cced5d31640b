import { groupRoomName, type TGroupType } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { sessions, sponsors } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { LoungesRepository } from '../lounges/lounges.repository.ts';
import type { PlatformService } from '../platform/platform.service.ts';

/** A hub group resolved to its entity in one event. */
export interface GroupMeta {
  platformId: number;
  groupType: TGroupType;
  groupId: number;
  /** Display name: room name, lounge, session or sponsor title, event title. */
  name: string;
  /** The lounge of a lounge room; null otherwise. */
  parentId: number | null;
  /** The sponsor of a stand or a sponsor lounge (room or foyer). */
  sponsorId: number | null;
  /** Chat is allowed: lounge rooms always, sessions and stands when their chat is enabled. */
  chatEnabled: boolean;
  /**
   * A session's chat is open only while the session is live (spec 2 §2.8): from its start to
   * its end, in milliseconds since the epoch; null for groups whose chat has no hours.
   */
  liveWindow: { from: number; until: number } | null;
  /** Socket.IO room of the group, and of its parent (the lounge foyer of a lounge room). */
  room: string;
  parentRoom: string | null;
}

const CACHE_MS = 5000;

/**
 * Finds the entity a group names, in the caller's event only: a group id of another event is
 * "not found", so nobody enters (or reads, or counts) another event's groups. Answers, including
 * "not found", are cached a few seconds per node; a deleted lounge room is forgotten at once.
 * Sessions and sponsors are read here until their domains get services of their own.
 */
export class GroupDirectory {
  private readonly cache: TtlCache<string, GroupMeta | null>;

  constructor(
    private readonly db: Db,
    private readonly lounges: LoungesRepository,
    private readonly platforms: PlatformService,
    clock: Clock,
  ) {
    this.cache = new TtlCache(clock, { ttlMs: CACHE_MS, maxSize: 50_000 });
  }

  resolve(platformId: number, groupType: TGroupType, groupId: number): Promise<GroupMeta | null> {
    const key = groupRoomName(platformId, groupType, groupId);
    return this.cache.getOrLoad(key, () => this.load(platformId, groupType, groupId));
  }

  /** A lounge room by id alone: LOUNGE or SPONSOR_LOUNGE, whichever its lounge is. */
  async resolveLoungeRoom(platformId: number, roomId: number): Promise<GroupMeta | null> {
    return (
      (await this.resolve(platformId, 'LOUNGE', roomId)) ?? (await this.resolve(platformId, 'SPONSOR_LOUNGE', roomId))
    );
  }

  /** A group named by id and an optional type (absent: a lounge room, as the spec's client calls it). */
  resolveOptional(platformId: number, groupType: TGroupType | undefined, groupId: number) {
    return groupType ? this.resolve(platformId, groupType, groupId) : this.resolveLoungeRoom(platformId, groupId);
  }

  forget(platformId: number, groupType: TGroupType, groupId: number) {
    this.cache.delete(groupRoomName(platformId, groupType, groupId));
  }

  private async load(platformId: number, groupType: TGroupType, groupId: number): Promise<GroupMeta | null> {
    const meta = (name: string, extra: Partial<GroupMeta> = {}): GroupMeta => ({
      platformId,
      groupType,
      groupId,
      name,
      parentId: null,
      sponsorId: null,
      chatEnabled: false,
      liveWindow: null,
      room: groupRoomName(platformId, groupType, groupId),
      parentRoom: null,
      ...extra,
    });
    switch (groupType) {
      case 'EVENT': {
        if (groupId !== platformId) return null;
        const platform = await this.platforms.getById(platformId);
        return platform ? meta(platform.settings.eventTitle) : null;
      }
      case 'LOUNGE':
      case 'SPONSOR_LOUNGE': {
        const found = await this.lounges.findRoom(platformId, groupId);
        if (!found || (found.lounge.sponsorId !== null) !== (groupType === 'SPONSOR_LOUNGE')) return null;
        const foyer = groupType === 'LOUNGE' ? 'LOUNGE_FOYER' : 'SPONSOR_LOUNGE_FOYER';
        return meta(found.room.name, {
          parentId: found.lounge.id,
          sponsorId: found.lounge.sponsorId,
          chatEnabled: true,
          parentRoom: groupRoomName(platformId, foyer, found.lounge.id),
        });
      }
      case 'LOUNGE_FOYER':
      case 'SPONSOR_LOUNGE_FOYER': {
        const lounge = await this.lounges.find(platformId, groupId);
        if (!lounge || (lounge.sponsorId !== null) !== (groupType === 'SPONSOR_LOUNGE_FOYER')) return null;
        return meta(lounge.title, { sponsorId: lounge.sponsorId });
      }
      case 'SESSION': {
        const [session] = await this.db
          .select({
            title: sessions.title,
            enableChat: sessions.enableChat,
            startsAt: sessions.startsAt,
            endsAt: sessions.endsAt,
          })
          .from(sessions)
          .where(and(eq(sessions.id, groupId), eq(sessions.platformId, platformId)))
          .limit(1);
        return session
          ? meta(session.title, {
              chatEnabled: session.enableChat,
              liveWindow: { from: session.startsAt.getTime(), until: session.endsAt.getTime() },
            })
          : null;
      }
      case 'SPONSOR': {
        const [sponsor] = await this.db
          .select({ title: sponsors.title, enableStandChat: sponsors.enableStandChat })
          .from(sponsors)
          .where(and(eq(sponsors.id, groupId), eq(sponsors.platformId, platformId)))
          .limit(1);
        return sponsor ? meta(sponsor.title, { chatEnabled: sponsor.enableStandChat, sponsorId: groupId }) : null;
      }
    }
  }
}
