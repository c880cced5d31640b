import {
  buildPath,
  type TBodyOf,
  type TQueryOf,
  type TResponseOf,
  type TRouteDef,
  type TRouteRef,
} from '@atrium/contracts';
import { ApiError } from '../../api/api-error.ts';
import { request, type TQueryValue } from '../../api/http.ts';
import { getSession } from '../../auth/session-store.ts';

type TRouteCallInput<D> = {
  params?: Record<string, string | number>;
  query?: D extends TRouteDef ? TQueryOf<D> : never;
  body?: D extends TRouteDef ? TBodyOf<D> : never;
  redirectOnNotFound?: boolean;
  signal?: AbortSignal;
};

/**
 * Calls a route of the zod-free route table (`apiRoutes`), typed by its declaration in
 * api.ts, so that the programme's chunks carry no schema. The answer is trusted as the
 * contract types it (the server validates its own answers).
 */
export function callRoute<D extends TRouteDef>(
  route: TRouteRef<D>,
  input: TRouteCallInput<D> = {},
): Promise<TResponseOf<D>> {
  const params: Record<string, string | number> = { ...input.params };
  if (route.path.includes(':platformId') && params.platformId === undefined) {
    const { platformId } = getSession();
    if (platformId === null) return Promise.reject(new ApiError(0, 'no_platform', 'No event is active'));
    params.platformId = platformId;
  }
  return request<TResponseOf<D>>({
    method: route.method,
    url: buildPath(route.path, params),
    query: input.query as Record<string, TQueryValue> | undefined,
    json: input.body,
    redirectOnNotFound: input.redirectOnNotFound,
    signal: input.signal,
  });
}
