import { accountRoutes, DEFAULT_SCOPE, identityRoutes, type TLocale } from '@atrium/contracts';
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
