import { z } from 'zod';

/**
 * External identity providers (issue 29): per event, OpenID Connect providers people may sign in
 * with, beside (or instead of) the password form. Stored with the event's settings under
 * `signIn` (never in the public settings answer) and written in the event file's `signIn`
 * section. A provider's client secret is never in the file: the file names an environment
 * variable (`ATRIUM_OIDC_…`) or a file in the folder the operator sets (ATRIUM_OIDC_SECRETS_DIR).
 */

/** The secret's environment variable: only names made for it, so a file cannot send out another secret. */
export const OIDC_SECRET_ENV_PREFIX = 'ATRIUM_OIDC_';

/** A provider's id: part of addresses, and of the link between an account and the provider's subject. */
export const ZSignInProviderId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and - (at most 40)');

const claimName = z.string().trim().min(1).max(100);

export const ZSignInProvider = z
  .strictObject({
    id: ZSignInProviderId,
    /** The issuer: discovery reads `{issuer}/.well-known/openid-configuration`. */
    issuer: z
      .url({ message: 'must be an address such as https://login.example.org/realms/staff' })
      .max(2000)
      .refine((value) => isAllowedIssuer(value), {
        message: 'must be https (http only on localhost or 127.0.0.1)',
      }),
    clientId: z.string().trim().min(1).max(500),
    /** The environment variable holding the client secret (ATRIUM_OIDC_…). */
    clientSecretEnv: z
      .string()
      .regex(/^ATRIUM_OIDC_[A-Z0-9_]{1,100}$/, `must be an environment variable named ${OIDC_SECRET_ENV_PREFIX}…`)
      .optional(),
    /** A file holding the client secret, by its name in the folder ATRIUM_OIDC_SECRETS_DIR. */
    clientSecretFile: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'must be a file name (no folder) in ATRIUM_OIDC_SECRETS_DIR')
      .optional(),
    /** Scopes asked for; `openid` is always asked. Default: openid email profile. */
    scopes: z
      .array(z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,100}$/, 'must be a scope token'))
      .max(20)
      .optional(),
    /** The button's label, in English, and in French (English is the fallback). */
    label: z.string().trim().min(1, 'must not be empty').max(100, 'at most 100 characters'),
    labelFr: z.string().trim().max(100, 'at most 100 characters').optional(),
    /** Which claims of the id token (or userinfo) give the e-mail, the names and the organisation. */
    claims: z
      .strictObject({
        email: claimName.optional(),
        firstName: claimName.optional(),
        lastName: claimName.optional(),
        organisation: claimName.optional(),
      })
      .optional(),
  })
  .refine((p) => !(p.clientSecretEnv && p.clientSecretFile), {
    message: 'give clientSecretEnv or clientSecretFile, not both',
    path: ['clientSecretFile'],
  });
export type TSignInProvider = z.infer<typeof ZSignInProvider>;

/** The claims read when the provider entry names none (OpenID Connect Core §5.1). */
export const DEFAULT_PROVIDER_CLAIMS = {
  email: 'email',
  firstName: 'given_name',
  lastName: 'family_name',
  organisation: 'organisation',
} as const;
export const DEFAULT_PROVIDER_SCOPES = ['openid', 'email', 'profile'] as const;

/** Whether an issuer address may be used: https, or http on this machine (development and tests). */
export function isAllowedIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** The event's sign-in settings (stored; the event file's `signIn` section). */
export const ZSignInSettings = z
  .strictObject({
    /** Whether the password form shows (default true); false: the providers' buttons only. */
    passwordForm: z.boolean().optional(),
    /** Whether people new to the event get an account when they come from a provider (default true). */
    newAccounts: z.boolean().optional(),
    /** The whole list of providers, when given. */
    providers: z.array(ZSignInProvider).max(20, 'at most 20 providers').optional(),
  })
  .refine((s) => new Set((s.providers ?? []).map((p) => p.id)).size === (s.providers ?? []).length, {
    message: 'two providers have the same id',
    path: ['providers'],
  });
export type TSignInSettings = z.infer<typeof ZSignInSettings>;

/** GET /api/platform/{eventCode}/sign-in: what the sign-in page offers. */
export const ZSignInOptions = z.object({
  passwordForm: z.boolean(),
  providers: z.array(z.object({ id: z.string(), label: z.string(), labelFr: z.string() })),
});
export type TSignInOptions = z.infer<typeof ZSignInOptions>;

export * from './sign-in-constants.ts';
