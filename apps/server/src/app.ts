import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { trustProxySetting } from './config/trust-proxy.ts';
import type { AppContext } from './context.ts';
import { isDatabaseUnavailable } from './db/database-errors.ts';
import { HttpError, RateLimitedError } from './http/errors.ts';
import { multipartProblem } from './http/multipart-errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { RequestLimits } from './http/rate-limit.ts';
import { addPermissionsPolicy, securityHeaders } from './http/security-headers.ts';
import { appAuthorizeRoutes } from './identity/authorize/authorize.routes.ts';
import { externalSignInRoutes } from './identity/external/external.routes.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { browseRoutes } from './modules/browse/browse.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { engagementRoutes } from './modules/engagement/engagement.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { loungesRoutes } from './modules/lounges/lounges.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { playerRoutes } from './modules/player/player.routes.ts';
import { pollsRoutes } from './modules/polls/polls.routes.ts';
import { programmeRoutes } from './modules/programme/programme.routes.ts';
import { programmeAdminRoutes } from './modules/programme-admin/programme-admin.routes.ts';
import { questionsRoutes } from './modules/questions/questions.routes.ts';
import { remindersRoutes } from './modules/reminders/reminders.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { demoMediaRoutes } from './modules/seed/demo-media.routes.ts';
import { sponsorsRoutes } from './modules/sponsors/sponsors.routes.ts';
import { submitRoutes } from './modules/submit/submit.routes.ts';
import { directoryRoutes } from './modules/users/directory.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/** The whole request, headers and body, must arrive within this time (Fastify requestTimeout). */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** Registered after the API routes (the command channel of the CLI uses it). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The HTTP application: API, identity endpoints, uploaded files and the built SPA. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request at info would be thousands per visit: they are logged at debug below.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count believes only hops from private addresses (config/trust-proxy.ts).
    trustProxy: trustProxySetting(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request (headers and body) must arrive within this time: a client trickling a body
    // cannot hold a connection and its buffers for minutes (the largest body, a 5 MB photo,
    // needs 700 kbit/s). Node checks it every 30 s, so a slow request ends within 90 s.
    requestTimeout: REQUEST_TIMEOUT_MS,
    ajv: { customOptions: { coerceTypes: false } },
    // A path the router refuses (a parameter over 100 characters, bad percent-encoding) answers
    // in the API's error shape, without echoing the path back.
    frameworkErrors: (error: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply.code(tooLong ? 414 : 400).send({
        error: 'bad_request',
        message: tooLong ? 'params: a path segment is too long' : 'params: invalid path',
      });
    },
  });

  ctx.metrics?.instrument(app);
  app.addHook('onResponse', async (req, reply) => {
    req.log.debug(
      { method: req.method, url: req.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  await app.register(helmet, securityHeaders(ctx.config));
  addPermissionsPolicy(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  app.decorate(
    'requestLimits',
    new RequestLimits(ctx.redis, ctx.config.rateLimits, ctx.clock, (error) =>
      app.log.warn({ err: error }, 'rate limit store'),
    ),
  );
  // /connect/* (sign-in, refresh, revocation) is counted per address before the body is read.
  app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/connect/')) await app.requestLimits.takeByAddress('connect', req);
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof RateLimitedError)
      reply.header('retry-after', Math.max(1, Math.ceil(error.retryAfterMs / 1000)));
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    // A multipart body without a boundary, cut short or otherwise unreadable is the client's fault.
    const multipartMessage = multipartProblem(error);
    if (multipartMessage) return reply.code(400).send({ error: 'bad_request', message: multipartMessage });
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status;
    // a body or a multipart part over a limit says so in its code, as the services' 413s do.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'body: unsupported content type' : `body: ${error.message}`;
      return reply.code(status).send({ error: status === 413 ? 'too_large' : 'bad_request', message });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'unavailable', message: 'The service is briefly unavailable: try again in a few seconds' });
    }
    req.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'Internal error' });
  });

  identityRoutes(app, ctx);
  externalSignInRoutes(app, ctx);
  appAuthorizeRoutes(app, ctx);
  platformRoutes(app, ctx);
  contentRoutes(app, ctx);
  usersRoutes(app, ctx);
  logsRoutes(app, ctx);
  programmeRoutes(app, ctx);
  programmeAdminRoutes(app, ctx);
  browseRoutes(app, ctx);
  bookmarksRoutes(app, ctx);
  remindersRoutes(app, ctx);
  playerRoutes(app, ctx);
  engagementRoutes(app, ctx);
  questionsRoutes(app, ctx);
  pollsRoutes(app, ctx);
  calendarRoutes(app, ctx);
  loungesRoutes(app, ctx);
  chatRoutes(app, ctx);
  conversationsRoutes(app, ctx);
  submitRoutes(app, ctx);
  reportsRoutes(app, ctx);
  sponsorsRoutes(app, ctx);
  directoryRoutes(app, ctx);
  // The demo event's session recordings (modules/seed).
  demoMediaRoutes(app);
  // Made at the first request, when every route is registered (their options are part of it).
  let openApi: unknown;
  app.get('/api/openapi.json', async () => {
    openApi ??= openApiDocument(ctx.config.publicUrl);
    return openApi;
  });
  // Alive: the process answers. Ready: its dependencies answer and it is not draining, as last
  // checked in the background (ops/readiness.ts): both answer from memory, whatever the rate.
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_req, reply) => {
    const state = await ctx.readiness.current();
    return reply
      .code(state.ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(state);
  });
  options.extraRoutes?.(app);

  // Stored files (profile photos, submissions): modules/files.
  await filesRoutes(app, ctx);

  const webDist = ctx.config.webDist;
  const hasSpa = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (hasSpa && webDist) {
    // Hashed assets are cached for a year; .br/.gz written at build time are sent when accepted.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  if (hasSpa && webDist) {
    // The root is a client route too; left to the static handler it is a directory without an
    // index, which answers 403 to a client that does not accept a compressed copy.
    app.get('/', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', webDist));
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isApi = /^\/(api|connect|\.well-known|files|hub|media)(\/|$)/.test(url);
    // A missing asset (a path with a file extension) is a 404, not the app's page.
    const isFile = /\/assets\/|\.[A-Za-z0-9]{1,8}$/.test(url);
    if (!isApi && !isFile && req.method === 'GET' && hasSpa) {
      // Client routes: the SPA answers, with no long cache on index.html.
      return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist as string);
    }
    return reply.code(404).send({ error: 'not_found', message: 'Not found' });
  });

  return app;
}
