import type { TTokenResponse } from '@atrium/contracts';
import { postForgotPassword, postResetPassword } from '../../api/bootstrap-routes.ts';
import { IDENTITY_ENDPOINTS, request } from '../../api/http.ts';
import { DEFAULT_SCOPE } from '../../api/identity-constants.ts';

const anonymous = { auth: false, handleUnauthorized: false, redirectOnNotFound: false } as const;

/** spec 1 §7: password grant; email and password are trimmed (spec 1 §5). */
export function passwordGrant(input: { email: string; password: string; platformId: number }): Promise<TTokenResponse> {
  return request<TTokenResponse>({
    method: 'POST',
    url: IDENTITY_ENDPOINTS.token,
    form: {
      grant_type: 'password',
      username: input.email.trim(),
      password: input.password.trim(),
      platform_id: String(input.platformId),
      scope: DEFAULT_SCOPE,
    },
    ...anonymous,
  });
}

/**
 * spec 1 §8: asks for a reset link. The event may point the form elsewhere
 * (`sendForgottenPassowrdUri`); the answer is the same whether the account exists or not.
 */
export function requestPasswordReset(input: { email: string; platformId: number; uri?: string }) {
  return postForgotPassword({ email: input.email.trim(), platformId: input.platformId }, input.uri);
}

/** Sets a new password with the single-use token of the reset link. */
export function resetPassword(input: { token: string; password: string }) {
  return postResetPassword(input);
}
