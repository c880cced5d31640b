import { describe, expect, it } from 'vitest';
import { ZConversationPost } from '../conversations.ts';
import { CHAT_ROLES, GROUP_TYPES, groupRoomName, ZConnectUser, ZPostChat } from '../hub.ts';
import { ZChatHistoryQuery, ZCreateRoom } from '../lounges.ts';
import {
  chatMaxLength,
  chatRoleIcons,
  chatRoleLabel,
  chatTextLength,
  checkChatText,
  isModeratingRole,
  normaliseRoomName,
} from './chat.ts';

describe('normaliseRoomName (spec 3 §5)', () => {
  it('trims, lower-cases and turns whitespace into hyphens', () => {
    expect(normaliseRoomName('  Coffee Corner  ')).toBe('coffee-corner');
    expect(normaliseRoomName('Late\tnight\nchat')).toBe('late-night-chat');
    expect(normaliseRoomName('two  spaces')).toBe('two-spaces');
  });

  it('removes non-word characters, keeping hyphens, underscores, digits and letters of any script', () => {
    expect(normaliseRoomName('Q&A: room #1!')).toBe('qa-room-1');
    expect(normaliseRoomName('snake_case-ok')).toBe('snake_case-ok');
    expect(normaliseRoomName('Café Crème')).toBe('café-crème');
    expect(normaliseRoomName('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(normaliseRoomName('emoji 🎉 room')).toBe('emoji--room');
  });

  it('gives an empty name for blanks and symbols only (ignored by the server)', () => {
    expect(normaliseRoomName('')).toBe('');
    expect(normaliseRoomName('   ')).toBe('');
    expect(normaliseRoomName('!!!')).toBe('');
  });

  it('makes names that differ only in case and spacing the same (duplicates)', () => {
    expect(normaliseRoomName('Coffee Corner')).toBe(normaliseRoomName(' coffee corner'));
    expect(normaliseRoomName('COFFEE-CORNER')).toBe(normaliseRoomName('coffee corner'));
  });

  it('is idempotent', () => {
    for (const name of ['Coffee Corner', 'Q&A: room #1!', 'Café Crème', 'a - b']) {
      expect(normaliseRoomName(normaliseRoomName(name))).toBe(normaliseRoomName(name));
    }
  });
});

describe('chat text rules (spec 3 §5, §9)', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(chatTextLength('abc')).toBe(3);
    expect(chatTextLength('😀😀')).toBe(2);
    expect(chatTextLength('')).toBe(0);
  });

  it('allows 500 characters in lounge rooms and 140 in the session and stand panel, none elsewhere', () => {
    expect(chatMaxLength('LOUNGE')).toBe(500);
    expect(chatMaxLength('SPONSOR_LOUNGE')).toBe(500);
    expect(chatMaxLength('SESSION')).toBe(140);
    expect(chatMaxLength('SPONSOR')).toBe(140);
    for (const type of ['EVENT', 'LOUNGE_FOYER', 'SPONSOR_LOUNGE_FOYER'] as const) expect(chatMaxLength(type)).toBe(0);
  });

  it('needs more than 1 character (trimmed) and no more than the limit', () => {
    expect(checkChatText('a', 'LOUNGE')).toBe('too_short');
    expect(checkChatText('  a  ', 'LOUNGE')).toBe('too_short');
    expect(checkChatText('ab', 'LOUNGE')).toBeNull();
    expect(checkChatText('x'.repeat(500), 'LOUNGE')).toBeNull();
    expect(checkChatText('x'.repeat(501), 'LOUNGE')).toBe('too_long');
    expect(checkChatText('x'.repeat(140), 'SESSION')).toBeNull();
    expect(checkChatText('x'.repeat(141), 'SESSION')).toBe('too_long');
    expect(checkChatText('🙂'.repeat(140), 'SESSION')).toBeNull();
    expect(checkChatText('hello', 'LOUNGE_FOYER')).toBe('too_long');
  });
});

