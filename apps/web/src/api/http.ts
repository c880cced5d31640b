import { type api, identityRoutes, type THttpMethod, type TResponseOf } from '@atrium/contracts';
import { getSession, isAuthenticated, storeRotatedTokens } from '../auth/session-store.ts';
import { fetchedAtOf } from '../offline/fetched-at.ts';
import { noteAnswer, noteUnreachable } from '../offline/offline-state.ts';
import { ApiError, toApiError } from './api-error.ts';
import { shouldGoToWelcome, unauthorizedAction } from './auth-policy.ts';

/** The identity provider's token endpoint (the refresh below, and the 401 rule that names it). */
const tokenRoute = identityRoutes.token;

/** A query value; an array repeats its key (`room=3&room=4`), as the list filters need. */
export type TQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type TRequestOptions = {
  method: THttpMethod;
  /** Path (same origin) or absolute address. */
  url: string;
  query?: Record<string, TQueryValue>;
  /** JSON body. */
  json?: unknown;
  /** Form-encoded body (identity provider). */
  form?: Record<string, string>;
  /** Multipart body (uploads). */
  formData?: FormData;
  /** Add the bearer token when someone is signed in (default true). */
  auth?: boolean;
  /** Apply the 401 rules of spec 1 §4.2/§8 (default true). */
  handleUnauthorized?: boolean;
  /** Apply the 404 rule of spec 1 §8 (default true). */
  redirectOnNotFound?: boolean;
  /** Let the request outlive the page (leave-event scan on pagehide). */
  keepalive?: boolean;
  signal?: AbortSignal;
};

export type TApiClientHandlers = {
  /** The session ended (refresh failed, account disabled, ...): clear local state and go to login. */
  onSignedOut: () => void;
  /** spec 1 §8: a 404 while a platform is active: go to the event's welcome page. */
  onNotFound: () => void;
};

let handlers: TApiClientHandlers = { onSignedOut: () => {}, onNotFound: () => {} };

/** Wired once by the router, which owns navigation. */
export function configureApiClient(next: TApiClientHandlers): void {
  handlers = next;
}

/** The address with its query (the one rule for every request, and for addresses built ahead of one). */
export function withQuery(url: string, query: Record<string, TQueryValue> | undefined): string {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type TRefreshOutcome = 'renewed' | 'refused' | 'unreachable';

let refreshing: Promise<TRefreshOutcome> | null = null;

/**
 * Exchanges the refresh token for a new pair (rotation: the new refresh token always
 * replaces the old one). Concurrent callers share one refresh. `refused`: the identity provider
 * answered that the sign-in is over (revoked, expired, a disabled account); `unreachable`: no
 * answer (the server restarting, the network down), which ends nothing.
 */
export function refreshTokens(): Promise<TRefreshOutcome> {
  refreshing ??= (async (): Promise<TRefreshOutcome> => {
    const refreshToken = getSession().tokens?.refreshToken;
    if (!refreshToken) return 'refused';
    try {
      const answer = await request<TResponseOf<typeof api.identity.token>>({
        method: tokenRoute.method,
        url: tokenRoute.path,
        form: { grant_type: 'refresh_token', refresh_token: refreshToken },
        auth: false,
        handleUnauthorized: false,
        redirectOnNotFound: false,
      });
      // RFC 6749 §6: a refresh answered without a new refresh token (or id token) keeps the old one.
      storeRotatedTokens({
        accessToken: answer.access_token,
        refreshToken: answer.refresh_token ?? refreshToken,
        idToken: answer.id_token ?? getSession().tokens?.idToken ?? '',
      });
      return 'renewed';
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      return typeof status === 'number' && status >= 400 && status < 500 ? 'refused' : 'unreachable';
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Refreshes the tokens; true when they were renewed. */
export async function refreshSession(): Promise<boolean> {
  return (await refreshTokens()) === 'renewed';
}

/** The sign-in is over (a refusal the client learnt of elsewhere than an API call): sign out, go to login. */
export function endSignIn(): void {
  handlers.onSignedOut();
}

async function send(options: TRequestOptions, isRetry: boolean): Promise<unknown> {
  const session = getSession();
  const accessToken = options.auth === false ? undefined : session.tokens?.accessToken;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(options.url, options.query), {
      method: options.method,
      headers,
      body,
      keepalive: options.keepalive,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    noteUnreachable();
    throw new ApiError(0, 'network_error', 'The server could not be reached');
  }

  const payload = await readBody(response);
  if (response.ok) {
    // A kept copy (the service worker's, offline/sw.ts) carries when it was fetched.
    noteAnswer(fetchedAtOf(response.headers));
    return payload;
  }
  const error = toApiError(response.status, payload, response.statusText || `HTTP ${response.status}`);

  if (response.status === 401 && options.handleUnauthorized !== false) {
    // Another request may already have refreshed the token while this one was in flight.
    const current = getSession().tokens?.accessToken;
    if (!isRetry && accessToken && current && current !== accessToken) return send(options, true);
    const action = unauthorizedAction({
      isTokenEndpoint: options.url === tokenRoute.path,
      message: error.message,
      isAuthenticated: Boolean(accessToken) && isAuthenticated(),
      isRetry,
    });
    if (action === 'refresh-and-retry' && (await refreshSession())) return send(options, true);
    handlers.onSignedOut();
    throw error;
  }
  if (shouldGoToWelcome(response.status, getSession().platformId !== null, options.redirectOnNotFound !== false)) {
    handlers.onNotFound();
  }
  throw error;
}

/** The one fetch wrapper: bearer header, JSON/form/multipart bodies, spec 1 §8 error rules. */
export function request<T = unknown>(options: TRequestOptions): Promise<T> {
  return send(options, false) as Promise<T>;
}
