import type { TPlatformSettings } from '@atrium/contracts';
import { queryClient } from '../../api/query-client.ts';
import { activatePlatform, clearPlatform, getSession, isAuthenticated } from '../../auth/session-store.ts';
import { signOutLocally } from '../../auth/sign-out.ts';
import { settingsKey, settingsQuery } from '../../features/platform/settings-query.ts';
import { local } from '../../lib/browser-storage.ts';
import { start as startRealtime } from '../../realtime/connection.ts';
import type { TGuardDeps } from './evaluate-guard.ts';
import { platformVersionChanged } from './guard-rules.ts';

const versionKey = (eventCode: string) => `atrium.platformVersion.${eventCode.toUpperCase()}`;

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
    // Loaded on demand: the login page never needs the user queries (nor the route table they use).
    const { currentUserQuery } = await import('../../features/users/user-queries.ts');
    return queryClient.ensureQueryData(currentUserQuery(platformId ?? 0, userId ?? 0));
  },
  signOutLocally,
  startRealtime,
};
