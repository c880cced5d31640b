import { describe, expect, it } from 'vitest';
import {
  afterLoginPath,
  canonicalEventPath,
  eventSubPath,
  loginPath,
  platformVersionChanged,
  visitorAccess,
} from './guard-rules.ts';

describe('guard rules (spec 1 §2.2, §4.1)', () => {
  it('upper-cases the event code and leaves canonical paths alone', () => {
    expect(canonicalEventPath('/demo/programme')).toBe('/DEMO/programme');
    expect(canonicalEventPath('/Demo')).toBe('/DEMO');
    expect(canonicalEventPath('/DEMO/session/3')).toBeNull();
    expect(canonicalEventPath('/')).toBeNull();
  });

  it('reads the path below the event code', () => {
    expect(eventSubPath('/DEMO/')).toBe('');
    expect(eventSubPath('/DEMO')).toBe('');
    expect(eventSubPath('/DEMO/reports/summary/')).toBe('reports/summary');
  });

  it('sends visitors to login unless the event is open or the path is a report path', () => {
    const visitor = { isAuthenticated: false, isOpen: false };
    expect(visitorAccess({ ...visitor, subPath: 'programme' })).toBe('login');
    expect(visitorAccess({ ...visitor, subPath: '' })).toBe('login');
    expect(visitorAccess({ ...visitor, subPath: 'reports/summary' })).toBe('allow');
    expect(visitorAccess({ ...visitor, subPath: 'login' })).toBe('allow');
    expect(visitorAccess({ ...visitor, subPath: 'reset-password' })).toBe('allow');
    expect(visitorAccess({ ...visitor, isOpen: true, subPath: 'programme' })).toBe('allow');
    expect(visitorAccess({ ...visitor, isOpen: true, subPath: 'lounge' })).toBe('login');
    expect(visitorAccess({ ...visitor, isOpen: true, subPath: 'lounge/sponsor/4' })).toBe('login');
    expect(visitorAccess({ ...visitor, isOpen: true, subPath: 'lounge/custom/2' })).toBe('allow');
    // An app's sign-in request: the person signs in first, even on an open event.
    expect(visitorAccess({ ...visitor, isOpen: true, subPath: 'authorize/abc' })).toBe('login');
    expect(visitorAccess({ isAuthenticated: true, isOpen: false, subPath: 'authorize/abc' })).toBe('allow');
    expect(visitorAccess({ isAuthenticated: true, isOpen: true, subPath: 'lounge' })).toBe('allow');
    expect(visitorAccess({ isAuthenticated: true, isOpen: false, subPath: 'programme' })).toBe('allow');
  });

  it('remembers where a visitor was going, except for the welcome page', () => {
    expect(loginPath('DEMO')).toBe('/DEMO/login');
    expect(loginPath('DEMO', '/DEMO/')).toBe('/DEMO/login');
    expect(loginPath('DEMO', '/DEMO/programme?day=2')).toBe('/DEMO/login?redirect=%2FDEMO%2Fprogramme%3Fday%3D2');
  });

  it('returns after sign-in only to a page of the same event', () => {
    expect(afterLoginPath('/DEMO/programme?day=2', 'DEMO')).toBe('/DEMO/programme?day=2');
    expect(afterLoginPath(null, 'DEMO')).toBe('/DEMO/');
    expect(afterLoginPath('https://evil.example/DEMO/', 'DEMO')).toBe('/DEMO/');
    expect(afterLoginPath('//evil.example/DEMO/', 'DEMO')).toBe('/DEMO/');
    expect(afterLoginPath('/OTHER/programme', 'DEMO')).toBe('/DEMO/');
    expect(afterLoginPath('/DEMO/login?redirect=x', 'DEMO')).toBe('/DEMO/');
  });

  it('reloads only when a stored platformVersion differs', () => {
    expect(platformVersionChanged(null, '3')).toBe(false);
    expect(platformVersionChanged('3', '3')).toBe(false);
    expect(platformVersionChanged('2', '3')).toBe(true);
  });
});
