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
export type TTokenScope = (typeof TOKEN_SCOPES)[number];
/** The scope of the API: an access token without it opens only the userinfo endpoint. */
export const API_SCOPE = 'meeting_api';
/**
 * The one client of the identity provider: the portal's own web app, a public client (no secret).
 * A token request without `client_id` is this client's (the spec's client sends none).
 */
export const WEB_CLIENT_ID = 'atrium-web';

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

/** How long an app's sign-in request waits for the person's answer, and its one-time code for the app (issue 29). */
export const APP_REQUEST_TTL_SECONDS = 600;
export const APP_CODE_TTL_SECONDS = 120;
