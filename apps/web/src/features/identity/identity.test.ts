import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { loginErrorKey } from './login-errors.ts';
import { passwordProblem } from './password-rules.ts';

describe('sign-in error messages (spec 1 §8)', () => {
  it('names the wrong password and the unknown account apart', () => {
    expect(loginErrorKey(new ApiError(400, 'invalid_grant', 'x'))).toBe('login.errors.loginFailed');
    expect(loginErrorKey(new ApiError(400, 'account_not_registered', 'x'))).toBe('login.errors.accountNotRegisted');
  });

  it('explains a disabled account, throttling and an unreachable server', () => {
    expect(loginErrorKey(new ApiError(401, 'account_disabled', 'Account is disabled.'))).toBe(
      'login.errors.accountDisabled',
    );
    expect(loginErrorKey(new ApiError(429, 'too_many_attempts', 'wait'))).toBe('login.errors.tooManyAttempts');
    expect(loginErrorKey(new ApiError(0, 'network_error', 'down'))).toBe('login.errors.unreachable');
    expect(loginErrorKey(new ApiError(500, 'internal', 'boom'))).toBe('login.errors.generic');
    expect(loginErrorKey(new Error('bug'))).toBe('login.errors.generic');
  });
});

describe('new password', () => {
  it('needs 8 characters and the same text twice', () => {
    expect(passwordProblem('short', 'short')).toBe('tooShort');
    expect(passwordProblem('long enough', 'long enougH')).toBe('mismatch');
    expect(passwordProblem('long enough', 'long enough')).toBeNull();
  });
});
