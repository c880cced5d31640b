import { describe, expect, it } from 'vitest';
import { fetchedAtOf } from './fetched-at.ts';
import { isCachedApiPath, isSharedApiPath, personOfToken } from './offline-rules.ts';

const token = (payload: object) => `Bearer h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

describe('what the service worker keeps for offline use', () => {
  it('keeps the reads of the programme, one’s programme, session details, speakers and the shell', () => {
    for (const path of [
      '/api/platform/DEMO',
      '/api/platform/3/modules',
      '/api/platform/3/landing',
      '/api/platform/3/programme',
      '/api/platform/3/speakers',
      '/api/platform/3/bookmarks',
      '/api/platform/3/users',
      '/api/platform/3/users/12',
      '/api/platform/3/users/12/programme',
      '/api/platform/3/can/sessionmod/7',
      '/api/platform/3/can/areas',
      '/api/platform/3/custom/4',
      '/api/platform/3/sponsors/sda',
      '/api/platform/3/sessions/filters',
      '/api/platform/3/sessions/calendar',
      '/api/platform/3/sessions/81',
      '/api/v2/platform/3/programme/',
      '/api/v2/platform/3/programme/date%3D2026-11-22',
      '/api/v2/platform/3/programme/81',
    ])
      expect(isCachedApiPath(path), path).toBe(true);
  });

  it('keeps no reports, logs, questions, conversations, rooms, feeds, files or identity answers', () => {
    for (const path of [
      '/api/platform/3/report/summary',
      '/api/platform/3/report/7/messages',
      '/api/platform/3/log/scan',
      '/api/platform/3/sessions/81/questions',
      '/api/platform/3/conversations/5',
      '/api/platform/3/lounge/2/rooms',
      '/api/platform/3/sessions/81/ics',
      '/api/calendar/abc',
      '/api/platforms',
      '/files/x/y.pdf',
      '/connect/userinfo',
      '/hub/',
    ])
      expect(isCachedApiPath(path), path).toBe(false);
  });

  it('keeps the event’s settings once for everyone, the rest per person', () => {
    expect(isSharedApiPath('/api/platform/DEMO')).toBe(true);
    expect(isSharedApiPath('/api/platform/3/manifest')).toBe(true);
    expect(isSharedApiPath('/api/platform/3/bookmarks')).toBe(false);
  });

  it('tells people apart by their token’s subject, and visitors by none', () => {
    expect(personOfToken(token({ sub: '42' }))).toBe('42');
    expect(personOfToken(token({ sub: 7 }))).toBe('7');
    expect(personOfToken(null)).toBe('visitor');
    expect(personOfToken('Bearer not-a-jwt')).toBe('visitor');
    expect(personOfToken('Bearer a.%%%.b')).toBe('visitor');
    expect(personOfToken(token({ name: 'no subject' }))).toBe('visitor');
  });

  it('reads when a kept copy was fetched; a live answer has no such stamp', () => {
    expect(fetchedAtOf(new Headers({ 'x-atrium-fetched-at': '2026-11-22T09:30:00.000Z' }))).toBe(
      Date.parse('2026-11-22T09:30:00.000Z'),
    );
    expect(fetchedAtOf(new Headers())).toBeNull();
    expect(fetchedAtOf(new Headers({ 'x-atrium-fetched-at': 'yesterday' }))).toBeNull();
  });
});
