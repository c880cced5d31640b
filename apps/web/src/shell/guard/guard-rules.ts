/** Pure rules of the navigation guard (spec 1 §2.2, §4.1). */

/** Pages of an event that anyone may open, even when the event is closed to visitors. */
const ACCOUNT_PAGES = new Set(['login', 'reset-password']);

/**
 * spec 1 §2.2: the event code is upper-cased. Returns the canonical path when the first
 * segment has lower-case letters, else null (already canonical).
 */
export function canonicalEventPath(pathname: string): string | null {
  const match = /^\/([^/]+)(.*)$/.exec(pathname);
  if (!match?.[1]) return null;
  const code = decodeURIComponent(match[1]);
  const upper = code.toUpperCase();
  return upper === code ? null : `/${encodeURIComponent(upper)}${match[2] ?? ''}`;
}

/** The part of a path below `/{eventCode}`, without slashes at either end ('' for the welcome page). */
export function eventSubPath(pathname: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return rest.replace(/^\/+|\/+$/g, '');
}

export function isAccountPage(subPath: string): boolean {
  return ACCOUNT_PAGES.has(subPath);
}

export function isLoginPage(subPath: string): boolean {
  return subPath === 'login';
}

/** spec 1 §2.2: report paths stay reachable for visitors (the server decides who sees reports). */
export function isReportPath(subPath: string): boolean {
  return subPath === 'reports' || subPath.startsWith('reports/');
}

/**
 * Pages whose every call needs a user (the lounges answer 401 to a visitor): even on an open
 * event a visitor goes to the login page at once, instead of after a refused call. The
 * lounge's custom pages (`lounge/custom/…`) stay open. An app's sign-in request (the consent
 * card) needs the person signed in.
 */
export function isSignedInPage(subPath: string): boolean {
  // An app's sign-in request: the person signs in first, then answers it.
  if (subPath.startsWith('authorize/')) return true;
  return subPath === 'lounge' || subPath.startsWith('lounge/sponsor/');
}

/**
 * spec 1 §2.2: unless the path is a report path or the platform is open, a visitor is sent to
 * the login page. The login and password-reset pages are always allowed.
 */
export function visitorAccess(input: {
  subPath: string;
  isAuthenticated: boolean;
  isOpen: boolean;
}): 'allow' | 'login' {
  if (input.isAuthenticated) return 'allow';
  if (input.isOpen) return isSignedInPage(input.subPath) ? 'login' : 'allow';
  if (isAccountPage(input.subPath) || isReportPath(input.subPath)) return 'allow';
  return 'login';
}

export function welcomePath(eventCode: string): string {
  return `/${eventCode}/`;
}

/** The login page, remembering where the visitor was going. */
export function loginPath(eventCode: string, from?: string): string {
  const base = `/${eventCode}/login`;
  if (!from || from === welcomePath(eventCode) || from === `/${eventCode}`) return base;
  return `${base}?redirect=${encodeURIComponent(from)}`;
}

/**
 * Where to go after sign-in: the page the visitor was sent from when it belongs to this
 * event (never another site, never an account page), else the welcome page.
 */
export function afterLoginPath(redirect: string | null | undefined, eventCode: string): string {
  const fallback = welcomePath(eventCode);
  if (!redirect?.startsWith(`/${eventCode}/`) || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  const pathname = redirect.split(/[?#]/)[0] ?? '';
  return isAccountPage(eventSubPath(pathname)) ? fallback : redirect;
}

/** spec 1 §4.1: the stored platformVersion differs from the server's → reload. A first visit stores it. */
export function platformVersionChanged(stored: string | null, current: string): boolean {
  return stored !== null && stored !== current;
}
