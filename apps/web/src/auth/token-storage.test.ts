import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../lib/browser-storage.ts';
import { clearTokens, readTokens, tokenKey, tokenStoreFor, writeTokens } from './token-storage.ts';

const tokens = { accessToken: 'a1', refreshToken: 'r1', idToken: 'i1' };
const stores = () => ({ local: memoryStorage(), session: memoryStorage() });

describe('token storage (spec 1 §3.9)', () => {
  it('keeps tokens in local storage with remember-me and in session storage without', () => {
    const s = stores();
    expect(tokenStoreFor(true, s)).toBe(s.local);
    expect(tokenStoreFor(false, s)).toBe(s.session);

    writeTokens(7, tokens, true, s);
    expect(s.local.getItem(tokenKey(7))).not.toBeNull();
    expect(s.session.getItem(tokenKey(7))).toBeNull();
    expect(readTokens(7, s)).toEqual({ tokens, remember: true });

    const t = stores();
    writeTokens(7, tokens, false, t);
    expect(t.local.getItem(tokenKey(7))).toBeNull();
    expect(readTokens(7, t)).toEqual({ tokens, remember: false });
  });

  it('moves the tokens when the remember-me choice changes, leaving no copy behind', () => {
    const s = stores();
    writeTokens(7, tokens, true, s);
    writeTokens(7, { ...tokens, accessToken: 'a2' }, false, s);
    expect(s.local.getItem(tokenKey(7))).toBeNull();
    expect(readTokens(7, s)?.tokens.accessToken).toBe('a2');
  });

  it('keeps the sign-ins of two events apart', () => {
    const s = stores();
    writeTokens(1, tokens, true, s);
    expect(readTokens(2, s)).toBeNull();
    writeTokens(2, { ...tokens, accessToken: 'other' }, false, s);
    expect(readTokens(1, s)?.tokens.accessToken).toBe('a1');
    expect(readTokens(2, s)?.tokens.accessToken).toBe('other');
  });

  it('prefers the tab’s own sign-in over a remembered one', () => {
    const s = stores();
    s.local.setItem(tokenKey(3), JSON.stringify({ ...tokens, accessToken: 'remembered' }));
    s.session.setItem(tokenKey(3), JSON.stringify({ ...tokens, accessToken: 'tab' }));
    expect(readTokens(3, s)).toEqual({ tokens: { ...tokens, accessToken: 'tab' }, remember: false });
  });

  it('ignores unreadable stored values and clears both stores', () => {
    const s = stores();
    s.session.setItem(tokenKey(4), '{not json');
    s.local.setItem(tokenKey(4), JSON.stringify({ accessToken: 1 }));
    expect(readTokens(4, s)).toBeNull();
    writeTokens(4, tokens, true, s);
    clearTokens(4, s);
    expect(readTokens(4, s)).toBeNull();
  });
});
