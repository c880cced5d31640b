import { describe, expect, it } from 'vitest';
import { type ChatStanding, chatRoleFor, scopeFlags, scopesOfRole } from './moderation.policy.ts';

describe('chatRoleFor (spec 3 chat roles)', () => {
  const none: ChatStanding = {
    isAdmin: false,
    isPlatformModerator: false,
    isLoungeModerator: false,
    isEventSpeaker: false,
    isSessionModerator: false,
    isSessionSpeaker: false,
    isSponsorStaff: false,
  };

  it('makes organisers STAFF everywhere', () => {
    for (const type of ['LOUNGE', 'SESSION', 'SPONSOR', 'SPONSOR_LOUNGE', 'EVENT'] as const) {
      expect(chatRoleFor(type, { ...none, isAdmin: true, isSessionSpeaker: true })).toBe('STAFF');
    }
  });

  it('decides session roles from moderation and speaking in that session', () => {
    expect(chatRoleFor('SESSION', { ...none, isSessionModerator: true, isSessionSpeaker: true })).toBe(
      'SESSIONMODANDSPEAKER',
    );
    expect(chatRoleFor('SESSION', { ...none, isSessionModerator: true })).toBe('SESSIONMOD');
    expect(chatRoleFor('SESSION', { ...none, isPlatformModerator: true })).toBe('SESSIONMOD');
    expect(chatRoleFor('SESSION', { ...none, isSessionSpeaker: true })).toBe('SPEAKER');
    expect(chatRoleFor('SESSION', { ...none, isEventSpeaker: true })).toBe('USER');
    expect(chatRoleFor('SESSION', { ...none, isLoungeModerator: true })).toBe('USER');
  });

  it('decides lounge and stand roles', () => {
    expect(chatRoleFor('LOUNGE', { ...none, isLoungeModerator: true })).toBe('LOUNGEMOD');
    expect(chatRoleFor('LOUNGE', { ...none, isEventSpeaker: true })).toBe('SPEAKER');
    expect(chatRoleFor('LOUNGE', { ...none, isSponsorStaff: true })).toBe('USER');
    expect(chatRoleFor('SPONSOR_LOUNGE', { ...none, isSponsorStaff: true })).toBe('SPONSORSTAFF');
    expect(chatRoleFor('SPONSOR_LOUNGE', { ...none, isLoungeModerator: true })).toBe('LOUNGEMOD');
    expect(chatRoleFor('SPONSOR', { ...none, isSponsorStaff: true })).toBe('SPONSORSTAFF');
    expect(chatRoleFor('SPONSOR', { ...none, isLoungeModerator: true })).toBe('USER');
    expect(chatRoleFor('SPONSOR', { ...none, isEventSpeaker: true })).toBe('SPEAKER');
    expect(chatRoleFor('LOUNGE', none)).toBe('USER');
  });
});

describe('scopes', () => {
  it('turns event-wide scopes into the account flags', () => {
    expect(scopeFlags([])).toEqual({ isPlatformModerator: false, isLoungeModerator: false, isModerator: false });
    expect(scopeFlags([{ scope: 'platform' }, { scope: 'lounge' }])).toEqual({
      isPlatformModerator: true,
      isLoungeModerator: true,
      isModerator: true,
    });
    expect(scopeFlags([{ scope: 'session' }])).toEqual({
      isPlatformModerator: false,
      isLoungeModerator: false,
      isModerator: true,
    });
  });

  it('gives the moderator role the platform and lounge scopes, other roles none', () => {
    expect(scopesOfRole('moderator')).toEqual(['platform', 'lounge']);
    for (const role of ['attendee', 'speaker', 'admin', 'report-viewer'] as const)
      expect(scopesOfRole(role)).toEqual([]);
  });
});
