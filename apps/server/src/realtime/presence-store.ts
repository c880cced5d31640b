import { PRESENCE_LIST_MAX, type TPresenceUser } from '@atrium/contracts';

/** Who entered and left a group since the last announcement, and how many are in it now. */
export interface PresenceChange {
  room: string;
  /** The room of the group's parent (a lounge room's foyer), whose ROOM_COUNTS it feeds. */
  parent: string | null;
  count: number;
  entered: TPresenceUser[];
  left: number[];
  /** More than PRESENCE_LIST_MAX users: entered/left are left out. */
  truncated: boolean;
}

export interface GroupMembers {
  count: number;
  users: TPresenceUser[];
  truncated: boolean;
}

/**
 * Membership of users in groups, per node: the hub calls `add` when a user's first socket on
 * this node enters a group and `remove` when their last one there leaves, so a user with
 * several tabs counts once. The Redis store adds up nodes (a user on two nodes still counts
 * once) and forgets the sockets of a node that stops renewing its heartbeat.
 */
export interface PresenceStore {
  start(): Promise<void>;
  /** Takes this node's users out of every group (orderly shutdown). */
  stop(): Promise<void>;
  add(room: string, parent: string | null, user: TPresenceUser): Promise<void>;
  remove(room: string, parent: string | null, userId: number): Promise<void>;
  counts(rooms: string[]): Promise<number[]>;
  members(room: string, limit: number): Promise<GroupMembers>;
  /** Whether each of these users is in the room now (however many others are). */
  present(room: string, userIds: number[]): Promise<boolean[]>;
  /**
   * The changes since the previous call, for the one node that announces them (the only node
   * without Redis; the elected leader with it); an empty list on other nodes.
   */
  drain(): Promise<PresenceChange[]>;
}

interface Pending {
  parent: string | null;
  entered: Map<number, TPresenceUser>;
  left: Set<number>;
}

/** Accumulates entries and exits until the next drain; an entry and exit of the same user cancel out. */
export class ChangeLog {
  private pending = new Map<string, Pending>();

  entered(room: string, parent: string | null, user: TPresenceUser) {
    const p = this.get(room, parent);
    if (p.left.delete(user.userId)) return;
    p.entered.set(user.userId, user);
  }

  left(room: string, parent: string | null, userId: number) {
    const p = this.get(room, parent);
    if (p.entered.delete(userId)) return;
    p.left.add(userId);
  }

  take(): Map<string, Pending> {
    const taken = this.pending;
    this.pending = new Map();
    return taken;
  }

  private get(room: string, parent: string | null): Pending {
    let p = this.pending.get(room);
    if (!p) {
      p = { parent, entered: new Map(), left: new Set() };
      this.pending.set(room, p);
    }
    return p;
  }
}

/** One node, no Redis: everything in this process. */
export class MemoryPresenceStore implements PresenceStore {
  private readonly groups = new Map<string, Map<number, TPresenceUser>>();
  private readonly log = new ChangeLog();

  async start() {}

  async stop() {
    this.groups.clear();
  }

  async add(room: string, parent: string | null, user: TPresenceUser) {
    let group = this.groups.get(room);
    if (!group) {
      group = new Map();
      this.groups.set(room, group);
    }
    const isNew = !group.has(user.userId);
    group.set(user.userId, user);
    if (isNew) this.log.entered(room, parent, user);
  }

  async remove(room: string, parent: string | null, userId: number) {
    const group = this.groups.get(room);
    if (!group?.delete(userId)) return;
    if (group.size === 0) this.groups.delete(room);
    this.log.left(room, parent, userId);
  }

  async counts(rooms: string[]) {
    return rooms.map((room) => this.groups.get(room)?.size ?? 0);
  }

  async members(room: string, limit: number): Promise<GroupMembers> {
    const group = this.groups.get(room);
    if (!group) return { count: 0, users: [], truncated: false };
    const users: TPresenceUser[] = [];
    for (const user of group.values()) {
      if (users.length >= limit) break;
      users.push(user);
    }
    return { count: group.size, users, truncated: group.size > users.length };
  }

  async present(room: string, userIds: number[]) {
    const group = this.groups.get(room);
    return userIds.map((id) => group?.has(id) ?? false);
  }

  async drain(): Promise<PresenceChange[]> {
    const changes: PresenceChange[] = [];
    for (const [room, p] of this.log.take()) {
      if (p.entered.size === 0 && p.left.size === 0) continue;
      const count = this.groups.get(room)?.size ?? 0;
      const truncated = count > PRESENCE_LIST_MAX;
      changes.push({
        room,
        parent: p.parent,
        count,
        entered: truncated ? [] : [...p.entered.values()],
        left: truncated ? [] : [...p.left],
        truncated,
      });
    }
    return changes;
  }
}

/** Sockets per user per group on this node: a user is in a group while one of their sockets is. */
export class LocalPresence {
  private readonly rooms = new Map<
    string,
    Map<number, { sockets: number; parent: string | null; user: TPresenceUser }>
  >();

  /** True when this is the user's first socket in the room on this node. */
  add(room: string, parent: string | null, user: TPresenceUser): boolean {
    let users = this.rooms.get(room);
    if (!users) {
      users = new Map();
      this.rooms.set(room, users);
    }
    const entry = users.get(user.userId);
    if (entry) {
      entry.sockets++;
      return false;
    }
    users.set(user.userId, { sockets: 1, parent, user });
    return true;
  }

  /** True when that was the user's last socket in the room on this node. */
  remove(room: string, userId: number): boolean {
    const users = this.rooms.get(room);
    const entry = users?.get(userId);
    if (!users || !entry) return false;
    if (entry.sockets > 1) {
      entry.sockets--;
      return false;
    }
    users.delete(userId);
    if (users.size === 0) this.rooms.delete(room);
    return true;
  }

  /** This node's users in a room: what the hub can still tell while the shared store is away. */
  members(room: string, limit: number): GroupMembers {
    const users = [...(this.rooms.get(room)?.values() ?? [])].map((entry) => entry.user);
    return { count: users.length, users: users.slice(0, limit), truncated: users.length > limit };
  }

  /** Whether each user has a socket in the room on this node. */
  present(room: string, userIds: number[]): boolean[] {
    const users = this.rooms.get(room);
    return userIds.map((id) => users?.has(id) ?? false);
  }

  /** Every (room, user) this node holds, to announce them again after Redis lost this node. */
  *entries(): Generator<{ room: string; parent: string | null; user: TPresenceUser }> {
    for (const [room, users] of this.rooms) {
      for (const { parent, user } of users.values()) yield { room, parent, user };
    }
  }
}
