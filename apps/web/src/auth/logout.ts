import { identityRoutes } from '@atrium/contracts';
import { reportError } from '../api/api-error.ts';
import { apiCall } from '../api/client.ts';
import { getSession } from './session-store.ts';
import { signOutLocally } from './sign-out.ts';

/**
 * spec 1 §4.2: logout revokes the session at the identity provider (which records the logout
 * activity scan as it ends the sign-in), then clears local state. The call may not start the 401
 * flow (that would loop back here), and its failure still ends the session locally.
 */
export async function logout(): Promise<void> {
  const refreshToken = getSession().tokens?.refreshToken;
  if (refreshToken) {
    await apiCall(identityRoutes.revocation, {
      form: { token: refreshToken, token_type_hint: 'refresh_token' },
      auth: false,
      handleUnauthorized: false,
      redirectOnNotFound: false,
    }).catch((error: unknown) => reportError('token revocation', error));
  }
  signOutLocally();
}
