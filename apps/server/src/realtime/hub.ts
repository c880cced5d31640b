import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCOUNT_DISABLED_MESSAGE,
  CHAT_GROUP_TYPES,
  groupRoomName,
  HUB_SOCKETS_PER_USER_MAX,
  REACTION_FLUSH_MS,
  REACTION_KINDS,
  type TGroupType,
  type TPresenceUser,
  type TReactionCounts,
  type TReactionKind,
} from '@atrium/contracts';
import type { HubSettings } from '../config/config.ts';
import type { AppContext } from '../context.ts';
import type { EndedSignIns } from '../identity/sign-ins.ts';
import type { Clock } from '../lib/clock.ts';
import type { GroupMeta } from '../modules/chat/chat-groups.ts';
import { type HubInstruments, NO_HUB_INSTRUMENTS } from '../ops/metrics.ts';
import { eventFrame, writeFrame } from './fast-broadcast.ts';
import { authenticateHandshake } from './hub-auth.ts';
import { HubConnection, userRoomName } from './hub-connection.ts';
import { HubError } from './hub-errors.ts';
import type { HubEvent, HubPayload, HubPort } from './hub-port.ts';
import { createHubServer, type HubServer, parseRoom } from './hub-server.ts';
import {
  connectionsOf,
  connectionsOfClosedAccounts,
  connectionsSignedOut,
  expiredTokens,
  SignInChannel,
  signedOut,
} from './hub-signins.ts';
import {
  type GroupMembers,
  LocalPresence,
  MemoryPresenceStore,
  type PresenceChange,
  type PresenceStore,
} from './presence-store.ts';
import type { RedisClients } from './redis.ts';
import { RedisPresenceStore } from './redis-presence.ts';
import { RoomTally } from './room-tally.ts';

/**
 * The real-time hub (DESIGN: Real-time hub): Socket.IO at /hub on the HTTP server, rooms =
 * groups, presence per group (in this process, or in Redis shared by every node), coalesced
 * count updates, and the broadcast API the domain services use (HubPort).
 */
export class Hub implements HubPort {
  readonly nodeId = randomUUID();
  readonly presence: PresenceStore;
  private readonly local = new LocalPresence();
  private readonly connections = new Map<string, HubConnection>();
  /** Open sockets per account on this node (HUB_SOCKETS_PER_USER_MAX). */
  private readonly socketsPerUser = new Map<number, number>();
  private io: HubServer | null = null;
  private ctx: AppContext | null = null;
  private timers: NodeJS.Timeout[] = [];
  private flushing = false;
  private closing = false;
  /** Ended sign-ins to and from the other nodes (with Redis). */
  private readonly signIns: SignInChannel | null;
  /** Reactions per session room until the next flush (room-tally.ts). */
  private readonly reactions = new RoomTally(REACTION_KINDS.length);
  /** Counts commands and times broadcasts when metrics are on (ops/metrics.ts). */
  instruments: HubInstruments = NO_HUB_INSTRUMENTS;

  /** Open sockets on this node. */
  get connectionCount() {
    return this.connections.size;
  }

  /** Shutting down: sockets' queued messages are not handled any more. */
  get isClosing() {
    return this.closing;
  }

  constructor(
    private readonly timings: HubSettings,
    private readonly redis: RedisClients | null,
    private readonly clock: Clock,
    readonly logError: (error: unknown) => void = (error) => console.error('hub:', error),
  ) {
    this.presence = redis
      ? new RedisPresenceStore(redis, {
          nodeId: this.nodeId,
          nodeTtlMs: timings.nodeTtlMs,
          countIntervalMs: timings.countIntervalMs,
          localEntries: () => this.local.entries(),
          onError: (error) => this.logError(error),
        })
      : new MemoryPresenceStore();
    this.signIns = redis ? new SignInChannel(redis, (error) => this.logError(error)) : null;
  }

