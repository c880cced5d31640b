import { createHash } from 'node:crypto';
import { PRESENCE_LIST_MAX, type TPresenceUser } from '@atrium/contracts';
import type { Redis } from 'ioredis';
import type { GroupMembers, PresenceChange, PresenceStore } from './presence-store.ts';
import type { RedisClients } from './redis.ts';

/** A Lua script run by its SHA, loaded again when Redis has forgotten it. */
class Script {
  private readonly sha: string;
  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }
  async run(redis: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String((error as Error).message).includes('NOSCRIPT')) throw error;
      return redis.eval(this.lua, keys.length, ...keys, ...args);
    }
  }
}

const NOW_MS = `local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** KEYS: nodeRoom, nodeRooms, users, infos, dirty, deltas. ARGV: userId, info, room, dirtyMember, parent. */
const ADD = new Script(`
if redis.call('SADD', KEYS[1], ARGV[1]) == 0 then return 0 end
redis.call('HSET', KEYS[2], ARGV[3], ARGV[5])
redis.call('HSET', KEYS[4], ARGV[1], ARGV[2])
if redis.call('HINCRBY', KEYS[3], ARGV[1], 1) == 1 then
  redis.call('RPUSH', KEYS[6], '+' .. ARGV[1])
  redis.call('SADD', KEYS[5], ARGV[4])
