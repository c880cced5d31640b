import { buildPath, type TBodyOf, type TQueryOf, type TResponseOf, type TRouteDef } from '@atrium/contracts';
import { getSession } from '../auth/session-store.ts';
import { ApiError } from './api-error.ts';
import { request, type TQueryValue, type TRequestOptions } from './http.ts';

export type TCallInput<D extends TRouteDef> = {
  /** Path parameters; `platformId` defaults to the active platform. */
  params?: Record<string, string | number>;
  query?: TQueryOf<D>;
  body?: TBodyOf<D>;
  formData?: FormData;
  /** Replaces the route's path (an event may point the forgot-password form elsewhere). */
  url?: string;
} & Pick<TRequestOptions, 'auth' | 'handleUnauthorized' | 'redirectOnNotFound' | 'keepalive' | 'signal'>;

/**
 * Calls a route declared in the contracts: builds its path, checks the body against the
 * route's schema before sending (spec 1 §5: e.g. a scan log needs entityId and userId) and
 * reads the answer through the response schema.
 */
export async function apiCall<D extends TRouteDef>(route: D, input: TCallInput<D> = {}): Promise<TResponseOf<D>> {
  const params: Record<string, string | number> = { ...input.params };
  if (route.path.includes(':platformId') && params.platformId === undefined) {
    const { platformId } = getSession();
    if (platformId === null) throw new ApiError(0, 'no_platform', 'No event is active');
    params.platformId = platformId;
  }
  let json: unknown;
  if (input.body !== undefined) {
    if (route.body) {
      const checked = route.body.safeParse(input.body);
      if (!checked.success) {
        throw new ApiError(
          400,
          'invalid_request',
          'The request is not valid',
          checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
        );
      }
      json = checked.data;
    } else json = input.body;
  }
  const payload = await request({
    method: route.method,
    url: input.url ?? buildPath(route.path, params),
    query: input.query as Record<string, TQueryValue> | undefined,
    json,
    formData: input.formData,
    auth: input.auth,
    handleUnauthorized: input.handleUnauthorized,
    redirectOnNotFound: input.redirectOnNotFound,
    keepalive: input.keepalive,
    signal: input.signal,
  });
  const parsed = route.response.safeParse(payload);
  if (parsed.success) return parsed.data as TResponseOf<D>;
  // A server answer that does not match the contract is reported but still used, so a new
  // field or a small drift does not blank the page.
  console.warn(`[atrium] ${route.method} ${route.path}: answer does not match the contract`, parsed.error.issues);
  return payload as TResponseOf<D>;
}
