import {
  buildPath,
  type TBodyOf,
  type TParamsOf,
  type TQueryOf,
  type TResponseOf,
  type TRouteDef,
  type TRouteRef,
} from '@atrium/contracts';
import { getSession } from '../auth/session-store.ts';
import { ApiError } from './api-error.ts';
import { request, type TQueryValue, type TRequestOptions } from './http.ts';

/** Path parameters of a route, by name; `platformId` defaults to the active platform. */
export type TPathParams<D> = { [K in keyof TParamsOf<D>]?: string | number };

export type TCallInput<D extends TRouteDef> = {
  params?: TPathParams<D>;
  query?: TQueryOf<D>;
  /** JSON body. */
  body?: TBodyOf<D>;
  /** Form-encoded body: the identity provider's routes (RFC 6749, RFC 7009). */
  form?: TBodyOf<D>;
  /** Multipart body (uploads). */
  formData?: FormData;
  /** Replaces the route's path (an event may point the forgot-password form elsewhere). */
  url?: string;
} & Pick<TRequestOptions, 'auth' | 'handleUnauthorized' | 'redirectOnNotFound' | 'keepalive' | 'signal'>;

/** A form body's fields as strings; absent values are left out. */
function formFields(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) fields[key] = String(value);
  }
  return fields;
}

/**
 * Calls a route of the contracts' route table (`apiRoutes`): method and path come from the
 * table, the types of params, query, body and answer from the route's declaration. Nothing
 * is validated here: the server checks every input against the contract (a 400 names the
 * field, and its message is shown) and every answer before sending it.
 */
export function apiCall<D extends TRouteDef>(route: TRouteRef<D>, input: TCallInput<D> = {}): Promise<TResponseOf<D>> {
  const params: Record<string, string | number> = { ...(input.params as Record<string, string | number>) };
  if (route.path.includes(':platformId') && params.platformId === undefined) {
    const { platformId } = getSession();
    if (platformId === null) return Promise.reject(new ApiError(0, 'no_platform', 'No event is active'));
    params.platformId = platformId;
  }
  return request<TResponseOf<D>>({
    method: route.method,
    url: input.url ?? buildPath(route.path, params),
    query: input.query as Record<string, TQueryValue> | undefined,
    json: input.body,
    form: input.form === undefined ? undefined : formFields(input.form),
    formData: input.formData,
    auth: input.auth,
    handleUnauthorized: input.handleUnauthorized,
    redirectOnNotFound: input.redirectOnNotFound,
    keepalive: input.keepalive,
    signal: input.signal,
  });
}
