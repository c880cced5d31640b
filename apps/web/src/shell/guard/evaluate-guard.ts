import type { TPlatformSettings } from '@atrium/contracts';
import { isApiError } from '../../api/api-error.ts';
import { canonicalEventPath, eventSubPath, isLoginPage, loginPath, visitorAccess } from './guard-rules.ts';

/** What the guard decided for a location. */
export type TGuardDecision =
  | { kind: 'render'; settings: TPlatformSettings }
  | { kind: 'redirect'; to: string }
  | { kind: 'reload' };

/** Everything the guard touches, injected so the rules can be tested without a browser. */
export type TGuardDeps = {
  /** Reads the settings by event code (cached); rejects with an ApiError. */
  loadSettings: (eventCode: string) => Promise<TPlatformSettings>;
  /** Records the server's platformVersion; true when it changed and the page must reload. */
  versionChanged: (settings: TPlatformSettings) => boolean;
  activatePlatform: (platformId: number, eventCode: string) => void;
  clearPlatform: () => void;
  isAuthenticated: () => boolean;
  /** Loads the current user when not yet present; rejects when that fails. */
  loadCurrentUser: () => Promise<unknown>;
  signOutLocally: () => void;
  startRealtime: () => void;
};

/**
 * The navigation guard of spec 1 §2.2 and §4.1, run before any page of an event shows:
 * upper-cases the event code, initialises the platform by code (unknown → /notfound with
 * the stored event forgotten), reloads on a new platformVersion, loads the current user
 * when a token exists except on the login page (failure → logout → login), opens the live
 * connection for a signed-in user, and sends visitors to the login page unless the event
 * is open or the path is a report path.
 */
export async function evaluateGuard(
  location: { pathname: string; search: string; hash: string },
  deps: TGuardDeps,
): Promise<TGuardDecision> {
  const canonical = canonicalEventPath(location.pathname);
  if (canonical) return { kind: 'redirect', to: `${canonical}${location.search}${location.hash}` };

  const eventCode = decodeURIComponent(location.pathname.split('/')[1] ?? '');
  let settings: TPlatformSettings;
  try {
    settings = await deps.loadSettings(eventCode);
  } catch (error) {
    // An unknown code (404), or one the server refuses as malformed (400, ZEventCode).
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      deps.clearPlatform();
      return { kind: 'redirect', to: '/notfound' };
    }
    throw error;
  }
  if (deps.versionChanged(settings)) return { kind: 'reload' };

  deps.activatePlatform(settings.eventId, eventCode);
  const subPath = eventSubPath(location.pathname);

  // On the login page the platform initialises without the user.
  if (!isLoginPage(subPath) && deps.isAuthenticated()) {
    try {
      await deps.loadCurrentUser();
    } catch {
      deps.signOutLocally();
      return { kind: 'redirect', to: loginPath(eventCode) };
    }
    deps.startRealtime();
  }

  const access = visitorAccess({ subPath, isAuthenticated: deps.isAuthenticated(), isOpen: settings.open });
  if (access === 'login')
    return { kind: 'redirect', to: loginPath(eventCode, `${location.pathname}${location.search}`) };
  return { kind: 'render', settings };
}
