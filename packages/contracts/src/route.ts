import type { z } from 'zod';

/**
 * Who may call a route (DESIGN: Roles). The server enforces it before the handler runs:
 * - public: anyone, even when the event is closed (settings, menu, identity endpoints);
 * - open: visitors when the event is open, else only its signed-in users;
 * - user: a signed-in user of this event;
 * - self: a signed-in user of this event acting on their own id (`userId` param or `id` query);
 * - platformModerator, reports, admin: a signed-in user holding that role in this event;
 * - submitter: a speaker, a submitter or an organiser of this event (the submission area; the
 *   service then keeps a speaker to their own presentations);
 * - moderator: a signed-in user holding any moderator scope, or an organiser admin; the service
 *   then checks the scope for the entity named (lounge, sponsor lounge, ...), 403 otherwise.
 */
export type TAccess =
  | 'public'
  | 'open'
  | 'user'
  | 'self'
  | 'moderator'
  | 'platformModerator'
  | 'reports'
  | 'submitter'
  | 'admin';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Answers a route's handler or service may give beyond those the server derives from the rest of
 * the declaration (the OpenAPI document lists both): 204 when there was nothing to do, 304 for a
 * cached answer sent with an ETag,
 * 401/403 decided after the access gate (a disabled account, a rule on the entity: "only the
 * moderators of this session"), 404 for something named in the body or query, 409 for a conflict
 * with stored state, 413 for a size the service checks, 429 for a limit of its own.
 */
export type TServiceAnswer = 204 | 304 | 401 | 403 | 404 | 409 | 413 | 429;

export interface TRouteDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: THttpMethod;
  /** Fastify-style path, `:name` for parameters. */
  path: string;
  access: TAccess;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Body encoding the route accepts: JSON (default), form-encoded, or multipart (files). */
  bodyType?: 'json' | 'form' | 'multipart';
  response: R;
  /** Success status (default 200). */
  status?: 200 | 201 | 204;
  /** Media type of the success answer when it is not JSON of `response` (an iCalendar file). */
  contentType?: string;
  /** A multipart body's file field and the media types it takes. */
  file?: { field: string; types: readonly string[] };
  /** See TServiceAnswer. */
  answers?: readonly TServiceAnswer[];
}

export function defineRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  def: TRouteDef<P, Q, B, R>,
): TRouteDef<P, Q, B, R> {
  return def;
}

export type TParamsOf<D> = D extends TRouteDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type TQueryOf<D> = D extends TRouteDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type TBodyOf<D> = D extends TRouteDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type TResponseOf<D> = D extends TRouteDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Builds a concrete URL from a route path and its parameters. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A route as the browser needs it: method and path, typed by its full declaration (the
 * declaration itself, with its schemas, stays on the server side of the bundle).
 */
export interface TRouteRef<D = TRouteDef> {
  method: THttpMethod;
  path: string;
  /** Never set: carries the declaration's type for the typed client. */
  readonly __def?: D;
}