describe('chat roles (spec 3 §3, §6)', () => {
  it('labels the roles for session chat users', () => {
    expect(chatRoleLabel('BOT')).toBe('bot');
    expect(chatRoleLabel('STAFF')).toBe('staff');
    expect(chatRoleLabel('SPONSORSTAFF')).toBe('staff');
    expect(chatRoleLabel('SESSIONMOD')).toBe('moderator');
    expect(chatRoleLabel('LOUNGEMOD')).toBe('moderator');
    expect(chatRoleLabel('SESSIONMODANDSPEAKER')).toBe('moderator-and-speaker');
    expect(chatRoleLabel('SPEAKER')).toBe('speaker');
    expect(chatRoleLabel('USER')).toBe('');
  });

  it('chooses icons case-insensitively, from either vocabulary', () => {
    expect(chatRoleIcons('bot')).toEqual(['robot']);
    expect(chatRoleIcons('BOT')).toEqual(['robot']);
    expect(chatRoleIcons('Staff')).toEqual(['shield-star']);
    expect(chatRoleIcons('moderator')).toEqual(['shield-star']);
    expect(chatRoleIcons('LOUNGEMOD')).toEqual(['shield-star']);
    expect(chatRoleIcons('SessionMod')).toEqual(['shield-star']);
    expect(chatRoleIcons('SPONSORSTAFF')).toEqual(['shield-star']);
    expect(chatRoleIcons('speaker')).toEqual(['account-voice']);
    expect(chatRoleIcons('SPEAKER')).toEqual(['account-voice']);
    expect(chatRoleIcons('Moderator-And-Speaker')).toEqual(['shield-star', 'account-voice']);
    expect(chatRoleIcons('SESSIONMODANDSPEAKER')).toEqual(['shield-star', 'account-voice']);
    expect(chatRoleIcons('USER')).toEqual([]);
    expect(chatRoleIcons('')).toEqual([]);
    expect(chatRoleIcons(undefined)).toEqual([]);
    expect(chatRoleIcons('admin')).toEqual([]);
  });

  it('gives every moderating role the right to remove, and no other', () => {
    const moderating = CHAT_ROLES.filter(isModeratingRole);
    expect(moderating.sort()).toEqual(['LOUNGEMOD', 'SESSIONMOD', 'SESSIONMODANDSPEAKER', 'SPONSORSTAFF', 'STAFF']);
  });
});

describe('hub message contracts', () => {
  it('names rooms {platformId}:{groupType}:{groupId}', () => {
    expect(groupRoomName(7, 'LOUNGE', 42)).toBe('7:LOUNGE:42');
    expect(GROUP_TYPES).toHaveLength(7);
  });

  it('needs all four CONNECT_USER fields', () => {
    const valid = { eventCode: 'DEMO', eventId: 1, userId: 2, userName: 'Ann Lee' };
    expect(ZConnectUser.safeParse(valid).success).toBe(true);
    for (const key of Object.keys(valid)) {
      const { [key as keyof typeof valid]: _, ...rest } = valid;
      expect(ZConnectUser.safeParse(rest).success, key).toBe(false);
    }
    expect(ZConnectUser.safeParse({ ...valid, userName: '   ' }).success).toBe(false);
  });

  it('takes a POST_CHAT without a role from the sender (extra fields are dropped)', () => {
    const parsed = ZPostChat.parse({ groupType: 'LOUNGE', groupId: 3, message: 'hi', roleName: 'STAFF' });
    expect(parsed).toEqual({ groupType: 'LOUNGE', groupId: 3, message: 'hi' });
  });

  it('checks private message length (more than 1 character, at most 500) and history paging', () => {
    const post = { eventId: 1, recipient: 2, sender: 3 };
    expect(ZConversationPost.safeParse({ ...post, message: ' a ' }).success).toBe(false);
    expect(ZConversationPost.safeParse({ ...post, message: 'ab' }).success).toBe(true);
    expect(ZConversationPost.safeParse({ ...post, message: 'x'.repeat(501) }).success).toBe(false);
    expect(ZChatHistoryQuery.parse({})).toEqual({ page: 1, limit: 100 });
    expect(ZChatHistoryQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ZChatHistoryQuery.safeParse({ groupType: 'EVENT' }).success).toBe(false);
    expect(ZCreateRoom.safeParse({}).success).toBe(false);
  });
});
