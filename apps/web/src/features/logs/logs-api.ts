import type { TPlatformUser, TScanLog } from '@atrium/contracts';
import { postLog, type TLogCallOptions } from '../../api/bootstrap-routes.ts';
import { queryClient } from '../../api/query-client.ts';
import { getSession } from '../../auth/session-store.ts';
import { userKeys } from '../users/user-keys.ts';

/**
 * spec 1 §4.11, §5: an activity scan on the event platform; sent only when the platform id
 * and user id are known. A heartbeat answers { count, live }.
 */
export function sendPlatformScan(scanType: TScanLog['scanType'], options: TLogCallOptions = {}) {
  const { platformId, userId } = getSession();
  if (platformId === null || userId === null) return Promise.resolve(null);
  return postLog(
    'scan',
    platformId,
    { entityId: platformId, scanEntityType: 'EVENT_PLATFORM', scanType, userId },
    options,
  );
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
  return postLog('trace', identity.platformId, { ...identity.fields, ...trace }, identity.options);
}

/** spec 1 §2.2: every navigation with an event code is logged with from and to. */
export function sendNavigation(from: string, to: string) {
  const identity = identityFields();
  if (!identity) return Promise.resolve(null);
  return postLog('navigation', identity.platformId, { ...identity.fields, from, to }, identity.options);
}
