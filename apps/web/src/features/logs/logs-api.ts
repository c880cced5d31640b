import { logsRoutes, type TPlatformUser, type TScanLog } from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';
import type { TRequestOptions } from '../../api/http.ts';
import { queryClient } from '../../api/query-client.ts';
import { getSession } from '../../auth/session-store.ts';
import { userKeys } from '../users/user-keys.ts';

/**
 * spec 1 §4.11, §5: an activity scan on the event platform; sent only when the platform id
 * and user id are known. A heartbeat answers { count, live }.
 */
export type TLogCallOptions = Pick<TRequestOptions, 'keepalive' | 'handleUnauthorized'>;

/** A log call never moves the user to the welcome page on a 404 (spec 1 §8 is for the pages' own calls). */
const logCall = { redirectOnNotFound: false } as const;

export function sendPlatformScan(scanType: TScanLog['scanType'], options: TLogCallOptions = {}) {
  const { platformId, userId } = getSession();
  if (platformId === null || userId === null) return Promise.resolve(null);
  return apiCall(logsRoutes.scan, {
    params: { platformId },
    body: { entityId: platformId, scanEntityType: 'EVENT_PLATFORM', scanType, userId },
    ...logCall,
    ...options,
  });
}

/**
 * spec 2 §4: an activity scan of one entity (a session, presentation, poster, stand, lounge);
 * sent only for a signed-in user. A heartbeat answers { count, live }.
 */
export function sendEntityScan(
  scanEntityType: TScanLog['scanEntityType'],
  entityId: number,
  scanType: 'ENTER' | 'LEAVE' | 'HEARTBEAT',
  options: TLogCallOptions = {},
) {
  const { platformId, userId, tokens } = getSession();
  if (platformId === null || userId === null || tokens === null) return Promise.resolve(null);
  return apiCall(logsRoutes.scan, {
    params: { platformId },
    body: { entityId, scanEntityType, scanType, userId },
    ...logCall,
    ...options,
  });
}

/** Identity fields shared by trace and navigation logs (spec 1 §3.7); null while the event is unknown. */
function identityFields() {
  const { platformId, eventCode, userId, tokens } = getSession();
  if (platformId === null || !eventCode) return null;
  const signedIn = tokens !== null && userId !== null;
  const user = signedIn ? queryClient.getQueryData<TPlatformUser>(userKeys.current(platformId, userId)) : undefined;
  return {
    platformId,
    // A visitor's log call that is refused must not send them to the login page.
    options: { handleUnauthorized: signedIn },
    fields: {
      eventId: platformId,
      eventCode,
      userId: signedIn ? userId : undefined,
      userName: user?.userName,
      firstName: user?.firstName,
      lastName: user?.lastName,
    },
  };
}

export type TTrace = { page: string; title?: string; entityId1?: string | number; entityId2?: string | number };

/** spec 1 §4.11: a page trace, only when the event code and platform id are known. */
export function sendTrace(trace: TTrace) {
  const identity = identityFields();
  if (!identity) return Promise.resolve(null);
  return apiCall(logsRoutes.trace, {
    params: { platformId: identity.platformId },
    body: { ...identity.fields, ...trace },
    ...logCall,
    ...identity.options,
  });
}

/** spec 1 §2.2: every navigation with an event code is logged with from and to. */
export function sendNavigation(from: string, to: string) {
  const identity = identityFields();
  if (!identity) return Promise.resolve(null);
  return apiCall(logsRoutes.navigation, {
    params: { platformId: identity.platformId },
    body: { ...identity.fields, from, to },
    ...logCall,
    ...identity.options,
  });
}
