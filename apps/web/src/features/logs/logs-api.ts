import { api, type TAdClickLog, type TPlatformUser, type TScanLog } from '@atrium/contracts';
import { apiCall, type TCallInput } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { getSession } from '../../auth/session-store.ts';
import { userKeys } from '../users/user-keys.ts';

type TLogOptions = Pick<TCallInput<typeof api.logs.scan>, 'keepalive' | 'handleUnauthorized'>;

/** Logging never moves the user to another page: a 404 on a log call is ignored. */
const quiet = { redirectOnNotFound: false } as const;

/**
 * spec 1 §4.11, §5: an activity scan on the event platform; sent only when the platform id
 * and user id are known. A heartbeat answers { count, live }.
 */
export function sendPlatformScan(scanType: TScanLog['scanType'], options: TLogOptions = {}) {
  const { platformId, userId } = getSession();
  if (platformId === null || userId === null) return Promise.resolve(null);
  return apiCall(api.logs.scan, {
    params: { platformId },
    body: { entityId: platformId, scanEntityType: 'EVENT_PLATFORM', scanType, userId },
    ...quiet,
    ...options,
  });
}

/** Identity fields shared by trace and navigation logs (spec 1 §3.7); null while the event is unknown. */
function identityFields() {
  const { platformId, eventCode, userId, tokens } = getSession();
  if (platformId === null || !eventCode) return null;
  const user =
    tokens && userId !== null
      ? queryClient.getQueryData<TPlatformUser>(userKeys.current(platformId, userId))
      : undefined;
  return {
    platformId,
    // A visitor's log call that is refused must not send them to the login page.
    options: { ...quiet, handleUnauthorized: Boolean(tokens) },
    fields: {
      eventId: platformId,
      eventCode,
      userId: tokens && userId !== null ? userId : undefined,
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
  return apiCall(api.logs.trace, {
    params: { platformId: identity.platformId },
    body: { ...identity.fields, ...trace },
    ...identity.options,
  });
}

/** spec 1 §2.2: every navigation with an event code is logged with from and to. */
export function sendNavigation(from: string, to: string) {
  const identity = identityFields();
  if (!identity) return Promise.resolve(null);
  return apiCall(api.logs.navigation, {
    params: { platformId: identity.platformId },
    body: { ...identity.fields, from, to },
    ...identity.options,
  });
}

/** spec 1 §2.8, §5: a click on a sponsor ad; needs a signed-in user. */
export function sendAdClick(ad: Omit<TAdClickLog, 'userId'>) {
  const { platformId, userId, tokens } = getSession();
  if (platformId === null || userId === null || !tokens) return Promise.resolve(null);
  return apiCall(api.logs.adClick, { params: { platformId }, body: { ...ad, userId }, ...quiet });
}
