import {
  groupRoomName,
  normaliseRoomName,
  ROOM_NAME_MAX_LENGTH,
  type TCreateRoomResult,
  type TGroupType,
  type TLounge,
  type TLoungeRoom,
  type TSponsorLounge,
  type TUsersIn,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { HubPort } from '../../realtime/hub-port.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { GroupDirectory } from '../chat/chat-groups.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { type LoungeRoomRow, type LoungeRow, LoungesRepository } from './lounges.repository.ts';

const foyerType = (lounge: LoungeRow): TGroupType =>
  lounge.sponsorId === null ? 'LOUNGE_FOYER' : 'SPONSOR_LOUNGE_FOYER';
const roomType = (lounge: LoungeRow): 'LOUNGE' | 'SPONSOR_LOUNGE' =>
  lounge.sponsorId === null ? 'LOUNGE' : 'SPONSOR_LOUNGE';

/** Lounges and their rooms (spec 3 §2-§5): listing with counts, moderators' create and delete, who is in. */
export class LoungesService {
  readonly repo: LoungesRepository;

  constructor(
    db: Db,
    private readonly chat: ChatService,
    private readonly groups: GroupDirectory,
    private readonly hub: HubPort,
    private readonly users: UsersService,
    private readonly moderation: ModerationService,
  ) {
    this.repo = new LoungesRepository(db);
  }

  async list(platformId: number): Promise<TLounge[]> {
    const rows = await this.repo.list(platformId);
    return rows.map((l) => ({
      id: l.id,
      title: l.title,
      titleFr: l.titleFr,
      imageUri: l.imageUri,
      sponsorId: l.sponsorId,
    }));
  }

  /** The hidden foyer first, then the rooms by name, each with its user count now. */
  async rooms(platformId: number, loungeId: number): Promise<TLoungeRoom[]> {
    const lounge = await this.requireLounge(platformId, loungeId);
    const rows = await this.repo.rooms(lounge.id);
    const foyerRoom = groupRoomName(platformId, foyerType(lounge), lounge.id);
    const counts = await this.hub.counts([
      foyerRoom,
      ...rows.map((r) => groupRoomName(platformId, roomType(lounge), r.id)),
    ]);
    const last = await this.chat.lastMessageTimes(
      platformId,
      roomType(lounge),
      rows.map((r) => r.id),
    );
    const foyer: TLoungeRoom = {
      groupId: lounge.id,
      groupName: lounge.title,
      groupType: foyerType(lounge) as TLoungeRoom['groupType'],
      parentId: lounge.id,
      parentName: lounge.title,
      hidden: true,
      private: false,
      favourite: false,
      groupCount: counts[0] ?? 0,
      unread: 0,
      lastMessageAt: null,
    };
    return [
      foyer,
      ...rows.map((row, i) => presentRoom(row, lounge, counts[i + 1] ?? 0, last.get(row.id)?.toISOString() ?? null)),
    ];
  }

  /**
   * spec 3 §5: the name is normalised (contracts' `normaliseRoomName`); empty, or the same as a
   * room of this lounge, is ignored. Announced to the lounge's foyer.
   */
  async createRoom(platformId: number, userId: number, loungeId: number, rawName: string): Promise<TCreateRoomResult> {
    const lounge = await this.requireModeratedLounge(platformId, userId, loungeId);
    const name = normaliseRoomName(rawName);
    if (!name) return { created: false, reason: 'empty', room: null };
    if ([...name].length > ROOM_NAME_MAX_LENGTH)
      throw badRequest(`body.groupName: may not be greater than ${ROOM_NAME_MAX_LENGTH} characters`, 'body.groupName');
    const existing = (await this.repo.rooms(lounge.id)).find((r) => normaliseRoomName(r.name) === name);
    if (existing) return { created: false, reason: 'duplicate', room: await this.withCount(existing, lounge) };
    const row = await this.repo.insertRoom(platformId, lounge.id, name, userId);
    if (!row) {
      const raced = (await this.repo.rooms(lounge.id)).find((r) => r.name === name);
      return { created: false, reason: 'duplicate', room: raced ? await this.withCount(raced, lounge) : null };
    }
    const room = presentRoom(row, lounge, 0);
    this.hub.toRoom(groupRoomName(platformId, foyerType(lounge), lounge.id), 'LOUNGE_ROOM_CREATED', { room });
    return { created: true, room };
  }

  /** spec 3 §4: deleted rooms are announced to the foyer and the room; their users are taken out. */
  async removeRoom(platformId: number, userId: number, loungeId: number, roomId: number): Promise<void> {
    const lounge = await this.requireModeratedLounge(platformId, userId, loungeId);
    const meta = await this.groups.resolve(platformId, roomType(lounge), roomId);
    const row = meta ? await this.repo.deleteRoom(platformId, lounge.id, roomId) : undefined;
    if (!meta || !row) throw notFound('No such room in this lounge');
    this.groups.forget(platformId, meta.groupType, meta.groupId);
    const deleted = { groupType: meta.groupType, groupId: row.id, parentId: lounge.id, groupName: row.name };
    this.hub.toRoom(groupRoomName(platformId, foyerType(lounge), lounge.id), 'LOUNGE_ROOM_DELETED', deleted);
    this.hub.toRoom(meta.room, 'LOUNGE_ROOM_DELETED', deleted);
    await this.hub.closeRoom(meta.room);
    await this.chat.deleteGroupMessages(meta);
  }

  /** The sponsor's lounge, as its stand links to it; null when it has none. */
  async ofSponsor(platformId: number, sponsorId: number): Promise<{ id: number; title: string } | null> {
    const lounge = await this.repo.findBySponsor(platformId, sponsorId);
    return lounge ? { id: lounge.id, title: lounge.title } : null;
  }

  async sponsorLounge(platformId: number, userId: number, sponsorId: number): Promise<TSponsorLounge> {
    const lounge = await this.repo.findBySponsor(platformId, sponsorId);
    if (!lounge) throw notFound('This sponsor has no lounge');
    return {
      loungeId: lounge.id,
      sponsorId,
      title: lounge.title,
      titleFr: lounge.titleFr,
      sponsorLoungeImageUri: lounge.imageUri,
      isMod: await this.isModerator(platformId, userId, lounge),
    };
  }

  /** Who is in a group of this event now (another event's group: not found). */
  async usersIn(
    platformId: number,
    groupId: number,
    groupType: TGroupType | undefined,
    limit: number,
  ): Promise<TUsersIn> {
    const meta = await this.groups.resolveOptional(platformId, groupType, groupId);
    if (!meta) throw notFound('No such group in this event');
    const members = await this.hub.members(meta.room, limit);
    return {
      groupType: meta.groupType,
      groupId: meta.groupId,
      groupCount: members.count,
      users: members.users,
      truncated: members.truncated,
    };
  }

  private async requireLounge(platformId: number, loungeId: number): Promise<LoungeRow> {
    const lounge = await this.repo.find(platformId, loungeId);
    if (!lounge) throw notFound('No such lounge in this event');
    return lounge;
  }

  /** spec 3 §6: lounge moderators (a sponsor lounge: also the sponsor's staff) create and delete rooms. */
  private async requireModeratedLounge(platformId: number, userId: number, loungeId: number): Promise<LoungeRow> {
    const lounge = await this.requireLounge(platformId, loungeId);
    if (!(await this.isModerator(platformId, userId, lounge))) throw forbidden('Lounge moderators only');
    return lounge;
  }

  private async isModerator(platformId: number, userId: number, lounge: LoungeRow): Promise<boolean> {
    const state = await this.users.getInPlatform(platformId, userId);
    return this.moderation.moderatesLounge(platformId, state, lounge);
  }

  private async withCount(row: LoungeRoomRow, lounge: LoungeRow): Promise<TLoungeRoom> {
    const [count] = await this.hub.counts([groupRoomName(lounge.platformId, roomType(lounge), row.id)]);
    return presentRoom(row, lounge, count ?? 0);
  }
}

/** spec 3 §3 lounge room: favourite and unread are the client's own. */
function presentRoom(
  row: LoungeRoomRow,
  lounge: LoungeRow,
  groupCount: number,
  lastMessageAt: string | null = null,
): TLoungeRoom {
  return {
    groupId: row.id,
    groupName: row.name,
    groupType: roomType(lounge),
    parentId: lounge.id,
    parentName: lounge.title,
    hidden: false,
    private: false,
    favourite: false,
    groupCount,
    unread: 0,
    lastMessageAt,
  };
}
