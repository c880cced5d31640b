import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test-support/fake-jwt.ts';
import { decodeTokenClaims, tokenPlatformId, tokenUserId } from './jwt.ts';

describe('access token claims', () => {
  it('reads the user id from sub and the platform from pid', () => {
    const token = fakeJwt({ sub: '42', pid: 7, roles: [], name: 'Zoë Ångström' });
    expect(tokenUserId(token)).toBe(42);
    expect(tokenPlatformId(token)).toBe(7);
    expect(decodeTokenClaims(token)?.name).toBe('Zoë Ångström');
  });

  it('returns null for missing, malformed or non-numeric subjects', () => {
    expect(tokenUserId(null)).toBeNull();
    expect(tokenUserId('not-a-jwt')).toBeNull();
    expect(tokenUserId('a.%%%.c')).toBeNull();
    expect(tokenUserId(fakeJwt({ sub: 'abc' }))).toBeNull();
    expect(tokenUserId(fakeJwt({ sub: '0' }))).toBeNull();
    expect(tokenPlatformId(fakeJwt({ sub: '1' }))).toBeNull();
  });
});
