import type { TReactionKind, TServerToClientEvents } from '@atrium/contracts';
import type { GroupMembers } from './presence-store.ts';

export type HubEvent = keyof TServerToClientEvents;
export type HubPayload<E extends HubEvent> = Parameters<TServerToClientEvents[E]>[0];

/**
 * What the domain services use of the hub (CONVENTIONS: broadcast after the write commits, from
 * the service that made it, through one hub module). Before the hub is attached to a server,
 * sends go nowhere and presence is empty.
 */
export interface HubPort {
  /** One broadcast to a group's Socket.IO room, on every node (serialised once per room per node). */
  toRoom<E extends HubEvent>(room: string, event: E, payload: HubPayload<E>): void;
  /** To every socket of one user, on every node. */
  toUser<E extends HubEvent>(platformId: number, userId: number, event: E, payload: HubPayload<E>): void;
  /** Users in each group now (a user with several tabs or on several nodes counts once). */
  counts(rooms: string[]): Promise<number[]>;
  members(room: string, limit: number): Promise<GroupMembers>;
  /** Whether each of these users is in the group now, on any node. */
  present(room: string, userIds: number[]): Promise<boolean[]>;
  /** Takes every socket out of a group, on every node (a deleted lounge room). */
  closeRoom(room: string): Promise<void>;
  /**
   * An event's programme changed (after the write): every node drops its cached event and
   * programme, then tells its connected attendees (PROGRAMME_CHANGED to the EVENT group).
   */
  programmeChanged(platformId: number, version: number): void;
  /**
   * One reaction to a session's room: counted, and sent with the others of the interval as one
   * REACTIONS frame per room (REACTION_FLUSH_MS), on every node.
   */
  countReaction(room: string, kind: TReactionKind): void;
  /** An event's settings changed: its open pages are told (SETTINGS_CHANGED to the EVENT group). */
  settingsChanged(platformId: number, platformVersion: string): void;
}

/**
 * The room of a group's moderators beside the group's own room: what only they may see (a
 * question awaiting approval) is sent there. A socket joins it when it enters the group with a
 * moderating role.
 */
export function moderatorsRoom(groupRoom: string): string {
  return `${groupRoom}:MODERATORS`;
}

/**
 * The room, beside a session group's, of those who moderate one of its presentations and not
 * the whole session: they see that presentation's questions awaiting approval.
 */
export function presentationModeratorsRoom(groupRoom: string, presentationId: number): string {
  return `${moderatorsRoom(groupRoom)}:${presentationId}`;
}
