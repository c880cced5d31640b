import { describe, expect, it } from 'vitest';
import { ApiError, refusalMessage } from '../../api/api-error.ts';
import { isRefusedInput, loginErrorKey } from './login-errors.ts';
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

describe('refused input (the server checks the contract, the browser shows its word)', () => {
  it('gives the message of a 400 and nothing for other failures', () => {
    const refused = new ApiError(400, 'bad_request', 'body.organisation: Too big', [
      { path: 'body.organisation', message: 'Too big' },
    ]);
    expect(refusalMessage(refused)).toBe('body.organisation: Too big');
    expect(refusalMessage(new ApiError(500, 'internal', 'boom'))).toBeNull();
    expect(refusalMessage(new ApiError(0, 'network_error', 'down'))).toBeNull();
    expect(refusalMessage(new Error('bug'))).toBeNull();
  });

  it('tells a refused sign-in form from a wrong password', () => {
    expect(isRefusedInput(new ApiError(400, 'invalid_request', 'username: Too big'))).toBe(true);
    expect(isRefusedInput(new ApiError(400, 'invalid_grant', 'Email or password incorrect'))).toBe(false);
    expect(isRefusedInput(new ApiError(429, 'too_many_attempts', 'wait'))).toBe(false);
  });
});

describe('new password', () => {
  it('needs 8 characters and the same text twice', () => {
    expect(passwordProblem('short', 'short')).toBe('tooShort');
    expect(passwordProblem('long enough', 'long enougH')).toBe('mismatch');
    expect(passwordProblem('long enough', 'long enough')).toBeNull();
  });
});
