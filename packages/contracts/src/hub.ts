import { z } from 'zod';
// Type-only: conversations.ts and lounges.ts import this file's schemas.
import type { TConversationMessageItem } from './conversations.ts';
import type { TLoungeRoom } from './lounges.ts';
import type { TPoll, TPollRemoved, TPollResults } from './polls.ts';
import type { TQuestion, TQuestionHidden, TQuestionVotes } from './questions.ts';
import { REACTION_KINDS } from './reactions.ts';

/**
 * The real-time hub (DESIGN: Real-time hub; spec 1 §3.8, §4.3; spec 3 §3): Socket.IO at
 * `HUB_PATH`, one event name per message type. Every client→server event may take an
 * acknowledgement callback, answered with a `THubAck`; refusals also come as a `HUB_ERROR`
 * event (not fatal: only `fatal: true` asks the client to stop and restart, spec 1 §4.3).
 */

/** spec 1 §4.3, spec 3 §3: group types. */
export const GROUP_TYPES = [
  'EVENT',
  'LOUNGE',
  'LOUNGE_FOYER',
  'SESSION',
  'SPONSOR',
  'SPONSOR_LOUNGE',
  'SPONSOR_LOUNGE_FOYER',
] as const;
export const ZGroupType = z.enum(GROUP_TYPES);
export type TGroupType = z.infer<typeof ZGroupType>;

/**
 * What a group's id names: EVENT the event (platform id), LOUNGE and SPONSOR_LOUNGE a lounge
 * room, LOUNGE_FOYER and SPONSOR_LOUNGE_FOYER a lounge (the hidden foyer of its page),
 * SESSION a programme session (its chat panel), SPONSOR a sponsor stand (its chat panel).
 */
export const GROUP_ENTITY: Record<TGroupType, 'event' | 'loungeRoom' | 'lounge' | 'session' | 'sponsor'> = {
  EVENT: 'event',
  LOUNGE: 'loungeRoom',
  LOUNGE_FOYER: 'lounge',
  SESSION: 'session',
  SPONSOR: 'sponsor',
  SPONSOR_LOUNGE: 'loungeRoom',
  SPONSOR_LOUNGE_FOYER: 'lounge',
};

/** Groups that carry chat: lounge rooms (500 characters) and the chat panel of sessions and stands (140). */
export const CHAT_GROUP_TYPES = ['LOUNGE', 'SPONSOR_LOUNGE', 'SESSION', 'SPONSOR'] as const satisfies TGroupType[];
export type TChatGroupType = (typeof CHAT_GROUP_TYPES)[number];
export const ZChatGroupType = z.enum(CHAT_GROUP_TYPES);

/**
 * spec 3 §3, §6: the role name a chat message and a present user carry, chosen by the server
 * for the group (never by the sender). BOT is for messages the server itself writes.
 */
export const CHAT_ROLES = [
  'LOUNGEMOD',
  'SESSIONMOD',
  'SESSIONMODANDSPEAKER',
  'SPEAKER',
  'SPONSORSTAFF',
  'STAFF',
  'USER',
  'BOT',
] as const;
export const ZChatRole = z.enum(CHAT_ROLES);
export type TChatRole = z.infer<typeof ZChatRole>;

/** Socket.IO room of a group (DESIGN): `{platformId}:{groupType}:{groupId}`. */
export function groupRoomName(platformId: number, groupType: TGroupType, groupId: number): string {
  return `${platformId}:${groupType}:${groupId}`;
}

const id = z.number().int().positive().max(2_147_483_647);

/** Handshake `auth` (or `Authorization: Bearer` header for the token): the access token and, optionally, the event it is for. */
export const ZHubAuth = z.object({
  token: z.string().min(1).max(4000),
  platformId: z.coerce.number().int().positive().optional(),
});
export type THubAuth = z.infer<typeof ZHubAuth>;

// ---- client → server ------------------------------------------------------------------------