  /** Starts the hub on the HTTP server (before it listens). */
  async attach(httpServer: HttpServer, ctx: AppContext): Promise<void> {
    if (this.io) throw new Error('hub already attached');
    const io = await createHubServer(httpServer, this.timings, this.redis);
    io.use((socket, next) => {
      authenticateHandshake(ctx, socket.handshake)
        .then((data) => {
          if ((this.socketsPerUser.get(data.userId) ?? 0) >= HUB_SOCKETS_PER_USER_MAX)
            throw new HubError('too_many_connections', 'Too many open connections for this account');
          socket.data = data;
          next();
        })
        .catch((error: unknown) => {
          const refusal = new Error(error instanceof HubError ? error.message : 'Internal error') as Error & {
            data?: unknown;
          };
          refusal.data = { code: error instanceof HubError ? error.code : 'internal' };
          if (!(error instanceof HubError)) this.logError(error);
          next(refusal);
        });
    });
    io.on('connection', (socket) => {
      const connection = new HubConnection(this, ctx, socket);
      this.connections.set(socket.id, connection);
      const userId = socket.data.userId;
      this.socketsPerUser.set(userId, (this.socketsPerUser.get(userId) ?? 0) + 1);
      socket.on('disconnect', () => {
        this.connections.delete(socket.id);
        const left = (this.socketsPerUser.get(userId) ?? 1) - 1;
        if (left > 0) this.socketsPerUser.set(userId, left);
        else this.socketsPerUser.delete(userId);
        if (this.closing) return;
        // After whatever the socket had in flight (an ENTER_GROUP still resolving).
        connection
          .whenIdle()
          .then(() => connection.closed())
          .catch((error) => this.logError(error));
      });
    });
    io.on('closeRoom', (room) => {
      // The room is gone on every node: forget its cached entity too, so nobody enters it again.
      const ref = parseRoom(room);
      if (ref) ctx.chat.groups.forget(ref.platformId, ref.groupType, ref.groupId);
      this.evictLocal(room).catch((error) => this.logError(error));
    });
    io.on('broadcast', (room, event, payload) => this.localBroadcast(room, event, payload));
    io.on('programmeChanged', (platformId, version) => this.programmeChangedHere(ctx, platformId, version));
    io.on('reactions', (batch) => this.reactions.merge(batch));
    this.ctx = ctx;
    await this.signIns?.listen((ended) => this.endSignInsHere(ended));
    await this.presence.start();
    this.io = io;
    const every = (ms: number, work: () => Promise<void>) => {
      const timer = setInterval(() => {
        work().catch((error) => this.logError(error));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.timings.countIntervalMs, () => this.flush());
    every(this.timings.sweepIntervalMs, () => this.sweep(ctx));
    every(REACTION_FLUSH_MS, async () => this.flushReactions());
  }

  /** Orderly stop: sockets closed, this node's users out of every group, timers stopped. */
  async close(): Promise<void> {
    const io = this.io;
    if (!io) return;
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.signIns?.stop();
    const open = [...this.connections.values()];
    io.local.disconnectSockets(true);
    // Messages already being handled finish (briefly) before the database goes; queued ones are dropped.
    await Promise.race([Promise.allSettled(open.map((c) => c.whenIdle())), sleep(3000)]);
    await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    io.engine.close();
    await this.presence.stop().catch((error) => this.logError(error));
    this.io = null;
  }

  // ---- HubPort ----------------------------------------------------------------------------------

  toRoom<E extends HubEvent>(room: string, event: E, payload: HubPayload<E>): void {
    if (!this.io) return;
    this.localBroadcast(room, event, payload);
    // Other nodes broadcast to their own sockets (one Redis message per broadcast, in order).
    if (this.redis) this.io.serverSideEmit('broadcast', room, event, payload);
  }

  /** This node's sockets in the room: one frame for all (see fast-broadcast.ts). */
  private localBroadcast(room: string, event: string, payload: unknown) {
    const nsp = this.io?.of('/');
    const ids = nsp?.adapter.rooms.get(room);
    if (!nsp || !ids || ids.size === 0) return;
    const started = performance.now();
    if (this.timings.fastBroadcast === false) {
      // biome-ignore lint/suspicious/noExplicitAny: plain Socket.IO broadcast (HUB_FAST_BROADCAST=false)
      (this.io?.local.to(room) as any)?.emit(event, payload);
    } else {
      const frame = eventFrame(event, payload);
      for (const id of ids) {
        const socket = nsp.sockets.get(id);
        // biome-ignore lint/suspicious/noExplicitAny: the ordinary path for the rare socket that cannot take the frame
        if (socket && !writeFrame(socket.conn, frame)) (socket as any).emit(event, payload);
      }
    }
    this.instruments.fanOut(ids.size, (performance.now() - started) / 1000);
  }

  toUser<E extends HubEvent>(platformId: number, userId: number, event: E, payload: HubPayload<E>): void {
    this.toRoom(userRoomName(platformId, userId), event, payload);
  }

  counts(rooms: string[]): Promise<number[]> {
    return this.presence.counts(rooms);
  }

  /** Who is in a group; while Redis cannot be reached, those this node holds (it keeps serving). */
  async members(room: string, limit: number): Promise<GroupMembers> {
    try {
      return await this.presence.members(room, limit);
    } catch (error) {
      if (!this.redis) throw error;
      this.logError(error);
      return this.local.members(room, limit);
    }
  }

  /** Whether each user is in a group; while Redis cannot be reached, on this node. */
  async present(room: string, userIds: number[]): Promise<boolean[]> {
    try {
      return await this.presence.present(room, userIds);
    } catch (error) {
      if (!this.redis) throw error;
      this.logError(error);
      return this.local.present(room, userIds);
    }
  }

  async closeRoom(room: string): Promise<void> {
    await this.evictLocal(room);
    if (this.redis) this.io?.serverSideEmit('closeRoom', room);
  }

  programmeChanged(platformId: number, version: number): void {
    if (!this.io || !this.ctx) return;
    this.programmeChangedHere(this.ctx, platformId, version);
    // One message: each node forgets first and then writes to its own sockets, so that a client
    // refetching at once is answered the new programme by whichever node it asks.
    if (this.redis) this.io.serverSideEmit('programmeChanged', platformId, version);
  }

  private programmeChangedHere(ctx: AppContext, platformId: number, version: number) {
    // The event record (its programme version) and with it the programme; who moderates a session.
    ctx.platforms.invalidate(platformId);
    ctx.moderation.forget();
    this.localBroadcast(groupRoomName(platformId, 'EVENT', platformId), 'PROGRAMME_CHANGED', { version });
  }

  settingsChanged(platformId: number, platformVersion: string): void {
    // Other nodes' cached settings expire within seconds (platform.service.ts), before a page asks.
    this.toRoom(groupRoomName(platformId, 'EVENT', platformId), 'SETTINGS_CHANGED', { platformVersion });
  }

  countReaction(room: string, kind: TReactionKind): void {
    this.reactions.add(room, REACTION_KINDS.indexOf(kind));
  }

  /**
   * Every REACTION_FLUSH_MS: this node's counts go to the other nodes in one message, and each
   * room's total (its own and those forwarded since) to this node's sockets in one frame. A
   * socket gets at most one REACTIONS per session per interval however many nodes there are.
   */
  private flushReactions() {
    const { own, all } = this.reactions.take();
    if (this.redis && own.length > 0) this.io?.serverSideEmit('reactions', own);
    for (const [room, counts] of all) {
      const ref = parseRoom(room);
      if (!ref) continue;
      const payload: TReactionCounts = { sessionId: ref.groupId, counts: {} };
      REACTION_KINDS.forEach((kind, slot) => {
        if ((counts[slot] as number) > 0) payload.counts[kind] = counts[slot];
      });
      this.localBroadcast(room, 'REACTIONS', payload);
    }
  }

  // ---- presence -----------------------------------------------------------------------------------

  /** A socket entered: the user joins the group's presence on their first socket on this node. */
  async addPresence(meta: GroupMeta, user: TPresenceUser) {
    if (this.local.add(meta.room, meta.parentRoom, user)) await this.presence.add(meta.room, meta.parentRoom, user);
  }

  /** A socket left: the user leaves the group's presence with their last socket on this node. */
  async removePresence(meta: GroupMeta, userId: number) {
    if (this.local.remove(meta.room, userId)) await this.presence.remove(meta.room, meta.parentRoom, userId);
  }

  private async evictLocal(room: string) {
    await Promise.all([...this.connections.values()].filter((c) => c.groups.has(room)).map((c) => c.evict(room)));
  }

  /**
   * Once per interval: the changed groups' counts and who entered or left, one broadcast per
   * group (GROUP_USERS_CHANGED to chat groups) and one per lounge foyer (ROOM_COUNTS for all
   * its rooms that changed), never one per join. With Redis only the leader node announces.
   */
  private async flush() {
    if (this.flushing || !this.io) return;
    this.flushing = true;
    try {
      this.announce(await this.presence.drain());
    } finally {
      this.flushing = false;
    }
  }

  private announce(changes: PresenceChange[]) {
    const byParent = new Map<string, { groupType: TGroupType; groupId: number; groupCount: number }[]>();
    for (const change of changes) {
      const ref = parseRoom(change.room);
      if (!ref) continue;
      if ((CHAT_GROUP_TYPES as readonly string[]).includes(ref.groupType)) {
        this.toRoom(change.room, 'GROUP_USERS_CHANGED', {
          groupType: ref.groupType,
          groupId: ref.groupId,
          groupCount: change.count,
          entered: change.entered,
          left: change.left,
          listTruncated: change.truncated,
        });
      }
      if (change.parent) {
        const counts = byParent.get(change.parent) ?? [];
        counts.push({ groupType: ref.groupType, groupId: ref.groupId, groupCount: change.count });
        byParent.set(change.parent, counts);
      }
    }
    for (const [parent, counts] of byParent) {
      const ref = parseRoom(parent);
      if (ref) this.toRoom(parent, 'ROOM_COUNTS', { parentId: ref.groupId, counts });
    }
  }

  /**
   * Sign-ins ended in this process (identity.service.ts): their sockets here are closed at once,
   * and every other node is told (from the command line too, where no hub is attached).
   */
  signInsEnded(ended: EndedSignIns): void {
    if (this.io) this.endSignInsHere(ended);
    this.signIns?.publish(ended);
  }

  /** Closes this node's sockets of these sign-ins (or of the whole account), and stops trusting them. */
  private endSignInsHere(ended: EndedSignIns) {
    const ctx = this.ctx;
    if (!ctx) return;
    ctx.identity.forgetSignIns(ended.sids);
    if (ended.userId !== null) ctx.users.forget(ended.userId);
    for (const connection of connectionsOf(ended, this.connections.values())) this.end(connection, signedOut());
  }

  /**
   * Ends the sockets whose token has expired, then those of accounts disabled or removed and of
   * sign-ins ended since (the backstop of the messages above, which a Redis outage can lose).
   */
  async sweep(ctx: AppContext): Promise<void> {
    for (const [connection, error] of expiredTokens(this.connections.values(), this.clock.now()))
      this.end(connection, error);
    for (const connection of await connectionsOfClosedAccounts(ctx, this.connections.values()))
      this.end(connection, new HubError('unauthorized', ACCOUNT_DISABLED_MESSAGE));
    for (const connection of await connectionsSignedOut(ctx, [...this.connections.values()]))
      this.end(connection, signedOut());
  }

  private end(connection: HubConnection, error: HubError) {
    connection.socket.emit('HUB_ERROR', { code: error.code, message: error.message, fatal: true });
    connection.socket.disconnect(true);
  }
}

/** Starts the hub on a Fastify app before it listens; it stops before the HTTP server closes. */
export async function attachHub(app: import('fastify').FastifyInstance, ctx: AppContext): Promise<void> {
  await ctx.hub.attach(app.server, ctx);
  app.addHook('preClose', async () => {
    await ctx.hub.close();
  });
}
