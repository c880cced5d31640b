import { HUB_GROUPS_PER_SOCKET_MAX, type TGroupType, type TPresenceUser } from '@atrium/contracts';
import type { AppContext } from '../context.ts';
import type { Standing } from '../modules/chat/chat.service.ts';
import type { GroupMeta } from '../modules/chat/chat-groups.ts';
import type { Hub } from './hub.ts';
import type { HubCommand } from './hub-command.ts';
import { HubError, toHubError } from './hub-errors.ts';
import { moderatorsRoom, presentationModeratorsRoom } from './hub-port.ts';
import type { HubSocket } from './hub-server.ts';

/** A group this socket is in: the group, the user's role there, and their card in its user list. */
export interface Entered extends Standing {
  meta: GroupMeta;
  user: TPresenceUser;
  /** The moderators' rooms of the presentations moderated here by someone not moderating the session. */
  presentationRooms: string[];
}

type Ack = (answer: unknown) => void;

/** Handlers waiting per socket before further messages are refused (a flooding client). */
const MAX_PENDING = 50;

/**
 * One socket's session with the hub. Its messages are handled one at a time, in order, so an
 * ENTER_GROUP followed by a LEAVE_GROUP cannot overtake each other. Membership (the user is in a
 * group) is kept by the hub's presence; subscription (this socket listens) is the Socket.IO room.
 * It knows no command: it listens for each of the registry's (hub-command.ts) and dispatches.
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
    // Every command of the registry (context.ts): the group commands and each domain's.
    for (const command of ctx.hubCommands) this.on(command);
  }

  get platformId() {
    return this.socket.data.platformId;
  }
  get userId() {
    return this.socket.data.userId;
  }

  /**
   * Listens for one command: payload checked against its schema, answer through the ack when the
   * client gives one, else as its answer event; refusals through the ack, else as HUB_ERROR.
   */
  private on(command: HubCommand) {
    const { type, schema, answerEvent } = command;
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
          // A token that has just expired may still be replaced (AUTHENTICATE): the socket is not ended for it.
          if (!command.allowExpired) this.checkToken();
          const parsed = schema.safeParse(payload);
          if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new HubError('bad_request', `${issue?.path.join('.') || 'message'}: ${issue?.message}`);
          }
          if (command.requires === 'joined') this.requireJoined();
          const answer = await command.handle(this.ctx, this, parsed.data);
          this.hub.instruments.command(type, true);
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
    this.hub.instruments.command(type, false);
    const hubError = toHubError(error, type);
    if (hubError.code === 'internal') this.hub.logError(error);
    if (!this.socket.connected) return;
    if (ack && !hubError.fatal) ack({ ok: false, error: hubError.code, message: hubError.message });
    else this.socket.emit('HUB_ERROR', hubError);
    if (hubError.fatal) this.socket.disconnect(true);
  }

  /** An expired token ends the connection (spec 1 §4.3: the client restarts with a fresh one). */
  checkToken() {
    if (this.socket.data.expiresAt <= this.ctx.clock.now())
      throw new HubError('token_expired', 'The access token has expired: connect again with a fresh one', true);
  }

  /** Joins the event's EVENT group, once (CONNECT_USER). */
  async joinEvent(): Promise<void> {
    if (this.joined) return;
    const event = await this.ctx.chat.groups.resolve(this.platformId, 'EVENT', this.platformId);
    if (!event) throw new HubError('not_found', 'Platform does not exist');
    await this.enter(event);
    this.joined = true;
  }

  /** Commands with `requires: 'joined'` (the dispatcher asks before their handler). */
  requireJoined() {
    if (!this.joined) throw new HubError('not_connected', 'Join the event first (CONNECT_USER)');
  }

  /** A group of the token's event: another event's id is not found (and its room never joined). */
  async resolveGroup(groupType: TGroupType, groupId: number): Promise<GroupMeta> {
    const meta = await this.ctx.chat.groups.resolve(this.platformId, groupType, groupId);
    if (!meta) throw new HubError('not_found', 'No such group in this event');
    return meta;
  }

  /** Enters a group once per socket; the user counts once however many sockets enter. */
  async enter(meta: GroupMeta): Promise<Entered> {
    const existing = this.groups.get(meta.room);
    if (existing) return existing;
    if (this.groups.size >= HUB_GROUPS_PER_SOCKET_MAX)
      throw new HubError('too_many_groups', `At most ${HUB_GROUPS_PER_SOCKET_MAX} groups at once: leave one first`);
    const standing = await this.ctx.chat.standing(this.platformId, this.userId, meta);
    const user = await this.ctx.chat.presenceUser(this.platformId, this.userId, standing.roleName);
    const presentationRooms =
      meta.groupType === 'SESSION' && !standing.isMod
        ? (await this.ctx.moderation.presentationsModerated(this.platformId, this.userId, meta.groupId)).map((id) =>
            presentationModeratorsRoom(meta.room, id),
          )
        : [];
    if (!this.socket.connected) throw new HubError('not_connected', 'Disconnected');
    const entered: Entered = { ...standing, meta, user, presentationRooms };
    this.groups.set(meta.room, entered);
    this.socket.join(meta.room);
    if (standing.isMod) this.socket.join(moderatorsRoom(meta.room));
    for (const room of presentationRooms) this.socket.join(room);
    await this.hub.addPresence(meta, user);
    return entered;
  }

  /** Leaves a group (nothing if not in it). */
  async leave(room: string): Promise<Entered | undefined> {
    const entered = this.groups.get(room);
    if (!entered) return undefined;
    this.groups.delete(room);
    this.socket.leave(room);
    if (entered.isMod) this.socket.leave(moderatorsRoom(room));
    for (const presentationRoom of entered.presentationRooms) this.socket.leave(presentationRoom);
    await this.hub.removePresence(entered.meta, this.userId);
    return entered;
  }

  /** The server takes the socket out of a group (a deleted lounge room). */
  async evict(room: string) {
    const entered = await this.leave(room);
    if (entered && this.socket.connected)
      this.socket.emit('USER_GROUP_LEFT', { groupType: entered.meta.groupType, groupId: entered.meta.groupId });
  }

  /** AUTHENTICATE: the socket's token is replaced by a fresh one, valid until `expiresAt`, of sign-in `sid`. */
  renewToken(expiresAt: number, sid: string) {
    this.socket.data.expiresAt = expiresAt;
    this.socket.data.sid = sid;
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
