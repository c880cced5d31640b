import {
  chatMaxLength,
  checkChatText,
  displayName,
  type TChatGroupType,
  type TChatHistory,
  type TChatMessage,
  type TChatRemoved,
  type TChatRole,
  type TPresenceUser,
} from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, HttpError, notFound, RateLimitedError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { HubPort } from '../../realtime/hub-port.ts';
import type { RateLimiter } from '../../realtime/rate-limiter.ts';
import type { GroupRole, ModerationService } from '../moderation/moderation.service.ts';
import type { PlatformService } from '../platform/platform.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { isInDirectory, isReachable } from '../users/visibility.ts';
import { type ChatMessageRow, ChatRepository } from './chat.repository.ts';
import type { GroupDirectory, GroupMeta } from './chat-groups.ts';
import { sanitiseChatText } from './chat-text.ts';

const LAST_ID_CACHE_MS = 1000;

/** A user's role in a group, as the moderation policy decides it. */
export type Standing = GroupRole;

/**
 * Chat of hub groups (spec 3 §3-§6): who has which role where, posting (sanitised, length per
 * group, rate-limited, persisted then broadcast in id order), removal by moderators, history.
 */
export class ChatService {
  private readonly repo: ChatRepository;
  /** Per group on this node: posts are written and broadcast one after the other, so ids go out in order. */
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly lastIds: TtlCache<string, number>;

