import type { TRouteDef } from '@atrium/contracts';
import type { RouteOptions } from './route.ts';

/**
 * The answers of a route in the OpenAPI document, derived from its declaration and from how the
 * server runs it (route.ts, app.ts), so that a route gets every status it can give without a list
 * kept by hand:
 * - 400: the input is checked against the contract (and a body of a non-GET method is parsed,
 *   whatever the route expects: bad JSON is a 400);
 * - 401: any access but `public` (`open` too: a closed event, or a token that is bad);
 * - 403: the access levels that need a role or one's own id;
 * - 404: a path with parameters (the event, or what the path names, does not exist);
 * - 413, 415: a method with a body (the body limit, a media type no parser takes);
 * - 414: a path parameter over the router's length limit;
 * - 429: a rate-limit bucket in the route's options, and every `/connect/` path (counted per address);
 * - 503: every route (the database is briefly unreachable; sign-in when hashing is saturated);
 * - and what the declaration adds in `answers` (the service's own rules).
 */
export interface RouteFacts {
  def: TRouteDef;
  options: RouteOptions | undefined;
}

/** Spreadsheet answers of the routes whose query has a `format` (reports). */
const FORMAT_MEDIA_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

const ROLE_ACCESS = new Set<TRouteDef['access']>([
  'self',
  'moderator',
  'platformModerator',
  'reports',
  'submitter',
  'admin',
]);

/** The error answers every route shares, as `components/responses`. */
export const ERROR_RESPONSES: Record<string, { status: number; description: string; retryAfter?: boolean }> = {
  NoContent: { status: 204, description: 'Nothing was done: no content' },
  NotModified: { status: 304, description: 'Not modified: the answer has the ETag sent in If-None-Match' },
  BadRequest: { status: 400, description: 'Bad input: the message (and `fields`) name the part and the field' },
  Unauthorized: {
    status: 401,
    description:
      'No token where one is needed, or a token that is invalid, expired, of another event or of a disabled account',
  },
  Forbidden: { status: 403, description: 'Signed in, but without the role, or not for this entity or account' },
  NotFound: { status: 404, description: 'The event, or what the path or input names, does not exist' },
  Conflict: { status: 409, description: 'The request conflicts with what is stored' },
  PayloadTooLarge: { status: 413, description: 'The body or the file is larger than the limit (`error`: `too_large`)' },
  UriTooLong: { status: 414, description: 'A path segment is too long' },
  UnsupportedMediaType: { status: 415, description: 'The body is of a media type the route does not take' },
  TooManyRequests: {
    status: 429,
    description: 'Too many requests: try again after Retry-After seconds',
    retryAfter: true,
  },
  ServiceUnavailable: {
    status: 503,
    description:
      'Briefly unavailable (the database, or too many sign-ins at once): try again after Retry-After seconds',
    retryAfter: true,
  },
};

const BY_STATUS = new Map(Object.entries(ERROR_RESPONSES).map(([name, r]) => [r.status, name]));

/** The statuses (besides the success) a route can answer, in order. */
export function refusalsOf({ def, options }: RouteFacts): number[] {
  const statuses = new Set<number>(def.answers ?? []);
  const hasPathParams = /:\w+/.test(def.path);
  const readsBody = def.method !== 'GET';
  if (def.params || def.query || def.body || readsBody || hasPathParams) statuses.add(400);
  if (def.access !== 'public') statuses.add(401);
  if (ROLE_ACCESS.has(def.access)) statuses.add(403);
  if (hasPathParams) {
    statuses.add(404);
    statuses.add(414);
  }
  if (readsBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (options?.rateLimit || def.path.startsWith('/connect/')) statuses.add(429);
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

/** `{ $ref }` to the shared response of `status`. */
export function errorResponseRef(status: number): { $ref: string } {
  const name = BY_STATUS.get(status);
  if (!name) throw new Error(`no shared response for ${status}`);
  return { $ref: `#/components/responses/${name}` };
}

/** The media types of the success answer besides JSON: the spreadsheets a `format` query offers. */
export function otherMediaTypes(formatValues: readonly string[]): string[] {
  return formatValues.flatMap((value) => (FORMAT_MEDIA_TYPES[value] ? [FORMAT_MEDIA_TYPES[value]] : []));
}
