/** The external sign-in's constants, without zod (the web app's first load reads them). */

/** The grant the web app exchanges the one-time code of an external sign-in with, at /connect/token. */
export const EXTERNAL_SIGN_IN_GRANT = 'urn:atrium:grant-type:external-sign-in';

/** How the server tells the sign-in page why an external sign-in failed (`?sso_error=`). */
export const EXTERNAL_SIGN_IN_ERRORS = [
  /** The provider refused, or the person cancelled there. */
  'refused',
  /** The provider vouches for no verified e-mail, and no account is linked yet. */
  'email_not_verified',
  /** No account, and the event does not create them. */
  'no_account',
  /** The provider could not be reached (discovery, keys or token endpoint). */
  'unreachable',
  /** The answer did not belong to this browser's sign-in: a wrong state, a replayed code, a foreign nonce. */
  'invalid',
  /** The account is disabled. */
  'disabled',
] as const;
export type TExternalSignInError = (typeof EXTERNAL_SIGN_IN_ERRORS)[number];
/** How long a started external sign-in, and the one-time code it ends with, stay usable. */
export const EXTERNAL_SIGN_IN_TTL_SECONDS = 600;
export const EXTERNAL_CODE_TTL_SECONDS = 60;
