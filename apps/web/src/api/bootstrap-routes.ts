import { type api, buildPath, type TBodyOf, type TResponseOf } from '@atrium/contracts';
import { request, type TRequestOptions } from './http.ts';

type TRoutes = typeof api;

/**
 * The calls every screen makes, the login page included: the event's settings (the guard),
 * the account calls of the login and password-reset pages, and the activity logs (scan,
 * trace, navigation).
 *
 * Why not `apiCall(api.…)`: the contracts' route table carries every zod schema, and
 * importing it puts zod (~25 KB gzipped) in the login page's load. These routes are
 * therefore mirrored here (method and path; the types still come from the contracts, so a
 * changed schema breaks the build) and `bootstrap-routes.test.ts` fails if a mirrored path
 * or method drifts from api.ts. Every other call goes through `apiCall`.
 */
export const BOOTSTRAP_ROUTES = {
  settings: { method: 'GET', path: '/api/platform/:eventCode' },
  forgotPassword: { method: 'POST', path: '/connect/forgot-password' },
  resetPassword: { method: 'POST', path: '/connect/reset-password' },
  scan: { method: 'POST', path: '/api/platform/:platformId/log/scan' },
  trace: { method: 'POST', path: '/api/platform/:platformId/log/trace' },
  navigation: { method: 'POST', path: '/api/platform/:platformId/log/navigation' },
} as const;

const anonymous = { auth: false, handleUnauthorized: false, redirectOnNotFound: false } as const;

/** GET /api/platform/{eventCode}: the resolved settings (spec 1 §3.1); a 404 is the guard's business. */
export function fetchPlatformSettings(
  eventCode: string,
  signal?: AbortSignal,
): Promise<TResponseOf<TRoutes['platform']['settings']>> {
  const { method, path } = BOOTSTRAP_ROUTES.settings;
  return request({ method, url: buildPath(path, { eventCode }), signal, ...anonymous });
}

/** POST the forgotten-password form, to the event's own address when it sets one (spec 1 §8). */
export function postForgotPassword(
  body: TBodyOf<TRoutes['account']['forgotPassword']>,
  url?: string,
): Promise<TResponseOf<TRoutes['account']['forgotPassword']>> {
  const { method, path } = BOOTSTRAP_ROUTES.forgotPassword;
  return request({ method, url: url || path, json: body, ...anonymous });
}

/** POST a new password with the single-use token of the reset link. */
export function postResetPassword(
  body: TBodyOf<TRoutes['account']['resetPassword']>,
): Promise<TResponseOf<TRoutes['account']['resetPassword']>> {
  const { method, path } = BOOTSTRAP_ROUTES.resetPassword;
  return request({ method, url: path, json: body, ...anonymous });
}

type TLogRoute = 'scan' | 'trace' | 'navigation';
type TLogBodies = {
  scan: TBodyOf<TRoutes['logs']['scan']>;
  trace: TBodyOf<TRoutes['logs']['trace']>;
  navigation: TBodyOf<TRoutes['logs']['navigation']>;
};
type TLogAnswers = {
  scan: TResponseOf<TRoutes['logs']['scan']>;
  trace: TResponseOf<TRoutes['logs']['trace']>;
  navigation: TResponseOf<TRoutes['logs']['navigation']>;
};
export type TLogCallOptions = Pick<TRequestOptions, 'keepalive' | 'handleUnauthorized'>;

/** POST an activity log of the platform (spec 1 §3.7); a log call never moves the user on a 404. */
export function postLog<R extends TLogRoute>(
  route: R,
  platformId: number,
  body: TLogBodies[R],
  options: TLogCallOptions = {},
): Promise<TLogAnswers[R]> {
  const { method, path } = BOOTSTRAP_ROUTES[route];
  return request({
    method,
    url: buildPath(path, { platformId }),
    json: body,
    redirectOnNotFound: false,
    ...options,
  });
}
