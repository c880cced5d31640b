import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { shouldGoToWelcome, shouldRetryQuery, unauthorizedAction } from './auth-policy.ts';

const base = { isTokenEndpoint: false, message: 'Unauthorized', isAuthenticated: true, isRetry: false };

describe('401 handling (spec 1 §4.2, §8)', () => {
  it('refreshes the token and retries once for a signed-in user', () => {
    expect(unauthorizedAction(base)).toBe('refresh-and-retry');
  });

  it('logs out when the retry fails again', () => {
    expect(unauthorizedAction({ ...base, isRetry: true })).toBe('logout');
  });

  it('logs out for the token endpoint, a disabled account or a visitor', () => {
    expect(unauthorizedAction({ ...base, isTokenEndpoint: true })).toBe('logout');
    expect(unauthorizedAction({ ...base, message: 'Account is disabled.' })).toBe('logout');
    expect(unauthorizedAction({ ...base, isAuthenticated: false })).toBe('logout');
  });
});

describe('404 handling (spec 1 §8)', () => {
  it('goes to the welcome page only while a platform is active and the call allows it', () => {
    expect(shouldGoToWelcome(404, true, true)).toBe(true);
    expect(shouldGoToWelcome(404, false, true)).toBe(false);
    expect(shouldGoToWelcome(404, true, false)).toBe(false);
    expect(shouldGoToWelcome(403, true, true)).toBe(false);
  });
});

describe('query retries', () => {
  it('retries a lost connection or a server fault once, never an answer the server meant', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'network_error', 'down'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503, 'unavailable', 'busy'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'unavailable', 'busy'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(403, 'forbidden', 'no'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });
});
