import type { LOGIN_ERRORS as CONTRACT_LOGIN_ERRORS } from '@atrium/contracts';

/*
 * Identity constants the first screen needs, mirrored from the contracts' identity.ts.
 * That module also declares the identity zod schemas, so importing a constant from it
 * would bring zod into the login page's first load. `bootstrap-routes.test.ts` fails
 * when a value here differs from the contracts.
 */

/** spec 1 §7: scopes the client asks for (contracts DEFAULT_SCOPE). */
export const DEFAULT_SCOPE = 'openid profile roles email offline_access meeting_api platform';

/** spec 1 §8: error codes behind the translated sign-in messages (contracts LOGIN_ERRORS). */
export const LOGIN_ERRORS = {
  wrongPassword: 'invalid_grant',
  unknownAccount: 'account_not_registered',
  disabled: 'account_disabled',
  throttled: 'too_many_attempts',
} as const satisfies typeof CONTRACT_LOGIN_ERRORS;

/** spec 1 §8: the 401 message that always ends the session (contracts ACCOUNT_DISABLED_MESSAGE). */
export const ACCOUNT_DISABLED_MESSAGE = 'Account is disabled.';
