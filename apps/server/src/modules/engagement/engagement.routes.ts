import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function engagementRoutes(app: FastifyInstance, ctx: AppContext) {
  const e = api.engagement;
  const limited = { rateLimit: 'engagement' } as const;
  registerRoute(
    app,
    ctx,
    e.likeSession,
    ({ platform, caller, params }) => ctx.engagement.like(platform, caller!.userId, params.sessionId, null),
    limited,
  );
  registerRoute(
    app,
    ctx,
    e.likePresentation,
    ({ platform, caller, params }) => ctx.engagement.like(platform, caller!.userId, params.sessionId, params.presId),
    limited,
  );
  registerRoute(
    app,
    ctx,
    e.rateSession,
    ({ platform, caller, params }) =>
      ctx.engagement.rate(platform, caller!.userId, params.sessionId, null, params.value),
    limited,
  );
  registerRoute(
    app,
    ctx,
    e.ratePresentation,
    ({ platform, caller, params }) =>
      ctx.engagement.rate(platform, caller!.userId, params.sessionId, params.presId, params.value),
    limited,
  );
  registerRoute(
    app,
    ctx,
    e.viewSession,
    ({ platform, caller, params }) => ctx.engagement.view(platform, caller?.userId ?? null, params.sessionId, null),
    limited,
  );
  registerRoute(
    app,
    ctx,
    e.viewPresentation,
    ({ platform, caller, params }) =>
      ctx.engagement.view(platform, caller?.userId ?? null, params.sessionId, params.presId),
    limited,
  );
}
