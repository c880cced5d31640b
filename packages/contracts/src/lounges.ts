import { z } from 'zod';
import { ZId } from './common.ts';
import { ZChatGroupType, ZChatMessage, ZGroupType, ZPresenceUser } from './hub.ts';
import { CHAT_HISTORY_PAGE_MAX } from './limits.ts';

/** spec 3 §3: the group types a lounge room entity can have. */
export const LOUNGE_ROOM_TYPES = ['LOUNGE', 'LOUNGE_FOYER', 'SPONSOR_LOUNGE', 'SPONSOR_LOUNGE_FOYER'] as const;

/**
 * spec 3 §3: a lounge room. `GET /lounge/{id}/rooms` lists the lounge's hidden foyer first
 * (`hidden: true`, groupType LOUNGE_FOYER or SPONSOR_LOUNGE_FOYER, groupId = the lounge id: the
 * group the lounge page joins on opening), then its rooms by name. `favourite` is the client's
 * (kept in browser storage) and `unread` its own count: the server sends false and 0.
 */
export const ZLoungeRoom = z.object({
  groupId: z.number().int(),
  groupName: z.string(),
  groupType: z.enum(LOUNGE_ROOM_TYPES),
  parentId: z.number().int(),
  parentName: z.string(),
  hidden: z.boolean(),
  private: z.boolean(),
  favourite: z.boolean(),
  groupCount: z.number().int(),
  unread: z.number().int(),
  /** When the room's latest shown message was posted (ISO 8601), null when none: the room's last activity. */
  lastMessageAt: z.string().nullable(),
});
export type TLoungeRoom = z.infer<typeof ZLoungeRoom>;

/** A lounge of the event (the general one has no sponsor). */
export const ZLounge = z.object({
  id: z.number().int(),
  title: z.string(),
  /** French title ('' when none: English is shown). */
  titleFr: z.string(),
  imageUri: z.string(),
  sponsorId: z.number().int().nullable(),
});
export type TLounge = z.infer<typeof ZLounge>;

/** spec 3 §2, §7: a sponsor lounge's details; `isMod`: the caller may create and delete its rooms. */
export const ZSponsorLounge = z.object({
  loungeId: z.number().int(),
  sponsorId: z.number().int(),
  title: z.string(),
  titleFr: z.string(),
  sponsorLoungeImageUri: z.string(),
  isMod: z.boolean(),
});
export type TSponsorLounge = z.infer<typeof ZSponsorLounge>;

export const ZLoungeParams = z.object({ platformId: ZId, id: ZId });
export const ZLoungeParentParams = z.object({ platformId: ZId, parentId: ZId });
export const ZRemoveRoomParams = z.object({ platformId: ZId, parentId: ZId, groupId: ZId });
export const ZSponsorLoungeParams = z.object({ platformId: ZId, sponsorId: ZId });

/** spec 3 §7: the room body of createroom; only the name is read (normalised by `normaliseRoomName`). */
export const ZCreateRoom = z.object({ groupName: z.string().max(200) });
export type TCreateRoom = z.input<typeof ZCreateRoom>;

/** spec 3 §5: an empty or duplicate name is ignored: `created: false` with the reason (and the existing room). */
export const ZCreateRoomResult = z.object({
  created: z.boolean(),
  reason: z.enum(['empty', 'duplicate']).optional(),
  room: ZLoungeRoom.nullable(),
});
export type TCreateRoomResult = z.infer<typeof ZCreateRoomResult>;

/**
 * `groupType` of a group named by id alone. Absent, the id is a lounge room's (LOUNGE or
 * SPONSOR_LOUNGE, whichever the room is), as the spec's client calls these paths.
 */
const groupTypeQuery = {
  groupType: ZGroupType.optional(),
};

export const ZGroupIdParams = z.object({ platformId: ZId, groupId: ZId });

/** GET /report/{groupId}/usersin: who is in the group now (one entry per user, however many tabs). */
export const ZUsersInQuery = z.object({
  ...groupTypeQuery,
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const ZUsersIn = z.object({
  groupType: ZGroupType,
  groupId: z.number().int(),
  groupCount: z.number().int(),
  users: z.array(ZPresenceUser),
  truncated: z.boolean(),
});
export type TUsersIn = z.infer<typeof ZUsersIn>;

/**
 * GET /conversations/group/{groupId}: chat history, oldest first. `page` 1 is the newest
 * `limit` messages, page 2 the ones before, ...; `afterId` instead returns the messages after
 * that id (a reconnecting client fetching what it missed), oldest first, up to `limit`.
 */
export const ZChatHistoryQuery = z.object({
  groupType: ZChatGroupType.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT_HISTORY_PAGE_MAX).default(CHAT_HISTORY_PAGE_MAX),
  afterId: z.coerce.number().int().min(0).optional(),
});
export const ZChatHistory = z.object({
  groupType: ZChatGroupType,
  groupId: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  items: z.array(ZChatMessage),
});
export type TChatHistory = z.infer<typeof ZChatHistory>;
