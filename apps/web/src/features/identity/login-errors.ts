import { LOGIN_ERRORS } from '@atrium/contracts';
import { isApiError } from '../../api/api-error.ts';
import { tKey } from '../../i18n/keys.ts';

/**
 * spec 1 §8: the translated message for a failed sign-in. Wrong password and unknown
 * account have their own texts (loginFailed, accountNotRegisted); a disabled account and
 * throttling (429) too; anything else is a generic failure or an unreachable server.
 */
export function loginErrorKey(error: unknown) {
  if (!isApiError(error)) return tKey('login.errors.generic');
  if (error.status === 0) return tKey('login.errors.unreachable');
  if (error.status === 429 || error.code === LOGIN_ERRORS.throttled) return tKey('login.errors.tooManyAttempts');
  switch (error.code) {
    case LOGIN_ERRORS.wrongPassword:
      return tKey('login.errors.loginFailed');
    case LOGIN_ERRORS.unknownAccount:
      return tKey('login.errors.accountNotRegisted');
    case LOGIN_ERRORS.disabled:
      return tKey('login.errors.accountDisabled');
    default:
      return tKey('login.errors.generic');
  }
}

/**
 * The token endpoint refused the form itself (RFC 6749 `invalid_request`: a field missing,
 * too long, ...): its message, which names the field, is more useful than a generic text.
 */
export function isRefusedInput(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.code === 'invalid_request';
}