/** spec 1 §4.3: join the event; sent only when all four are known. They must match the token. */
export const ZConnectUser = z.object({
  eventCode: z.string().trim().min(1).max(32),
  eventId: id,
  userId: id,
  userName: z.string().trim().min(1).max(400),
});
export type TConnectUser = z.input<typeof ZConnectUser>;

/** A group named by type and id. Other fields of the spec's real-time message (spec 1 §3.8) are accepted and ignored. */
export const ZGroupRef = z.object({ groupType: ZGroupType, groupId: id });
export type TGroupRef = z.infer<typeof ZGroupRef>;

/** POST_CHAT: the raw text; the server sanitises it and checks its length for the group. */
export const ZPostChat = ZGroupRef.extend({ message: z.string().max(4000) });
export type TPostChat = z.input<typeof ZPostChat>;

/** REMOVE_CHAT: a chat message of the group, by id (moderators of the group only). */
export const ZRemoveChat = ZGroupRef.extend({ id: z.number().int().positive() });
export type TRemoveChat = z.input<typeof ZRemoveChat>;

export const ZReactionKind = z.enum(REACTION_KINDS);
export type TReactionKind = z.infer<typeof ZReactionKind>;

/** SEND_REACTION: one reaction to a live session whose SESSION group the socket is in. */
export const ZSendReaction = z.object({ sessionId: id, kind: ZReactionKind });
export type TSendReaction = z.input<typeof ZSendReaction>;

/** AUTHENTICATE: a fresh access token for an open connection (its previous one expires). */
export const ZAuthenticate = z.object({ token: z.string().min(1).max(4000) });

// ---- server → client ------------------------------------------------------------------------

/** A user as shown in a group's user list and user cards (spec 3 §3: platform user as used in lounges). */
export const ZPresenceUser = z.object({
  userId: z.number().int(),
  userName: z.string(),
  photoUri: z.string(),
  organisation: z.string(),
  country: z.string(),
  roleName: ZChatRole,
  /** false: nobody may start a private conversation with them (hidden or consent declined); absent otherwise. */
  canMessage: z.literal(false).optional(),
});
export type TPresenceUser = z.infer<typeof ZPresenceUser>;

/** A group with its display name and parent (the lounge of a lounge room). */
export const ZGroupInfo = ZGroupRef.extend({
  group: z.string(),
  parentId: z.number().int().nullable(),
});
export type TGroupInfo = z.infer<typeof ZGroupInfo>;

/** USER_CONNECTED: the answer to CONNECT_USER (to the user's socket only, never broadcast). */
export const ZUserConnected = z.object({
  eventId: z.number().int(),
  eventCode: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userPhotoUri: z.string(),
});
export type TUserConnected = z.infer<typeof ZUserConnected>;

/**
 * USER_GROUP_ENTERED: the answer to ENTER_GROUP, to the entering socket: the group, its count,
 * who is in it now (listed only while the group has at most PRESENCE_LIST_MAX users; above that
 * `users` is empty and `usersTruncated` true: GET /report/{groupId}/usersin lists them), one's own
 * role there and whether one moderates it. Others learn of entries through GROUP_USERS_CHANGED.
 */
export const ZGroupEntered = ZGroupInfo.extend({
  groupCount: z.number().int(),
  users: z.array(ZPresenceUser),
  usersTruncated: z.boolean(),
  roleName: ZChatRole,
  isMod: z.boolean(),
  /** The newest chat message id at entry (0 when none): history up to it comes from GET /conversations/group/{groupId}. */
  lastMessageId: z.number().int(),
});
export type TGroupEntered = z.infer<typeof ZGroupEntered>;

/** USER_GROUP_LEFT: the answer to LEAVE_GROUP (and sent when the server takes the socket out, e.g. a deleted room). */
export const ZGroupLeft = ZGroupRef;
export type TGroupLeft = z.infer<typeof ZGroupLeft>;

/**
 * GROUP_USERS_CHANGED, to a chat group, coalesced: at most one per group per ROOM_COUNT_INTERVAL_MS.
 * A user counts once however many tabs they have. `entered`/`left` list who changed since the
 * previous update, only while the group has at most PRESENCE_LIST_MAX users (else `listTruncated`).
 */
