import {
  CHAT_GROUP_TYPES,
  groupRoomName,
  HUB_GROUPS_PER_SOCKET_MAX,
  PRESENCE_LIST_MAX,
  type TChatGroupType,
  type TChatMessage,
  type TChatRemoved,
  type TGroupEntered,
  type TGroupLeft,
  type TPresenceUser,
  type TServerToClientEvents,
  type TUserConnected,
  ZAuthenticate,
  ZConnectUser,
  ZGroupRef,
  ZPostChat,
  ZRemoveChat,
} from '@atrium/contracts';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import type { Standing } from '../modules/chat/chat.service.ts';
import type { GroupMeta } from '../modules/chat/chat-groups.ts';
import type { Hub, HubSocket } from './hub.ts';
import { authenticateHandshake } from './hub-auth.ts';
import { HubError, toHubError } from './hub-errors.ts';

/** A group this socket is in: the group, the user's role there, and their card in its user list. */
export interface Entered extends Standing {
  meta: GroupMeta;
  user: TPresenceUser;
}

type Ack = (answer: unknown) => void;

/** Handlers waiting per socket before further messages are refused (a flooding client). */
const MAX_PENDING = 50;

/**
 * One socket's session with the hub. Its messages are handled one at a time, in order, so an
 * ENTER_GROUP followed by a LEAVE_GROUP cannot overtake each other. Membership (the user is in a
 * group) is kept by the hub's presence; subscription (this socket listens) is the Socket.IO room.
 */
export class HubConnection {
  /** Rooms this socket is in → what it entered with. */
  readonly groups = new Map<string, Entered>();
  private joined = false;
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;

  constructor(
    private readonly hub: Hub,
    private readonly ctx: AppContext,
    readonly socket: HubSocket,
  ) {
    const { platformId, userId } = socket.data;
    // Private messages reach every socket of the user, joined to the event or not.
    socket.join(userRoomName(platformId, userId));
    this.on('CONNECT_USER', ZConnectUser, 'USER_CONNECTED', (m) => this.connectUser(m));
    this.on('ENTER_GROUP', ZGroupRef, 'USER_GROUP_ENTERED', (m) => this.enterGroup(m));
    this.on('LEAVE_GROUP', ZGroupRef, 'USER_GROUP_LEFT', (m) => this.leaveGroup(m));
    this.on('POST_CHAT', ZPostChat, null, (m) => this.postChat(m));
    this.on('REMOVE_CHAT', ZRemoveChat, null, (m) => this.removeChat(m));
    // A token that has just expired may still be replaced (the socket is not ended for it).
    this.on('AUTHENTICATE', ZAuthenticate, null, (m) => this.authenticate(m.token), { allowExpired: true });
  }

  get platformId() {
    return this.socket.data.platformId;
  }
  get userId() {
    return this.socket.data.userId;
  }

