import { z } from 'zod';
import { ZId } from './common.ts';
import { TOKEN_SCOPES } from './identity-constants.ts';

/**
 * Other apps that sign people in through Atrium (issue 29, Atrium as the provider): each is
 * registered with one event, under an id unique across events (so the id names the event). They
 * are public clients (no secret: a phone app or a browser page cannot keep one) using the
 * authorization code flow with PKCE (S256). Written in the event file's `clients` section and
 * with `atrium client add/list/remove`.
 */

/** A client id: part of tokens (`aud`, `client_id`) and addresses. */
export const ZAppClientId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{2,63}$/, 'lower-case letters, digits, ".", "_" and "-" (3 to 64)');

/**
 * A redirect URI, compared exactly: https, http only on this machine (RFC 8252 §7.3: a native
 * app's loopback listener), or an app's own scheme with a dot in it (RFC 8252 §7.1,
 * `org.example.app:/callback`). No fragment (RFC 6749 §3.1.2).
 */
export const ZAppRedirectUri = z
  .string()
  .max(2000, 'at most 2000 characters')
  .refine((value) => isAllowedRedirectUri(value), {
    message: 'must be https, http on localhost or 127.0.0.1, or an app scheme such as org.example.app:/callback',
  });

export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes('#')) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'http:') return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  // A private-use scheme: reverse domain name (RFC 8252 §7.1); never javascript:, data: and the like.
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol);
}

export const ZAppClient = z.strictObject({
  id: ZAppClientId,
  /** The app's name, shown on the consent card ("<name> wants to: …"). */
  name: z.string().trim().min(1, 'must not be empty').max(100, 'at most 100 characters'),
  redirectUris: z
    .array(ZAppRedirectUri)
    .min(1, 'at least one redirect URI')
    .max(10, 'at most 10 redirect URIs')
    .refine((list) => new Set(list).size === list.length, { message: 'a redirect URI is given twice' }),
  /** The scopes the app may ask for (default: openid profile email). */
  scopes: z
    .array(z.enum(TOKEN_SCOPES))
    .max(TOKEN_SCOPES.length)
    .refine((list) => new Set(list).size === list.length, { message: 'a scope is given twice' })
    .optional(),
});
export type TAppClient = z.infer<typeof ZAppClient>;

export const DEFAULT_APP_CLIENT_SCOPES = ['openid', 'profile', 'email'] as const;

/** GET /api/platform/:platformId/authorize/:requestId: what the consent card shows. */
export const ZAuthorizeRequestInfo = z.object({
  clientId: z.string(),
  clientName: z.string(),
  /** Where the app gets the answer (its origin is shown, so a person sees where they are sent). */
  redirectUri: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
});
export type TAuthorizeRequestInfo = z.infer<typeof ZAuthorizeRequestInfo>;

export const ZAuthorizeRequestParams = z.object({
  platformId: ZId,
  requestId: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'not a request id'),
});

/** POST /api/platform/:platformId/authorize/:requestId: the person's answer. */
export const ZAuthorizeDecision = z.object({ allow: z.boolean() });
/** Where the browser goes next: the app's redirect URI with `code` (or `error`), `state` and `iss`. */
export const ZAuthorizeOutcome = z.object({ redirectTo: z.string() });
