import type { Server as HttpServer } from 'node:http';
import {
  GROUP_TYPES,
  HUB_PATH,
  type TClientToServerEvents,
  type TGroupType,
  type TServerToClientEvents,
} from '@atrium/contracts';
import type { Server, Socket } from 'socket.io';
import type { HubSettings } from '../config/config.ts';
import type { SocketData } from './hub-auth.ts';
import type { RedisClients } from './redis.ts';
import type { TallyBatch } from './room-tally.ts';

/* The hub's Socket.IO server: its events between nodes, its rooms' names, its settings. */

interface InterServerEvents {
  /** A lounge room was deleted: every node takes its sockets out. */
  closeRoom: (room: string) => void;
  /** A broadcast made on another node, for this node's sockets in the room. */
  broadcast: (room: string, event: string, payload: unknown) => void;
  /** An event's programme changed on another node: drop the cached copies, then tell this node's sockets. */
  programmeChanged: (platformId: number, version: number) => void;
  /** Another node's reaction counts since its last flush, for this node's sockets in those rooms. */
  reactions: (batch: TallyBatch) => void;
}

export type HubServer = Server<TClientToServerEvents, TServerToClientEvents, InterServerEvents, SocketData>;
export type HubSocket = Socket<TClientToServerEvents, TServerToClientEvents, InterServerEvents, SocketData>;

/** `{platformId}:{groupType}:{groupId}` → its parts (undefined for other rooms: users, Socket.IO ids). */
export function parseRoom(room: string): { platformId: number; groupType: TGroupType; groupId: number } | undefined {
  const [platformId, groupType, groupId] = room.split(':');
  if (!(GROUP_TYPES as readonly string[]).includes(groupType ?? '')) return undefined;
  return { platformId: Number(platformId), groupType: groupType as TGroupType, groupId: Number(groupId) };
}

/** The Socket.IO server at /hub on the HTTP server, shared by every node through Redis when set. */
export async function createHubServer(
  httpServer: HttpServer,
  timings: HubSettings,
  redis: RedisClients | null,
): Promise<HubServer> {
  // Socket.IO loads with the server that serves it, not with every command of the CLI.
  const { Server } = await import('socket.io');
  const io: HubServer = new Server(httpServer, {
    path: HUB_PATH,
    serveClient: false,
    pingInterval: timings.pingIntervalMs,
    pingTimeout: timings.pingTimeoutMs,
    // Hub messages are small; nothing legitimate comes near this.
    maxHttpBufferSize: 64 * 1024,
    perMessageDeflate: false,
    transports: ['websocket', 'polling'],
  });
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(redis.pub, redis.sub, { key: `${redis.prefix}:socket.io` }));
  }
  return io;
}