  /**
   * Registers a handler: payload checked against the contract, answer through the ack when the
   * client gives one, else as the named event; refusals through the ack, else as HUB_ERROR.
   */
  private on<S extends z.ZodType, T>(
    type: string,
    schema: S,
    answerEvent: keyof TServerToClientEvents | null,
    handle: (message: z.output<S>) => Promise<T>,
    options: { allowExpired?: boolean } = {},
  ) {
    // biome-ignore lint/suspicious/noExplicitAny: the event map types each handler; this is the one generic entry
    (this.socket as any).on(type, (raw: unknown, maybeAck?: unknown) => {
      const ack = (typeof raw === 'function' ? raw : typeof maybeAck === 'function' ? maybeAck : undefined) as
        | Ack
        | undefined;
      const payload = typeof raw === 'function' ? undefined : raw;
      if (this.pending >= MAX_PENDING) {
        this.fail(type, ack, new HubError('rate_limited', 'Too many messages at once'));
        return;
      }
      this.pending++;
      this.queue = this.queue.then(async () => {
        if (this.hub.isClosing) {
          this.pending--;
          return;
        }
        try {
          if (!options.allowExpired) this.checkToken();
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new HubError('bad_request', `${issue?.path.join('.') || 'message'}: ${issue?.message}`);
          }
          const answer = await handle(parsed.data);
          if (!this.socket.connected) return;
          if (ack) ack({ ok: true, data: answer });
          // biome-ignore lint/suspicious/noExplicitAny: answerEvent names the event whose payload `answer` is
          else if (answerEvent) (this.socket as any).emit(answerEvent, answer);
        } catch (error) {
          this.fail(type, ack, error);
        } finally {
          this.pending--;
        }
      });
    });
  }

  private fail(type: string, ack: Ack | undefined, error: unknown) {
    const hubError = toHubError(error, type);
    if (hubError.code === 'internal') this.hub.logError(error);
    if (!this.socket.connected) return;
    if (ack && !hubError.fatal) ack({ ok: false, error: hubError.code, message: hubError.message });
    else this.socket.emit('HUB_ERROR', hubError);
    if (hubError.fatal) this.socket.disconnect(true);
  }

  /** An expired token ends the connection (spec 1 §4.3: the client restarts with a fresh one). */
  checkToken() {
    if (this.socket.data.expiresAt <= Date.now())
      throw new HubError('token_expired', 'The access token has expired: connect again with a fresh one', true);
  }

  /** CONNECT_USER (spec 1 §4.3): all four fields known and matching the token; joins the EVENT group. */
  private async connectUser(m: z.output<typeof ZConnectUser>): Promise<TUserConnected> {
    const platform = await this.ctx.platforms.getById(this.platformId);
    if (!platform) throw new HubError('not_found', 'Platform does not exist');
    if (m.eventId !== this.platformId || m.eventCode.toUpperCase() !== platform.code || m.userId !== this.userId)
      throw new HubError('forbidden', 'eventCode, eventId and userId must be those of the signed-in user');
    const state = await this.ctx.users.getInPlatform(this.platformId, this.userId);
    if (!this.joined) {
      const event = await this.ctx.chat.groups.resolve(this.platformId, 'EVENT', this.platformId);
      if (!event) throw new HubError('not_found', 'Platform does not exist');
      await this.enter(event);
      this.joined = true;
    }
    return {
      eventId: platform.id,
      eventCode: platform.code,
      userId: this.userId,
      userName: `${state.user.firstName} ${state.user.lastName}`.trim(),
      userPhotoUri: state.user.photoUri,
    };
  }

  private requireJoined() {
    if (!this.joined) throw new HubError('not_connected', 'Join the event first (CONNECT_USER)');
  }

  private async resolve(groupType: z.output<typeof ZGroupRef>['groupType'], groupId: number): Promise<GroupMeta> {
    // Only groups of the token's event: another event's id is not found (and its room never joined).
    const meta = await this.ctx.chat.groups.resolve(this.platformId, groupType, groupId);
    if (!meta) throw new HubError('not_found', 'No such group in this event');
    return meta;
  }

  private async enterGroup(m: z.output<typeof ZGroupRef>): Promise<TGroupEntered> {
    this.requireJoined();
    const meta = await this.resolve(m.groupType, m.groupId);
    const entered = await this.enter(meta);
    const members = await this.hub.members(meta.room, PRESENCE_LIST_MAX);
    return {
      groupType: meta.groupType,
      groupId: meta.groupId,
      group: meta.name,
      parentId: meta.parentId,
      groupCount: members.count,
      // Lists only for groups up to PRESENCE_LIST_MAX, as in GROUP_USERS_CHANGED: a crowd of
      // thousands entering a session does not get (and serialise) a list each.
      users: members.truncated ? [] : members.users,
      usersTruncated: members.truncated,
      roleName: entered.roleName,
      isMod: entered.isMod,
      lastMessageId: await this.ctx.chat.lastMessageId(meta),
    };
  }

  /** Enters a group once per socket; the user counts once however many sockets enter. */
  private async enter(meta: GroupMeta): Promise<Entered> {
    const existing = this.groups.get(meta.room);
    if (existing) return existing;
    if (this.groups.size >= HUB_GROUPS_PER_SOCKET_MAX)
      throw new HubError('too_many_groups', `At most ${HUB_GROUPS_PER_SOCKET_MAX} groups at once: leave one first`);
    const standing = await this.ctx.chat.standing(this.platformId, this.userId, meta);
    const user = await this.ctx.chat.presenceUser(this.platformId, this.userId, standing.roleName);
    if (!this.socket.connected) throw new HubError('not_connected', 'Disconnected');
    const entered: Entered = { ...standing, meta, user };
    this.groups.set(meta.room, entered);
    this.socket.join(meta.room);
    await this.hub.addPresence(meta, user);
    return entered;
  }

  private async leaveGroup(m: z.output<typeof ZGroupRef>): Promise<TGroupLeft> {
    await this.leave(groupRoomName(this.platformId, m.groupType, m.groupId));
    return { groupType: m.groupType, groupId: m.groupId };
  }

  /** Leaves a group (nothing if not in it). */
  async leave(room: string): Promise<Entered | undefined> {
    const entered = this.groups.get(room);
    if (!entered) return undefined;
    this.groups.delete(room);
    this.socket.leave(room);
    await this.hub.removePresence(entered.meta, this.userId);
    return entered;
  }

  /** The server takes the socket out of a group (a deleted lounge room). */
  async evict(room: string) {
    const entered = await this.leave(room);
    if (entered && this.socket.connected)
      this.socket.emit('USER_GROUP_LEFT', { groupType: entered.meta.groupType, groupId: entered.meta.groupId });
  }

  private async postChat(m: z.output<typeof ZPostChat>): Promise<TChatMessage> {
    this.requireJoined();
    if (!(CHAT_GROUP_TYPES as readonly string[]).includes(m.groupType))
      throw new HubError('bad_request', `groupType: no chat in ${m.groupType} groups`);
    const entered = this.groups.get(groupRoomName(this.platformId, m.groupType as TChatGroupType, m.groupId));
    if (!entered) throw new HubError('not_in_group', 'Not currently in a room: enter the group first');
    return this.ctx.chat.post(this.platformId, this.userId, entered.meta, m.message, entered);
  }

  private async removeChat(m: z.output<typeof ZRemoveChat>): Promise<TChatRemoved> {
    this.requireJoined();
    const meta = await this.resolve(m.groupType, m.groupId);
    return this.ctx.chat.remove(this.platformId, this.userId, meta, m.id);
  }

  /** AUTHENTICATE: a fresh token of the same user and event extends the connection. */
  private async authenticate(token: string): Promise<{ expiresAt: number }> {
    const data = await authenticateHandshake(this.ctx, {
      auth: { token, platformId: this.platformId },
      headers: {},
      query: {},
    }).catch((error: unknown) => {
      throw error instanceof HubError ? new HubError('unauthorized', error.message) : error;
    });
    if (data.userId !== this.userId) throw new HubError('forbidden', 'The token is for another user');
    this.socket.data.expiresAt = data.expiresAt;
    return { expiresAt: data.expiresAt };
  }

  /** The socket is gone (goodbye, network loss noticed by the ping time-out, or shutdown). */
  async closed() {
    const rooms = [...this.groups.keys()];
    for (const room of rooms) await this.leave(room);
  }

  /** Runs after every message already queued (the disconnect cleanup waits for an ENTER in flight). */
  whenIdle(): Promise<void> {
    return this.queue;
  }
}

export function userRoomName(platformId: number, userId: number): string {
  return `${platformId}:USER:${userId}`;
}