end
return 1`);

/** Same keys and arguments as ADD. */
const REMOVE = new Script(`
if redis.call('SREM', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('SCARD', KEYS[1]) == 0 then redis.call('HDEL', KEYS[2], ARGV[3]) end
if redis.call('HINCRBY', KEYS[3], ARGV[1], -1) <= 0 then
  redis.call('HDEL', KEYS[3], ARGV[1])
  redis.call('HDEL', KEYS[4], ARGV[1])
  redis.call('RPUSH', KEYS[6], '-' .. ARGV[1])
  redis.call('SADD', KEYS[5], ARGV[4])
end
return 1`);

/** A node's users leave one room at once. KEYS: nodeRoom, users, infos, dirty, deltas. ARGV: dirtyMember. */
const CLEAN_NODE_ROOM = new Script(`
local ids = redis.call('SMEMBERS', KEYS[1])
for _, id in ipairs(ids) do
  if redis.call('HINCRBY', KEYS[2], id, -1) <= 0 then
    redis.call('HDEL', KEYS[2], id)
    redis.call('HDEL', KEYS[3], id)
    redis.call('RPUSH', KEYS[5], '-' .. id)
  end
end
redis.call('DEL', KEYS[1])
if #ids > 0 then redis.call('SADD', KEYS[4], ARGV[1]) end
return #ids`);

/** KEYS: nodes. ARGV: node, register (1: add if absent). Returns 1 when the node is (now) known. */
const HEARTBEAT = new Script(`
${NOW_MS}
if ARGV[2] ~= '1' and not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[1])
return 1`);

/** KEYS: nodes. ARGV: ttlMs. Nodes whose heartbeat is older than the ttl. */
const DEAD_NODES = new Script(`
${NOW_MS}
return redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))`);

/** KEYS: nodes, dead. ARGV: node. The caller that removes a dead node from `nodes` cleans it up. */
const CLAIM_DEAD = new Script(`
if redis.call('ZREM', KEYS[1], ARGV[1]) == 1 then redis.call('SADD', KEYS[2], ARGV[1]) return 1 end
return 0`);

/** KEYS: leader. ARGV: node, ttlMs. 1 while this node leads (announces counts, sweeps dead nodes). */
const LEAD = new Script(`
local v = redis.call('GET', KEYS[1])
if not v then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if v == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0`);

/** KEYS: users, deltas. The group's count and its entries/exits since the last drain. */
const DRAIN_GROUP = new Script(`
local d = redis.call('LRANGE', KEYS[2], 0, -1)
redis.call('DEL', KEYS[2])
return { redis.call('HLEN', KEYS[1]), d }`);

/** KEYS: leader. ARGV: node. */
const RESIGN = new Script(`
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1`);

export interface RedisPresenceOptions {
  nodeId: string;
  nodeTtlMs: number;
  countIntervalMs: number;
  /** This node's (room, user) pairs, announced again if Redis declared the node dead while it lived. */
  localEntries: () => Iterable<{ room: string; parent: string | null; user: TPresenceUser }>;
  onError: (error: unknown) => void;
}

/**
 * Presence in Redis, shared by every node (DESIGN: many nodes):
 * - `g:{room}:u` hash userId → number of nodes that have the user in the room (count = HLEN);
 *   `g:{room}:i` hash userId → the user's card; `g:{room}:d` list of +id/-id since the last drain;
 * - `n:{node}:r:{room}` set of the node's users in the room; `n:{node}:rooms` hash of the node's
 *   rooms → their parent room (whose ROOM_COUNTS they feed);
 * - `nodes` zset node → last heartbeat (Redis time); a node silent for `nodeTtlMs` is claimed by
 *   the leader (`dead` set until done) and its users leave every room it held;
 * - `leader`: the node that drains `dirty` once per interval and announces counts, so that each
 *   group gets at most one update per interval across all nodes.
 */
export class RedisPresenceStore implements PresenceStore {
  private readonly redis: Redis;
  private readonly k: string;
  private heartbeat?: NodeJS.Timeout;
  /** A write to Redis failed (or Redis was unreachable): this node's share is rebuilt at the next heartbeat. */
  private stale = false;
  /** While this node's share is rebuilt, its own adds and removes wait, so they apply after it. */
  private resyncing: Promise<void> | null = null;

  constructor(
    clients: RedisClients,
    private readonly options: RedisPresenceOptions,
  ) {
    this.redis = clients.command;
    this.k = `${clients.prefix}:presence`;
  }

  private get node() {
    return this.options.nodeId;
  }
  private nodeRoom(node: string, room: string) {
    return `${this.k}:n:${node}:r:${room}`;
  }
  private nodeRooms(node: string) {
    return `${this.k}:n:${node}:rooms`;
  }
  private users(room: string) {
    return `${this.k}:g:${room}:u`;
  }
  private infos(room: string) {
    return `${this.k}:g:${room}:i`;
  }
  private deltas(room: string) {
    return `${this.k}:g:${room}:d`;
  }
  private get dirty() {
    return `${this.k}:dirty`;
  }
  private get nodes() {
    return `${this.k}:nodes`;
  }
  private get dead() {
    return `${this.k}:dead`;
  }
  private get leader() {
    return `${this.k}:leader`;
  }

  async start() {
    await HEARTBEAT.run(this.redis, [this.nodes], [this.node, '1']);
    const every = Math.max(100, Math.floor(this.options.nodeTtlMs / 3));
    this.heartbeat = setInterval(() => {
      this.beat().catch(this.options.onError);
    }, every);
    this.heartbeat.unref();
  }

  async stop() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.redis.zrem(this.nodes, this.node);
    await this.cleanNode(this.node);
    await RESIGN.run(this.redis, [this.leader], [this.node]);
  }

  /**
   * Renews the heartbeat. If this node was declared dead meanwhile, or Redis restarted empty (it
   * keeps nothing on disk), registers again and announces its users again; if a write failed while
   * Redis was away, replaces this node's share of presence with what it holds now.
   */
  private async beat() {
    let known: unknown;
    try {
      known = await HEARTBEAT.run(this.redis, [this.nodes], [this.node, '0']);
    } catch (error) {
      this.stale = true;
      throw error;
    }
    if (known === 1 && !this.stale) return;
    // Wait until the leader has finished cleaning this node up before announcing its users again.
    if (known !== 1 && (await this.redis.sismember(this.dead, this.node))) return;
    this.resyncing = this.resync(known === 1);
    try {
      await this.resyncing;
    } finally {
      this.resyncing = null;
    }
  }

  private async resync(registered: boolean) {
    this.stale = false;
    try {
      if (!registered) await HEARTBEAT.run(this.redis, [this.nodes], [this.node, '1']);
      // What Redis holds for this node may be missing entries or keep some that left meanwhile.
      await this.cleanNode(this.node);
      await Promise.all(
        [...this.options.localEntries()].map((e) =>
          this.write(ADD, e.room, e.parent, e.user.userId, JSON.stringify(e.user)),
        ),
      );
    } catch (error) {
      this.stale = true;
      throw error;
    }
  }

  /** The keys the ADD and REMOVE scripts touch for a room on this node. */
  private roomKeys(room: string): string[] {
    return [
      this.nodeRoom(this.node, room),
      this.nodeRooms(this.node),
      this.users(room),
      this.infos(room),
      this.dirty,
      this.deltas(room),
    ];
  }

  async add(room: string, parent: string | null, user: TPresenceUser) {
    await this.change(ADD, room, parent, user.userId, JSON.stringify(user));
  }

  async remove(room: string, parent: string | null, userId: number) {
    await this.change(REMOVE, room, parent, userId, '');
  }

  /**
   * A user's first socket on this node entered, or their last one left. Redis being away does not
   * fail the hub's command: the node keeps serving and rebuilds its share once Redis answers again.
   */
  private async change(script: Script, room: string, parent: string | null, userId: number, info: string) {
    if (this.resyncing) await this.resyncing.catch(() => {});
    if (this.redis.status !== 'ready') {
      // Not connected: the command would wait for the reconnection; rebuilt at the next heartbeat.
      this.stale = true;
      return;
    }
    try {
      await this.write(script, room, parent, userId, info);
    } catch (error) {
      this.stale = true;
      this.options.onError(error);
    }
  }

  private async write(script: Script, room: string, parent: string | null, userId: number, info: string) {
    await script.run(this.redis, this.roomKeys(room), [userId, info, room, `${room}|${parent ?? ''}`, parent ?? '']);
  }

  async counts(rooms: string[]) {
    return Promise.all(rooms.map((room) => this.redis.hlen(this.users(room))));
  }

  async present(room: string, userIds: number[]): Promise<boolean[]> {
    if (userIds.length === 0) return [];
    if (this.redis.status !== 'ready') throw new Error('Redis is not connected');
    const nodes = await this.redis.hmget(this.users(room), ...userIds.map(String));
    return nodes.map((n) => n !== null && Number(n) > 0);
  }

  async members(room: string, limit: number): Promise<GroupMembers> {
    if (this.redis.status !== 'ready') throw new Error('Redis is not connected');
    const count = await this.redis.hlen(this.users(room));
    let values: string[];
    if (count <= limit) {
      values = await this.redis.hvals(this.infos(room));
    } else {
      values = [];
      let cursor = '0';
      do {
        const [next, flat] = await this.redis.hscan(this.infos(room), cursor, 'COUNT', Math.min(limit, 500));
        for (let i = 1; i < flat.length && values.length < limit; i += 2) values.push(flat[i] as string);
        cursor = next;
      } while (cursor !== '0' && values.length < limit);
    }
    const users = values.map((v) => JSON.parse(v) as TPresenceUser);
    return { count, users, truncated: count > users.length };
  }

  async drain(): Promise<PresenceChange[]> {
    const ttl = Math.max(3000, this.options.countIntervalMs * 3);
    if ((await LEAD.run(this.redis, [this.leader], [this.node, ttl])) !== 1) return [];
    await this.sweep();
    const members = (await this.redis.spop(this.dirty, 1000)) as string[];
    return Promise.all(members.map((member) => this.drainGroup(member)));
  }

  private async drainGroup(member: string): Promise<PresenceChange> {
    const bar = member.indexOf('|');
    const room = member.slice(0, bar);
    const parent = member.slice(bar + 1) || null;
    const [count, deltas] = (await DRAIN_GROUP.run(this.redis, [this.users(room), this.deltas(room)], [])) as [
      number,
      string[],
    ];
    const entered = new Set<string>();
    const left = new Set<string>();
    for (const delta of deltas) {
      const id = delta.slice(1);
      if (delta[0] === '+') {
        if (!left.delete(id)) entered.add(id);
      } else if (!entered.delete(id)) left.add(id);
    }
    const truncated = count > PRESENCE_LIST_MAX;
    let users: TPresenceUser[] = [];
    if (!truncated && entered.size > 0) {
      const infos = await this.redis.hmget(this.infos(room), ...entered);
      users = infos.flatMap((v) => (v ? [JSON.parse(v) as TPresenceUser] : []));
    }
    return {
      room,
      parent,
      count,
      entered: users,
      left: truncated ? [] : [...left].map(Number),
      truncated,
    };
  }

  /** Claims nodes whose heartbeat stopped and takes their users out of every room. */
  private async sweep() {
    const silent = (await DEAD_NODES.run(this.redis, [this.nodes], [this.options.nodeTtlMs])) as string[];
    for (const node of silent) await CLAIM_DEAD.run(this.redis, [this.nodes, this.dead], [node]);
    for (const node of await this.redis.smembers(this.dead)) {
      await this.cleanNode(node);
      await this.redis.srem(this.dead, node);
    }
  }

  private async cleanNode(node: string) {
    const rooms = await this.redis.hgetall(this.nodeRooms(node));
    for (const [room, parent] of Object.entries(rooms)) {
      const dirtyMember = `${room}|${parent}`;
      await CLEAN_NODE_ROOM.run(
        this.redis,
        [this.nodeRoom(node, room), this.users(room), this.infos(room), this.dirty, this.deltas(room)],
        [dirtyMember],
      );
    }
    await this.redis.del(this.nodeRooms(node));
  }
}
