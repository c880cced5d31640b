import type { TChatRole, TGroupType, TModeratorScope, TUserRole } from '@atrium/contracts';

/**
 * The rules of who moderates what, as pure functions (ModerationService feeds them from the
 * database). Organiser admins pass every check; platform moderators moderate every session,
 * presentation, stand and lounge of their event.
 */

/** The person a question is about: account flags and event-wide scopes (the users domain's AuthState). */
export interface Moderator {
  user: { id: number; platformId: number; isAdmin: boolean; isSpeaker: boolean; isReportViewer: boolean };
  isPlatformModerator: boolean;
  /** Holds the `lounge` scope (platform lounges and sponsor lounges of the event). */
  isLoungeModerator: boolean;
}

/** Event-wide flags from a user's scopes (cached with the account by the users domain). */
export interface ScopeFlags {
  isPlatformModerator: boolean;
  isLoungeModerator: boolean;
  /** Holds any scope (the `moderator` access of routes, `isModerator` on user answers). */
  isModerator: boolean;
}

export function scopeFlags(scopes: readonly { scope: string }[]): ScopeFlags {
  return {
    isPlatformModerator: scopes.some((s) => s.scope === 'platform'),
    isLoungeModerator: scopes.some((s) => s.scope === 'lounge'),
    isModerator: scopes.length > 0,
  };
}

/** The scopes an account role brings (`user add --role moderator`). */
export function scopesOfRole(role: TUserRole): TModeratorScope[] {
  return role === 'moderator' ? ['platform', 'lounge'] : [];
}

/**
 * Sponsor staff, decided once (docs/ARCHITECTURE.md, chat roles): the `sponsor` scope makes
 * someone staff of the sponsor's stand and of its lounge; `sponsor_lounge` of its lounge only.
 * So the stand (stand chat, `/can/sponsormod`, stand statistics, stand questions) counts
 * `sponsor` alone, the sponsor's lounge (rooms, chat, `isMod`) both.
 */
export const STAND_STAFF_SCOPES: readonly TModeratorScope[] = ['sponsor'];
export const SPONSOR_LOUNGE_STAFF_SCOPES: readonly TModeratorScope[] = ['sponsor', 'sponsor_lounge'];

/** `/can/platfrommod`. */
export function moderatesPlatform(m: Moderator): boolean {
  return m.user.isAdmin || m.isPlatformModerator;
}

/** `/can/loungemod`: every lounge of the event. */
export function moderatesLounges(m: Moderator): boolean {
  return m.user.isAdmin || m.isPlatformModerator || m.isLoungeModerator;
}

/** Reports (the `reports` access): report viewers and organisers. */
export function canViewReports(m: Moderator): boolean {
  return m.user.isAdmin || m.user.isReportViewer;
}

/** What the server knows of a user for one group. */
export interface ChatStanding {
  /** Organiser admin of the event. */
  isAdmin: boolean;
  isPlatformModerator: boolean;
  /** Lounge-scope moderator (platform lounges and sponsor lounges). */
  isLoungeModerator: boolean;
  /** The speaker flag of the account. */
  isEventSpeaker: boolean;
  /** SESSION groups: listed as the session's moderator or holding its session scope. */
  isSessionModerator: boolean;
  /** SESSION groups: speaks in this session (listed, or speaker of one of its presentations). */
  isSessionSpeaker: boolean;
  /** SPONSOR groups: stand staff; sponsor-lounge groups: lounge staff (see STAND_STAFF_SCOPES). */
  isSponsorStaff: boolean;
}

/**
 * The chat role of a user in a group (spec 3 §3, §6), decided by the server:
 * - STAFF: organiser admins, everywhere;
 * - SESSION: SESSIONMODANDSPEAKER (moderates and speaks), SESSIONMOD (moderator: listed,
 *   session scope, or platform moderator), SPEAKER (speaks in this session), else USER;
 * - SPONSOR (stand chat): SPONSORSTAFF for the stand's staff and platform moderators, SPEAKER
 *   for event speakers, else USER;
 * - lounges (rooms and foyers) and EVENT: SPONSORSTAFF in the sponsor's own lounge, LOUNGEMOD for
 *   lounge and platform moderators, SPEAKER for event speakers, else USER.
 * The moderating roles (STAFF, LOUNGEMOD, SESSIONMOD, SESSIONMODANDSPEAKER, SPONSORSTAFF) are
 * exactly those who may remove the group's messages (spec 3 §6) and, in lounges, create and
 * delete rooms.
 */
export function chatRoleFor(groupType: TGroupType, s: ChatStanding): TChatRole {
  if (s.isAdmin) return 'STAFF';
  switch (groupType) {
    case 'SESSION': {
      const moderates = s.isPlatformModerator || s.isSessionModerator;
      if (moderates && s.isSessionSpeaker) return 'SESSIONMODANDSPEAKER';
      if (moderates) return 'SESSIONMOD';
      return s.isSessionSpeaker ? 'SPEAKER' : 'USER';
    }
    case 'SPONSOR':
      if (s.isSponsorStaff || s.isPlatformModerator) return 'SPONSORSTAFF';
      return s.isEventSpeaker ? 'SPEAKER' : 'USER';
    case 'SPONSOR_LOUNGE':
    case 'SPONSOR_LOUNGE_FOYER':
      if (s.isSponsorStaff) return 'SPONSORSTAFF';
      break;
    default:
      break;
  }
  if (s.isLoungeModerator || s.isPlatformModerator) return 'LOUNGEMOD';
  return s.isEventSpeaker ? 'SPEAKER' : 'USER';
}