  constructor(
    db: Db,
    private readonly users: UsersService,
    private readonly moderation: ModerationService,
    private readonly platforms: PlatformService,
    readonly groups: GroupDirectory,
    private readonly hub: HubPort,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {
    this.repo = new ChatRepository(db);
    this.lastIds = new TtlCache(clock, { ttlMs: LAST_ID_CACHE_MS, maxSize: 10_000 });
  }

  /** The user's role in the group and whether they moderate it (a user of another event: not found). */
  async standing(platformId: number, userId: number, meta: GroupMeta): Promise<Standing> {
    const state = await this.users.getInPlatform(platformId, userId);
    return this.moderation.roleInGroup(platformId, state, meta);
  }

  /**
   * The user as others see them in a group's user list. Someone the directory leaves out shows
   * there as in their chat messages (name, photo, role): being in a room is seen by whoever is in
   * it, but organisation and country are the directory's to show. Nobody may write to a hidden
   * person first: their card says so (`canMessage: false`), and has no Message button.
   */
  async presenceUser(platformId: number, userId: number, roleName: TChatRole): Promise<TPresenceUser> {
    const { user } = await this.users.getInPlatform(platformId, userId);
    const listed = isInDirectory(user);
    return {
      userId: user.id,
      userName: displayName(user),
      photoUri: user.photoUri,
      organisation: listed ? user.organisation : '',
      country: listed ? user.country : '',
      roleName,
      ...(isReachable(user) ? {} : { canMessage: false as const }),
    };
  }

  /**
   * POST_CHAT: plain text longer than 1 character and within the group's limit, chat enabled
   * for the group, within the user's rate; written, then broadcast to the group with the role
   * the server gives the author there.
   */
  async post(
    platformId: number,
    userId: number,
    meta: GroupMeta,
    raw: string,
    known?: Standing,
  ): Promise<TChatMessage> {
    if (!meta.chatEnabled || chatMaxLength(meta.groupType) === 0)
      throw new HttpError(403, 'chat_disabled', 'Chat is not enabled in this group');
    const now = this.clock.now();
    if (meta.liveWindow && (now < meta.liveWindow.from || now >= meta.liveWindow.until))
      throw new HttpError(403, 'chat_disabled', 'Chat is open only while the session is live');
    const text = sanitiseChatText(raw);
    const problem = checkChatText(text, meta.groupType);
    if (problem === 'too_short') throw new HttpError(400, 'too_short', 'message: must be longer than 1 character');
    if (problem === 'too_long')
      throw new HttpError(
        400,
        'too_long',
        `message: may not be greater than ${chatMaxLength(meta.groupType)} characters`,
      );
    const state = await this.users.getInPlatform(platformId, userId);
    if (state.user.disabled) throw forbidden('Account is disabled.');
    const rate = await this.limiter.take(`chat:${platformId}:${userId}`);
    if (!rate.allowed) throw new RateLimitedError('Too many messages: wait a moment', rate.retryAfterMs);
    const standing = known ?? (await this.standing(platformId, userId, meta));
    const platform = await this.platforms.getById(platformId);
    if (!platform) throw notFound('Platform does not exist');
    return this.inOrder(meta.room, async () => {
      const row = await this.repo.insert({
        platformId,
        groupType: meta.groupType,
        groupId: meta.groupId,
        parentId: meta.parentId,
        userId,
        userName: displayName(state.user),
        userPhotoUri: state.user.photoUri,
        roleName: standing.roleName,
        isMod: standing.isMod,
        message: text,
      });
      const message = presentChatMessage(row, meta, platform.code);
      this.lastIds.set(meta.room, row.id);
      this.hub.toRoom(meta.room, 'CHAT_POSTED', message);
      return message;
    });
  }

  /** REMOVE_CHAT: moderators of the group only (spec 3 §6). */
  async remove(platformId: number, userId: number, meta: GroupMeta, id: number): Promise<TChatRemoved> {
    const { isMod } = await this.standing(platformId, userId, meta);
    if (!isMod) throw forbidden('Only moderators of this group remove its messages');
    if (!(await this.repo.markRemoved(platformId, meta.groupType, meta.groupId, id, userId)))
      throw notFound('No such message in this group');
    const removed: TChatRemoved = { groupType: meta.groupType, groupId: meta.groupId, id };
    this.hub.toRoom(meta.room, 'CHAT_REMOVED', removed);
    return removed;
  }

  async history(
    platformId: number,
    meta: GroupMeta,
    q: { page: number; limit: number; afterId?: number },
  ): Promise<TChatHistory> {
    if (chatMaxLength(meta.groupType) === 0) throw notFound('This group has no chat');
    const platform = await this.platforms.getById(platformId);
    const { rows, hasMore } = await this.repo.page(platformId, meta.groupType, meta.groupId, q);
    return {
      groupType: meta.groupType as TChatHistory['groupType'],
      groupId: meta.groupId,
      page: q.afterId === undefined ? q.page : 1,
      limit: q.limit,
      hasMore,
      items: rows.map((row) => presentChatMessage(row, meta, platform?.code ?? '')),
    };
  }

  /**
   * The newest message id of a group, for the ENTER_GROUP answer. Read at most once a second per
   * group and node (a crowd entering a session asks thousands of times); this node's own posts
   * update it at once, another node's within the second.
   */
  lastMessageId(meta: GroupMeta): Promise<number> {
    if (chatMaxLength(meta.groupType) === 0) return Promise.resolve(0);
    return this.lastIds.getOrLoad(meta.room, () => this.repo.lastId(meta.platformId, meta.groupType, meta.groupId));
  }

  /** When each of these groups (one group type) last got a message that is still shown. */
  lastMessageTimes(platformId: number, groupType: TChatGroupType, groupIds: number[]): Promise<Map<number, Date>> {
    return this.repo.lastMessages(platformId, groupType, groupIds);
  }

  /** A message of a group still shown (not removed), or null. */
  message(meta: GroupMeta, id: number): Promise<ChatMessageRow | null> {
    return this.repo.find(meta.platformId, meta.groupType, meta.groupId, id);
  }

  /** A deleted lounge room takes its messages with it. */
  deleteGroupMessages(meta: GroupMeta) {
    return this.repo.deleteGroup(meta.platformId, meta.groupType, meta.groupId);
  }

  private inOrder<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => {});
    this.queues.set(key, settled);
    settled.then(() => {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    });
    return next;
  }
}

/** spec 3 §3 chat message: allow-listed fields. */
export function presentChatMessage(row: ChatMessageRow, meta: GroupMeta, eventCode: string): TChatMessage {
  return {
    id: row.id,
    message: row.message,
    userName: row.userName,
    userPhotoUri: row.userPhotoUri,
    userId: row.userId,
    roleName: row.roleName as TChatRole,
    timeStamp: row.createdAt.toISOString(),
    messageType: 'POST_CHAT',
    group: meta.name,
    groupId: row.groupId,
    groupType: meta.groupType,
    parentId: row.parentId,
    eventCode,
    eventId: row.platformId,
    isMod: row.isMod,
  };
}
