import type { TChatRole, TGroupType } from '@atrium/contracts';

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
  /** SPONSOR and sponsor-lounge groups: holds the sponsor's sponsor or sponsor_lounge scope. */
  isSponsorStaff: boolean;
}

/**
 * The chat role of a user in a group (spec 3 §3, §6), decided by the server:
 * - STAFF: organiser admins, everywhere;
 * - SESSION: SESSIONMODANDSPEAKER (moderates and speaks), SESSIONMOD (moderator: listed,
 *   session scope, or platform moderator), SPEAKER (speaks in this session), else USER;
 * - SPONSOR (stand chat): SPONSORSTAFF for the sponsor's staff and platform moderators, SPEAKER
 *   for event speakers, else USER;
 * - lounges (rooms and foyers) and EVENT: SPONSORSTAFF in the sponsor's own lounge, LOUNGEMOD for
 *   lounge and platform moderators, SPEAKER for event speakers, else USER.
 * The moderating roles (STAFF, LOUNGEMOD, SESSIONMOD, SESSIONMODANDSPEAKER, SPONSORSTAFF) are
 * exactly those who may remove the group's messages (spec 3 §6).
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
