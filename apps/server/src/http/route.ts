import type { TAccess, TRateLimitName, TResponseOf, TRouteDef } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { PreparedAnswer } from '../lib/prepared-answer.ts';
import type { PlatformRecord } from '../modules/platform/platform.service.ts';
import { authenticate, type Caller } from './auth.ts';
import { forbidden, HttpError, notFound, unauthorized } from './errors.ts';
import type { RequestLimits } from './rate-limit.ts';
import { addressKey } from './rate-limit.ts';
import { findNul, zodToHttpError } from './validation.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The request rate limits (set by buildApp). */
    requestLimits: RequestLimits;
  }
}

export { PreparedAnswer };

export interface RouteOptions {
  /** A bucket of RATE_LIMITS taken after the caller is known, before the body is read. */
  rateLimit?: TRateLimitName;
}

/** The options each contract route was registered with (the OpenAPI document derives its 429s from them). */
const registeredOptions = new WeakMap<TRouteDef, RouteOptions>();

/** The options `def` was registered with; undefined when it was not registered through routeHandler. */
export function registeredRouteOptions(def: TRouteDef): RouteOptions | undefined {
  return registeredOptions.get(def);
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteInput<D extends TRouteDef> {
  params: Out<NonNullable<D['params']>>;
  query: Out<NonNullable<D['query']>>;
  body: Out<NonNullable<D['body']>>;
  /** The signed-in caller, or null for a visitor. */
  caller: Caller | null;
  /** The event named by `:platformId`, when the path has one. */
  platform: PlatformRecord;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Answers smaller than this go uncompressed: gzip would save little and cost a header. */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(req: FastifyRequest): boolean {
  const header = req.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b/i.test(header) && !/\bgzip\s*;\s*q=0(\.0*)?\b/i.test(header);
}

/**
 * A handler answers the route's contract, a prepared answer, or the reply itself once it has
 * sent something else on it (a file, a stream: a spreadsheet being written).
 */
export type Handler<D extends TRouteDef> = (
  input: RouteInput<D>,
) => Promise<TResponseOf<D> | PreparedAnswer | FastifyReply | undefined>;

function parsePart<S extends z.ZodType | undefined>(schema: S, data: unknown, where: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(data ?? (where === 'body' ? undefined : {}));
  if (!result.success) throw zodToHttpError(result.error, where, data);
  const nul = findNul(result.data, where);
  if (nul) throw nul;
  return result.data as Out<S>;
}

/** Which id the `self` access compares with the caller: `userId` param, `id` query, else the body's userId. */
function subjectId(params: unknown, query: unknown, body: unknown): number | undefined {
  const p = params as { userId?: number } | undefined;
  const q = query as { id?: number } | undefined;
  const b = body as { userId?: number } | undefined;
  return p?.userId ?? q?.id ?? b?.userId;
}

export function checkAccess(access: TAccess, caller: Caller | null, platform: PlatformRecord | null, subject?: number) {
  if (access === 'public') return;
  if (access === 'open') {
    if (!caller && platform && !platform.settings.open) throw unauthorized('Sign-in required: the event is not open');
    return;
  }
  if (!caller) throw unauthorized();
  switch (access) {
    case 'user':
      return;
    case 'self':
      if (subject !== undefined && subject !== caller.userId) throw forbidden('Only for your own account');
      return;
    case 'moderator':
      // The entity's own scope is checked by the service; this gate keeps everyone else out early.
      if (!caller.isAdmin && !caller.isModerator) throw forbidden('Moderators only');
      return;
    case 'platformModerator':
      if (!caller.isAdmin && !caller.isPlatformModerator) throw forbidden('Platform moderators only');
      return;
    case 'reports':
      if (!caller.isAdmin && !caller.isReportViewer) throw forbidden('Report viewers only');
      return;
    case 'submitter':
      if (!caller.isAdmin && !caller.isSubmitter) throw forbidden('Speakers, submitters and organisers only');
      return;
    case 'admin':
      if (!caller.isAdmin) throw forbidden('Organisers only');
      return;
  }
}

/**
 * Registers one contract route: validate params → find the event → authenticate and check
 * access → validate query and body → handler → validate the answer (allow-listed fields).
 */
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerRoute<D extends TRouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: D,
  handler: Handler<D>,
  options: RouteOptions = {},
) {
  app.route({ method: def.method, url: def.path, handler: routeHandler(ctx, def, handler, options) });
}

/** The request pipeline of one contract route, for paths that several contract routes share. */
export function routeHandler<D extends TRouteDef>(
  ctx: AppContext,
  def: D,
  handler: Handler<D>,
  options: RouteOptions = {},
) {
  registeredOptions.set(def, options);
  // Answers already checked against this route's contract, by object: a cached answer
  // (settings, menu) is checked and serialised once, then sent as is.
  const checkedAnswers = new WeakMap<object, string>();
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const params = parsePart(def.params, req.params, 'params');
    const platformId = (params as { platformId?: number } | undefined)?.platformId;
    let platform: PlatformRecord | null = null;
    if (platformId !== undefined) {
      platform = await ctx.platforms.getById(platformId);
      if (!platform) throw notFound('Platform does not exist');
    }
    // A public route serves anyone: its token, if any, is not even read (a stale or foreign
    // one must not turn a public answer into a 401).
    const caller = def.access === 'public' ? null : await authenticate(ctx, req, platform);
    // Who may call is decided before the input is read: a visitor gets 401, not a 400.
    checkAccess(def.access, caller, platform);
    if (options.rateLimit) {
      // Signed-in callers are counted per user (wherever they connect from), visitors per address.
      const subject =
        caller && platform ? { platformId: platform.id, userId: caller.userId } : { address: addressKey(req.ip) };
      await req.server.requestLimits.take(options.rateLimit, subject);
    }
    const query = parsePart(def.query, req.query, 'query');
    const body =
      def.bodyType === 'multipart' ? (undefined as Out<NonNullable<D['body']>>) : parsePart(def.body, req.body, 'body');
    if (def.access === 'self') checkAccess(def.access, caller, platform, subjectId(params, query, body));
    const result = await handler({
      params,
      query,
      body,
      caller,
      platform: platform as PlatformRecord,
      req,
      reply,
    } as RouteInput<D>);
    if (reply.sent || result === reply) return reply;
    const status = def.status ?? 200;
    if (result instanceof PreparedAnswer) {
      reply.header('etag', result.etag);
      if (req.headers['if-none-match'] === result.etag) return reply.code(304).send();
      reply.code(status).type(result.contentType);
      if (result.body.length < GZIP_MIN_BYTES) return reply.send(result.body);
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(req)) return reply.send(result.body);
      return reply.header('content-encoding', 'gzip').send(result.gzip());
    }
    if (status === 204) return reply.code(204).send();
    const reusable = def.method === 'GET' && typeof result === 'object' && result !== null;
    const known = reusable ? checkedAnswers.get(result) : undefined;
    if (known !== undefined) return reply.code(status).type(JSON_TYPE).send(known);
    const checked = def.response.safeParse(result);
    if (!checked.success) {
      req.log.error({ issues: checked.error.issues, route: def.path }, 'answer does not match its contract');
      throw new HttpError(500, 'internal', 'Internal error');
    }
    const json = JSON.stringify(checked.data);
    if (reusable) checkedAnswers.set(result, json);
    return reply.code(status).type(JSON_TYPE).send(json);
  };
}
