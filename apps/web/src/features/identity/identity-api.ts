import { accountRoutes, DEFAULT_SCOPE, EXTERNAL_SIGN_IN_GRANT, identityRoutes, type TLocale } from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';

const anonymous = { auth: false, handleUnauthorized: false, redirectOnNotFound: false } as const;

/** spec 1 §7: password grant (form-encoded); email and password are trimmed (spec 1 §5). */
export function passwordGrant(input: { email: string; password: string; platformId: number }) {
  return apiCall(identityRoutes.token, {
    form: {
      grant_type: 'password',
      username: input.email.trim(),
      password: input.password.trim(),
      platform_id: input.platformId,
      scope: DEFAULT_SCOPE,
    },
    ...anonymous,
  });
}

/**
 * spec 1 §8: asks for a reset link. The event may point the form elsewhere
 * (`sendForgottenPassowrdUri`); the answer is the same whether the account exists or not.
 */
export function requestPasswordReset(input: { email: string; platformId: number; locale: TLocale; uri?: string }) {
  return apiCall(accountRoutes.forgotPassword, {
    body: { email: input.email.trim(), platformId: input.platformId, locale: input.locale },
    url: input.uri || undefined,
    ...anonymous,
  });
}

/** Sets a new password with the single-use token of the reset link. */
export function resetPassword(input: { token: string; password: string }) {
  return apiCall(accountRoutes.resetPassword, { body: input, ...anonymous });
}

/** What the event's sign-in page offers: the password form or not, and its external providers. */
export function signInOptions(eventCode: string, signal?: AbortSignal) {
  return apiCall(identityRoutes.signInOptions, { params: { eventCode }, signal, ...anonymous });
}

/** The end of a sign-in at an external provider: its one-time code for the usual tokens. */
export function externalSignInGrant(code: string) {
  return apiCall(identityRoutes.token, { form: { grant_type: EXTERNAL_SIGN_IN_GRANT, code }, ...anonymous });
}

/** Where a provider's button leads: the server starts the sign-in there. */
export function externalSignInHref(eventCode: string, providerId: string, redirect: string | null, remember: boolean) {
  const query = new URLSearchParams({ ...(redirect ? { redirect } : {}), ...(remember ? { remember: '1' } : {}) });
  const search = query.toString();
  return `/connect/external/${encodeURIComponent(eventCode)}/${encodeURIComponent(providerId)}${search ? `?${search}` : ''}`;
}

/** An app's sign-in request, for the consent card (a 404 stays on the page: the card says it is gone). */
export function authorizeRequest(platformId: number, requestId: string, signal?: AbortSignal) {
  return apiCall(identityRoutes.authorizeRequest, {
    params: { platformId, requestId },
    signal,
    redirectOnNotFound: false,
  });
}

/** The person's answer to an app's sign-in request: where the browser goes next. */
export function authorizeDecision(platformId: number, requestId: string, allow: boolean) {
  return apiCall(identityRoutes.authorizeDecision, {
    params: { platformId, requestId },
    body: { allow },
    redirectOnNotFound: false,
  });
}
