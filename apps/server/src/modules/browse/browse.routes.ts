import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

/** Browsing sessions (spec 2 §7: `GET /sessions?page=`, `GET /sessions/homevod`). */
export function browseRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.browse.sessions, async ({ platform, query }) => ctx.browse.list(platform, query));
  registerRoute(app, ctx, api.browse.homeVod, async ({ platform }) => ctx.browse.homeVod(platform));
  registerRoute(app, ctx, api.browse.thumbnail, async ({ platform, params, reply }) => {
    const picture = await ctx.browse.thumbnail(platform, params.sessionId);
    // An image only: nothing in it may run or load, even when opened on its own.
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header('cache-control', 'public, max-age=86400');
    return picture;
  });
}
