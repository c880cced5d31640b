import { type api, buildPath, type TBodyOf, type TResponseOf } from '@atrium/contracts';
import { request } from './http.ts';

type TRoutes = typeof api;

/**
 * The calls the first screen makes before anything else: the event's settings (the guard)
 * and the account calls of the login and password-reset pages.
 *
 * Why not `apiCall(api.…)`: the contracts' route table carries every zod schema, and
 * importing it puts zod (~25 KB gzipped) in the first load of the login page. These three
 * routes are therefore mirrored here (method and path; types still come from the contracts,
 * so a changed schema breaks the build) and `bootstrap-routes.test.ts` fails if a mirrored
 * path or method drifts from api.ts. Every other call goes through `apiCall`.
 */
export const BOOTSTRAP_ROUTES = {
  settings: { method: 'GET', path: '/api/platform/:eventCode' },
  forgotPassword: { method: 'POST', path: '/connect/forgot-password' },
  resetPassword: { method: 'POST', path: '/connect/reset-password' },
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
