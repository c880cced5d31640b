import { type TPlatformSettings, ZEventCode } from '@atrium/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, replace, type ShouldRevalidateFunction } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { signOutLocally } from '../../auth/logout.ts';
import { activatePlatform, clearPlatform, getSession, isAuthenticated } from '../../auth/session-store.ts';
import { platformKeys, settingsQuery } from '../../features/platform/platform-queries.ts';
import { currentUserQuery } from '../../features/users/user-queries.ts';
import { local } from '../../lib/browser-storage.ts';
import { start as startRealtime } from '../../realtime/connection.ts';
import {
  canonicalEventPath,
  eventSubPath,
  isLoginPage,
  loginPath,
  platformVersionChanged,
  visitorAccess,
} from './guard-rules.ts';

export type TEventLoaderData = { settings: TPlatformSettings };

const versionKey = (eventCode: string) => `atrium.platformVersion.${eventCode}`;

/** spec 1 §4.1: a new platformVersion on the server reloads the page (stored first, so it reloads once). */
function reloadOnNewVersion(settings: TPlatformSettings): boolean {
  const key = versionKey(settings.eventCode.toUpperCase());
  const stored = local.getItem(key);
  local.setItem(key, settings.platformVersion);
  if (!platformVersionChanged(stored, settings.platformVersion)) return false;
  window.location.reload();
  return true;
}

/**
 * The navigation guard of spec 1 §2.2 and §4.1, run before any page of an event shows:
 * upper-cases the event code, initialises the platform by code (unknown → /notfound with the
 * stored event forgotten), loads the current user when a token exists (failure → logout →
 * login), opens the live connection for a signed-in user, and sends visitors to the login
 * page unless the event is open or the path is a report path.
 */
export function createEventLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<TEventLoaderData> => {
    const url = new URL(request.url);
    const canonical = canonicalEventPath(url.pathname);
    if (canonical) throw replace(`${canonical}${url.search}${url.hash}`);

    const code = ZEventCode.safeParse(params.eventCode ?? '');
    if (!code.success) {
      clearPlatform();
      throw replace('/notfound');
    }
    const eventCode = code.data;

    let settings: TPlatformSettings;
    try {
      settings = await queryClient.fetchQuery(settingsQuery(eventCode));
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        clearPlatform();
        queryClient.removeQueries({ queryKey: platformKeys.settings(eventCode) });
        throw replace('/notfound');
      }
      throw error;
    }
    if (reloadOnNewVersion(settings)) return new Promise<never>(() => {});

    activatePlatform(settings.eventId, eventCode);
    const subPath = eventSubPath(url.pathname);

    // On the login page the platform initialises without the user.
    if (!isLoginPage(subPath) && isAuthenticated()) {
      const { platformId, userId } = getSession();
      try {
        await queryClient.ensureQueryData(currentUserQuery(platformId ?? 0, userId ?? 0));
      } catch {
        signOutLocally();
        throw replace(loginPath(eventCode));
      }
      startRealtime();
    }

    const access = visitorAccess({ subPath, isAuthenticated: isAuthenticated(), isOpen: settings.open });
    if (access === 'login') throw replace(loginPath(eventCode, `${url.pathname}${url.search}`));
    return { settings };
  };
}

/**
 * The guard runs on every navigation to another page of the event (settings come from the
 * cache unless stale), not only when the event code changes.
 */
export const revalidateOnEveryPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
