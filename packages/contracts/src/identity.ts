import { z } from 'zod';
import { ZAppClientId } from './app-clients.ts';
import { PASSWORD_MIN_LENGTH, SUPPORTED_LOCALES } from './limits.ts';
import { EXTERNAL_SIGN_IN_GRANT } from './sign-in-constants.ts';

export * from './identity-constants.ts';

/** POST /connect/token, grant_type=password (form-encoded). Email and password are trimmed (spec 1 §5). */
export const ZPasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1).max(320),
  password: z.string().trim().min(1).max(1000),
  platform_id: z.coerce.number().int().positive(),
  scope: z.string().max(500).optional(),
  client_id: z.string().max(200).optional(),
});

/** POST /connect/token, grant_type=refresh_token. */
export const ZRefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(500),
  client_id: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
});

/**
 * The end of a sign-in at an external identity provider (sign-in.ts): the one-time code the
 * server handed the web app on its way back, exchanged for the same tokens the password grant gives.
 */
export const ZExternalSignInGrant = z.object({
  grant_type: z.literal(EXTERNAL_SIGN_IN_GRANT),
  code: z.string().min(1).max(200),
  client_id: z.string().max(200).optional(),
});

/**
 * grant_type=authorization_code (RFC 6749 §4.1.3, RFC 7636 §4.5): a registered app's code from
 * /connect/authorize, with the PKCE verifier and the redirect URI the code was asked for.
 */
export const ZAuthorizationCodeGrant = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().min(1).max(200),
  redirect_uri: z.string().min(1).max(2000),
  client_id: ZAppClientId,
  // RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
  code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be 43 to 128 characters of A-Z a-z 0-9 - . _ ~'),
});

export const ZTokenRequest = z.discriminatedUnion('grant_type', [
  ZPasswordGrant,
  ZRefreshGrant,
  ZExternalSignInGrant,
  ZAuthorizationCodeGrant,
]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

/** A refresh token comes with the `offline_access` scope, an id token with `openid`. */
export const ZTokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

/** OAuth 2 error answer of the token endpoint (RFC 6749 §5.2), plus the portal's message. */
export const ZTokenError = z.object({
  error: z.string(),
  error_description: z.string(),
  message: z.string(),
});

/** POST /connect/revocation (RFC 7009). */
export const ZRevocationRequest = z.object({
  token: z.string().min(1).max(2000),
  token_type_hint: z.enum(['refresh_token', 'access_token']).optional(),
  client_id: z.string().max(200).optional(),
});

/**
 * GET or POST /connect/userinfo (OpenID Connect Core §5.3): the claims of the token's user that
 * its scopes name: profile (names), email, roles, platform (the event's id).
 */
export const ZUserInfo = z.object({
  sub: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  roles: z.array(z.string()).optional(),
  pid: z.number().int().optional(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** Claims of an access token. */
export const ZAccessClaims = z.object({
  sub: z.string(),
  pid: z.number().int(),
  roles: z.array(z.string()),
  name: z.string().optional(),
  /** The scopes granted, space-separated (RFC 9068 §2.2.3). */
  scope: z.string(),
  /** Expiry, seconds since the epoch (the hub disconnects a socket whose token has expired). */
  exp: z.number().int().optional(),
  /** The sign-in the token belongs to (signing out ends it, and the hub's sockets of it). */
  sid: z.string().optional(),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

/** The endpoint behind `sendForgottenPassowrdUri`: always the same answer (no enumeration). */
export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().email().max(320),
  platformId: z.coerce.number().int().positive(),
  /** The interface language of the form: the mail is written in it (default English). */
  locale: z.enum(SUPPORTED_LOCALES).optional(),
});
/** Passwords are trimmed at sign-in (spec 1 §5), so a new one is trimmed before its length counts. */
export const ZResetPasswordRequest = z.object({
  token: z.string().min(10).max(200),
  password: z.string().trim().min(PASSWORD_MIN_LENGTH).max(1000),
});
export const ZAccepted = z.object({ accepted: z.literal(true) });
