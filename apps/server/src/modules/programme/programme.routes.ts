import { api, classifyProgrammeSegment, toQueryMap } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute, routeHandler } from '../../http/route.ts';
import { parseFilter } from './programme.service.ts';

export function programmeRoutes(app: FastifyInstance, ctx: AppContext) {
  // `programme/{query}` and `programme/{sessionId}` are one path (spec 2 §7): a last segment
  // of digits is a session id, anything else a URL-encoded query string.
  const list = routeHandler(ctx, api.programme.query, async ({ platform, params, query }) => {
    const request = ctx.programme.parseRequest(params.query, query as Record<string, unknown>);
    if ('sessionId' in request) throw new Error('a session id reached the programme list');
    return ctx.programme.programme(platform, request.filter);
  });
  const detail = routeHandler(ctx, api.programme.session, async ({ platform, params }) =>
    ctx.programme.detail(platform, params.sessionId),
  );
  app.get(api.programme.query.path, (req, reply) => {
    const params = req.params as { platformId: string; query: string };
    const segment = classifyProgrammeSegment(params.query ?? '');
    if ('sessionId' in segment) {
      req.params = { platformId: params.platformId, sessionId: params.query };
      return detail(req, reply);
    }
    return list(req, reply);
  });

  registerRoute(app, ctx, api.programme.calendar, async ({ platform, query }) =>
    ctx.programme.calendar(platform, parseFilter({}, toQueryMap(query))),
  );
  registerRoute(app, ctx, api.programme.filters, async ({ platform, query }) =>
    ctx.programme.filters(platform, query.poster),
  );
}
