import type { TPlatformSettings } from '@atrium/contracts';
import { queryClient } from '../../api/query-client.ts';
import { activatePlatform, clearPlatform, getSession, isAuthenticated } from '../../auth/session-store.ts';
import { signOutLocally } from '../../auth/sign-out.ts';
import { settingsKey, settingsQuery } from '../../features/platform/settings-query.ts';
import { currentUserQuery } from '../../features/users/user-queries.ts';
import { local } from '../../lib/browser-storage.ts';
import { onHub, startAfterFirstScreen as startRealtime } from '../../realtime/connection.ts';
import type { TGuardDeps } from './evaluate-guard.ts';
import { platformVersionChanged } from './guard-rules.ts';

const versionKey = (eventCode: string) => `atrium.platformVersion.${eventCode.toUpperCase()}`;

/**
 * SETTINGS_CHANGED (the event's settings changed while this page is open): the settings are read
 * again at once, and a new platformVersion reloads the page now rather than at the next full load
 * (spec 1 §4.1). The new version is stored first, so the reloaded page does not reload again.
 */
export function settingsChanged(eventCode: string | null, platformVersion: string, reload: () => void): boolean {
  if (!eventCode) return false;
  void queryClient.invalidateQueries({ queryKey: settingsKey(eventCode) });
  const key = versionKey(eventCode);
  const stored = local.getItem(key);
  local.setItem(key, platformVersion);
  if (!platformVersionChanged(stored, platformVersion)) return false;
  reload();
  return true;
}

onHub('SETTINGS_CHANGED', ({ platformVersion }) =>
  settingsChanged(getSession().eventCode, platformVersion, () => window.location.reload()),
);

// Joined (again): what was said while the page was not connected (a server restart, a lost
// network) is not said again, so the settings are read afresh and their version checked.
onHub('USER_CONNECTED', () => {
  const { eventCode } = getSession();
  if (!eventCode) return;
  void queryClient
    .fetchQuery({ ...settingsQuery(eventCode), staleTime: 0 })
    .then((settings) => settingsChanged(eventCode, settings.platformVersion, () => window.location.reload()))
    .catch(() => undefined);
});

/** The guard's real collaborators: the query cache, browser storage and the session. */
export const guardDeps: TGuardDeps = {
  loadSettings: async (eventCode) => {
    try {
      return await queryClient.fetchQuery(settingsQuery(eventCode));
    } catch (error) {
      queryClient.removeQueries({ queryKey: settingsKey(eventCode) });
      throw error;
    }
  },
  // spec 1 §4.1: stored before comparing, so a new version reloads the page once.
  versionChanged: (settings: TPlatformSettings) => {
    const key = versionKey(settings.eventCode);
    const stored = local.getItem(key);
    local.setItem(key, settings.platformVersion);
    return platformVersionChanged(stored, settings.platformVersion);
  },
  activatePlatform,
  clearPlatform,
  isAuthenticated: () => isAuthenticated(),
  loadCurrentUser: async () => {
    const { platformId, userId } = getSession();
    // The user queries come with the app's core (vite.config.ts, APP_CORE), which every page loads.
    return queryClient.ensureQueryData(currentUserQuery(platformId ?? 0, userId ?? 0));
  },
  signOutLocally,
  startRealtime,
};
