import { logsRoutes } from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';
import { getSession } from '../../auth/session-store.ts';

/** spec 1 §2.8, §5: a click on a sponsor ad; needs a signed-in user (the server logs the ad's title and link). */
export function sendAdClick(adId: number) {
  const { platformId, userId, tokens } = getSession();
  if (platformId === null || userId === null || !tokens) return Promise.resolve(null);
  return apiCall(logsRoutes.adClick, {
    params: { platformId },
    body: { entityId: adId, userId },
    redirectOnNotFound: false,
  });
}
