/** Identity constants without schemas, so a page can use them without loading zod. */

/** spec 1 §7: scopes the client asks for. */
export const TOKEN_SCOPES = [
  'openid',
  'profile',
  'roles',
  'email',
  'offline_access',
  'meeting_api',
  'platform',
] as const;
export const DEFAULT_SCOPE = TOKEN_SCOPES.join(' ');

/** Error codes behind the spec's translated messages (spec 1 §8). */
export const LOGIN_ERRORS = {
  /** loginFailed: Email or password incorrect */
  wrongPassword: 'invalid_grant',
  /** accountNotRegisted: Email is not registered */
  unknownAccount: 'account_not_registered',
  disabled: 'account_disabled',
  throttled: 'too_many_attempts',
} as const;
export const ACCOUNT_DISABLED_MESSAGE = 'Account is disabled.';
