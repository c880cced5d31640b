import type { TChatRole, TGroupType } from '../hub.ts';
import { CHAT_MESSAGE_MIN_LENGTH, LOUNGE_CHAT_MAX_LENGTH, PANEL_CHAT_MAX_LENGTH } from '../limits.ts';

/**
 * spec 3 §5: a room name is trimmed, lower-cased, whitespace becomes hyphens and non-word
 * characters are removed. "Word" here is Unicode-aware (letters, marks, digits, underscore), so
 * that `Café crème` keeps its accents (`café-crème`); hyphens stay, since they replace spaces.
 * The same normalisation applies to the room-user search (spec 3 §5).
 */
export function normaliseRoomName(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\p{L}\p{M}\p{N}_-]/gu, '');
}

/** Length as a person counts it: code points, so an emoji is one character (the counters use it too). */
export function chatTextLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** spec 3 §5, §9: 500 characters in lounge rooms, 140 in the chat panel of sessions and stands; 0: no chat. */
export function chatMaxLength(groupType: TGroupType): number {
  switch (groupType) {
    case 'LOUNGE':
    case 'SPONSOR_LOUNGE':
      return LOUNGE_CHAT_MAX_LENGTH;
    case 'SESSION':
    case 'SPONSOR':
      return PANEL_CHAT_MAX_LENGTH;
    default:
      return 0;
  }
}

/** spec 3 §5: a chat message is sent only if longer than 1 character, and within the group's limit. */
export function checkChatText(text: string, groupType: TGroupType): 'too_short' | 'too_long' | null {
  const length = chatTextLength(text.trim());
  if (length < CHAT_MESSAGE_MIN_LENGTH) return 'too_short';
  if (length > chatMaxLength(groupType)) return 'too_long';
  return null;
}

/** Roles that moderate the group they are given in (they may remove its messages). */
export function isModeratingRole(role: TChatRole): boolean {
  return (
    role === 'STAFF' ||
    role === 'LOUNGEMOD' ||
    role === 'SESSIONMOD' ||
    role === 'SESSIONMODANDSPEAKER' ||
    role === 'SPONSORSTAFF'
  );
}

export type TChatRoleLabel = 'bot' | 'staff' | 'moderator' | 'speaker' | 'moderator-and-speaker' | '';

/** spec 3 §3: the label shown on session chat users for a chat role ('' for a plain user). */
export function chatRoleLabel(role: TChatRole): TChatRoleLabel {
  switch (role) {
    case 'BOT':
      return 'bot';
    case 'STAFF':
    case 'SPONSORSTAFF':
      return 'staff';
    case 'LOUNGEMOD':
    case 'SESSIONMOD':
      return 'moderator';
    case 'SESSIONMODANDSPEAKER':
      return 'moderator-and-speaker';
    case 'SPEAKER':
      return 'speaker';
    default:
      return '';
  }
}

export type TChatRoleIcon = 'robot' | 'shield-star' | 'account-voice';

/**
 * spec 3 §6: icons for a role name, compared case-insensitively, for either vocabulary (the
 * chat roles and the labels). bot: robot; staff, moderator: shield-star; speaker: account-voice.
 * The combined moderator-and-speaker role gets both icons (the spec's intended reading; its
 * mixed-case comparison that could never match is not reproduced); any other role: none.
 */
export function chatRoleIcons(roleName: string | null | undefined): TChatRoleIcon[] {
  switch ((roleName ?? '').trim().toLowerCase()) {
    case 'bot':
      return ['robot'];
    case 'staff':
    case 'moderator':
    case 'loungemod':
    case 'sessionmod':
    case 'sponsorstaff':
      return ['shield-star'];
    case 'moderator-and-speaker':
    case 'sessionmodandspeaker':
      return ['shield-star', 'account-voice'];
    case 'speaker':
      return ['account-voice'];
    default:
      return [];
  }
}
