import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

/** Browsing sessions (spec 2 §7: `GET /sessions?page=`, `GET /sessions/homevod`). */
export function browseRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.browse.sessions, async ({ platform, query }) => ctx.browse.list(platform, query));
  registerRoute(app, ctx, api.browse.homeVod, async ({ platform }) => ctx.browse.homeVod(platform));
}
