import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { HttpError } from './http/errors.ts';
import { openApiDocument } from './http/openapi.ts';
import { identityRoutes } from './identity/identity.routes.ts';
import { bookmarksRoutes } from './modules/bookmarks/bookmarks.routes.ts';
import { calendarRoutes } from './modules/calendar/calendar.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { conversationsRoutes } from './modules/conversations/conversations.routes.ts';
import { logsRoutes } from './modules/logs/logs.routes.ts';
import { loungesRoutes } from './modules/lounges/lounges.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { programmeRoutes } from './modules/programme/programme.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export interface BuildOptions {
  logger?: boolean | { level: string };
  /** Registered after the API routes (the command channel of the CLI uses it). */
  extraRoutes?: (app: FastifyInstance) => void;
}

/** The HTTP application: API, identity endpoints, uploaded files and the built SPA. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (ctx.config.trustProxy as number)
        : ctx.config.trustProxy,
    bodyLimit: 1024 * 1024,
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

  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type) keep their status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'body: unsupported content type' : `body: ${error.message}`;
      return reply.code(status).send({ error: 'bad_request', message });
    }
    req.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'Internal error' });
  });

  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  identityRoutes(app, ctx);
  platformRoutes(app, ctx);
  contentRoutes(app, ctx);
  usersRoutes(app, ctx);
  logsRoutes(app, ctx);
  programmeRoutes(app, ctx);
  bookmarksRoutes(app, ctx);
  calendarRoutes(app, ctx);
  loungesRoutes(app, ctx);
  chatRoutes(app, ctx);
  conversationsRoutes(app, ctx);
  app.get('/api/openapi.json', async () => openApiDocument());
  app.get('/healthz', async () => ({ ok: true }));
  options.extraRoutes?.(app);

  // Uploaded public files (profile photos): unguessable names, cached for a day.
  await app.register(fastifyStatic, {
    root: ctx.files.root,
    prefix: '/files/',
    decorateReply: false,
    maxAge: '1d',
    dotfiles: 'deny',
  });

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
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const isApi = /^\/(api|connect|\.well-known|files|hub)(\/|$)/.test(url);
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