export const ZGroupUsersChanged = ZGroupRef.extend({
  groupCount: z.number().int(),
  entered: z.array(ZPresenceUser),
  left: z.array(z.number().int()),
  listTruncated: z.boolean(),
});
export type TGroupUsersChanged = z.infer<typeof ZGroupUsersChanged>;

/** ROOM_COUNTS, to a lounge's foyer, coalesced: the user counts of its rooms that changed. */
export const ZRoomCount = ZGroupRef.extend({ groupCount: z.number().int() });
export const ZRoomCounts = z.object({ parentId: z.number().int(), counts: z.array(ZRoomCount) });
export type TRoomCounts = z.infer<typeof ZRoomCounts>;

/** spec 3 §3: a chat message, as broadcast (CHAT_POSTED) and as returned by the history. */
export const ZChatMessage = z.object({
  id: z.number().int(),
  message: z.string(),
  userName: z.string(),
  userPhotoUri: z.string(),
  userId: z.number().int(),
  roleName: ZChatRole,
  timeStamp: z.string(),
  messageType: z.literal('POST_CHAT'),
  group: z.string(),
  groupId: z.number().int(),
  groupType: ZGroupType,
  parentId: z.number().int().nullable(),
  eventCode: z.string(),
  eventId: z.number().int(),
  /** The author moderates this group (its role is one of the moderating ones). */
  isMod: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** CHAT_REMOVED: a moderator removed a message of the group. */
export const ZChatRemoved = ZGroupRef.extend({ id: z.number().int() });
export type TChatRemoved = z.infer<typeof ZChatRemoved>;

/** LOUNGE_ROOM_CREATED, to the lounge's foyer. */
export type TLoungeRoomCreated = { room: TLoungeRoom };

/** LOUNGE_ROOM_DELETED, to the lounge's foyer and to the room (whose sockets the server then takes out). */
export const ZLoungeRoomDeleted = ZGroupRef.extend({ parentId: z.number().int(), groupName: z.string() });
export type TLoungeRoomDeleted = z.infer<typeof ZLoungeRoomDeleted>;

/**
 * PROGRAMME_CHANGED, to every connected socket of the event (its EVENT group) after an organiser
 * changed the programme (an edit, a deletion, an import), on every node: the client fetches its
 * programme, calendar and session pages again. `version` is the event's new programme version.
 */
export const ZProgrammeChanged = z.object({ version: z.number().int() });
export type TProgrammeChanged = z.infer<typeof ZProgrammeChanged>;

/**
 * SETTINGS_CHANGED, to every connected socket of the event (its EVENT group) after its settings
 * were changed (`atrium platform settings`, an event file): the client reads the settings again,
 * and reloads the page when `platformVersion` differs from the one it runs (spec 1 §4.1).
 */
export const ZSettingsChanged = z.object({ platformVersion: z.string() });
export type TSettingsChanged = z.infer<typeof ZSettingsChanged>;

/**
 * REACTIONS, to a session's SESSION group, at most once per REACTION_FLUSH_MS on each socket:
 * how many of each kind were sent since the previous frame (kinds with none are left out). Every
 * node counts its own senders and forwards its counts to the others, which send them with theirs.
 */
export const ZReactionCounts = z.object({
  sessionId: z.number().int(),
  counts: z.partialRecord(ZReactionKind, z.number().int().positive()),
});
export type TReactionCounts = z.infer<typeof ZReactionCounts>;

export const HUB_ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'token_expired',
  'forbidden',
  'not_found',
  'not_connected',
  'not_in_group',
  'too_many_groups',
  'chat_disabled',
  'not_live',
  'too_short',
  'too_long',
  'rate_limited',
  'too_many_connections',
  'internal',
] as const;
export type THubErrorCode = (typeof HUB_ERROR_CODES)[number];

/**
 * HUB_ERROR: a refused message (`messageType` names it) or a fatal condition (`fatal: true`:
 * the token expired or the account was disabled; the server then disconnects, spec 1 §4.3:
 * the client stops, waits 3 s and restarts with a fresh token).
 */
export const ZHubError = z.object({
  code: z.enum(HUB_ERROR_CODES),
  message: z.string(),
  messageType: z.string().optional(),
  fatal: z.boolean(),
  /** rate_limited: milliseconds until a message would be accepted. */
  retryAfterMs: z.number().int().optional(),
});
export type THubError = z.infer<typeof ZHubError>;

/** The acknowledgement of every client→server event. */
export type THubAck<T> = { ok: true; data: T } | { ok: false; error: THubErrorCode; message: string };
type Ack<T> = (answer: THubAck<T>) => void;

/** Client → server events (socket.emit(name, payload, ack?)). */
export interface TClientToServerEvents {
  CONNECT_USER: (message: TConnectUser, ack?: Ack<TUserConnected>) => void;
  ENTER_GROUP: (message: TGroupRef, ack?: Ack<TGroupEntered>) => void;
  LEAVE_GROUP: (message: TGroupRef, ack?: Ack<TGroupLeft>) => void;
  POST_CHAT: (message: TPostChat, ack?: Ack<TChatMessage>) => void;
  REMOVE_CHAT: (message: TRemoveChat, ack?: Ack<TChatRemoved>) => void;
  AUTHENTICATE: (message: { token: string }, ack?: Ack<{ expiresAt: number }>) => void;
  /** Refused with not_in_group, not_live or rate_limited (then retryAfterMs); counted, never echoed one by one. */
  SEND_REACTION: (message: TSendReaction, ack?: Ack<{ kind: TReactionKind }>) => void;
}

/** Server → client events. */
export interface TServerToClientEvents {
  USER_CONNECTED: (message: TUserConnected) => void;
  USER_GROUP_ENTERED: (message: TGroupEntered) => void;
  USER_GROUP_LEFT: (message: TGroupLeft) => void;
  GROUP_USERS_CHANGED: (message: TGroupUsersChanged) => void;
  ROOM_COUNTS: (message: TRoomCounts) => void;
  CHAT_POSTED: (message: TChatMessage) => void;
  CHAT_REMOVED: (message: TChatRemoved) => void;
  LOUNGE_ROOM_CREATED: (message: TLoungeRoomCreated) => void;
  LOUNGE_ROOM_DELETED: (message: TLoungeRoomDeleted) => void;
  /** spec 1 §7: a private message for this user (spec 1 §4.4). */
  newConversationMessageItem: (message: TConversationMessageItem) => void;
  /**
   * Questions of a session (to its SESSION group): posted, approved, hidden, a reply posted, a
   * question changed (photo reset) and votes. A question that non-moderators may not see goes
   * only to the group's moderators.
   */
  QUESTION_POSTED: (message: TQuestion) => void;
  QUESTION_APPROVED: (message: TQuestion) => void;
  QUESTION_HIDDEN: (message: TQuestionHidden) => void;
  REPLY_POSTED: (message: TQuestion) => void;
  QUESTION_UPDATED: (message: TQuestion) => void;
  QUESTION_VOTES: (message: TQuestionVotes) => void;
  /** Reactions to a live session (to its SESSION group), counted per REACTION_FLUSH_MS. */
  REACTIONS: (message: TReactionCounts) => void;
  /**
   * Polls of a session (to its SESSION group): a poll prepared, changed, opened, closed or its
   * results shown (a draft, and results held back, only to the group's moderators), deleted,
   * and its results, coalesced to a few a second per poll however fast the votes come.
   */
  POLL_CHANGED: (message: TPoll) => void;
  POLL_REMOVED: (message: TPollRemoved) => void;
  POLL_RESULTS: (message: TPollResults) => void;
  PROGRAMME_CHANGED: (message: TProgrammeChanged) => void;
  SETTINGS_CHANGED: (message: TSettingsChanged) => void;
  HUB_ERROR: (message: THubError) => void;
}
