import { identityRoutes } from '@atrium/contracts';
import { reportError } from '../api/api-error.ts';
import { apiCall } from '../api/client.ts';
import { sendPlatformScan } from '../features/logs/logs-api.ts';
import { getSession } from './session-store.ts';
import { signOutLocally } from './sign-out.ts';

/**
 * spec 1 §4.2: logout revokes the session at the identity provider, sends a logout activity
 * scan, then clears local state. Neither call may start the 401 flow (that would loop back
 * here), and a failure of either still ends the session locally.
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
  await sendPlatformScan('LOGOUT', { handleUnauthorized: false }).catch((error: unknown) =>
    reportError('logout scan', error),
  );
  signOutLocally();
}
