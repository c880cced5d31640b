import { DEFAULT_SCOPE, TOKEN_SCOPES, type TTokenScope, type TUserInfo, WEB_CLIENT_ID } from '@atrium/contracts';
import type { UserRow } from '../modules/users/users.repository.ts';

/**
 * What each scope of a token request does (the discovery document's `scopes_supported`):
 * - openid: an id token comes with the answer, and the access token opens userinfo;
 * - profile, email, roles, platform: those claims in the id token and from userinfo (names;
 *   email; roles; `pid`, the event's id);
 * - offline_access: a refresh token comes with the answer;
 * - meeting_api: the access token opens the API and the hub (API_SCOPE).
 * A request without a scope gets all of them (RFC 6749 §3.3 lets the server choose a default).
 */
export type ScopeCheck = { ok: true; scope: string } | { ok: false; message: string };

const KNOWN = new Set<string>(TOKEN_SCOPES);

/** The scope a request asks for, each once, in its order; unknown names are refused (invalid_scope). */
export function requestedScope(raw: string | undefined): ScopeCheck {
  const names = (raw ?? '').split(' ').filter(Boolean);
  if (names.length === 0) return { ok: true, scope: DEFAULT_SCOPE };
  const unknown = names.filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) return { ok: false, message: `scope: unknown scope ${unknown.join(', ')}` };
  return { ok: true, scope: [...new Set(names)].join(' ') };
}

/**
 * A refresh may ask for less than the sign-in was granted, never more (RFC 6749 §6); without a
 * scope it keeps the granted one.
 */
export function narrowedScope(raw: string | undefined, granted: string): ScopeCheck {
  if (!raw?.trim()) return { ok: true, scope: granted };
  const requested = requestedScope(raw);
  if (!requested.ok) return requested;
  const allowed = new Set(granted.split(' '));
  const extra = requested.scope.split(' ').filter((name) => !allowed.has(name));
  if (extra.length > 0) return { ok: false, message: `scope: not granted at sign-in: ${extra.join(', ')}` };
  return requested;
}

export const hasScope = (scope: string, name: TTokenScope) => scope.split(' ').includes(name);

/** The client of a token request: the web app's when none is named; any other is unknown (invalid_client). */
export function clientOf(clientId: string | undefined): string | null {
  if (clientId === undefined || clientId === '' || clientId === WEB_CLIENT_ID) return WEB_CLIENT_ID;
  return null;
}

/** The user's claims the scope names, for the id token and userinfo (without `sub`). */
export function scopedClaims(user: UserRow, roles: string[], name: string, scope: string): Omit<TUserInfo, 'sub'> {
  return {
    ...(hasScope(scope, 'profile') ? { name, given_name: user.firstName, family_name: user.lastName } : {}),
    ...(hasScope(scope, 'email') && user.email ? { email: user.email } : {}),
    ...(hasScope(scope, 'roles') ? { roles } : {}),
    ...(hasScope(scope, 'platform') ? { pid: user.platformId } : {}),
  };
}
