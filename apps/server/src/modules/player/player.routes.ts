import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function playerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.player.session, ({ platform, caller, params, query }) =>
    ctx.player.session(platform, caller?.userId ?? null, params.sessionId, query),
  );
  registerRoute(app, ctx, api.player.presentation, ({ platform, caller, params, query }) =>
    ctx.player.presentation(platform, caller?.userId ?? null, params.sessionId, params.presId, query),
  );
  registerRoute(app, ctx, api.player.related, ({ platform, params }) => ctx.player.related(platform, params.sessionId));
}
