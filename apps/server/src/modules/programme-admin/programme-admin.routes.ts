import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

/** Programme administration (spec 3 §7 "Admin"): organisers only, as the contract declares (`admin`). */
export function programmeAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = api.programmeAdmin;
  registerRoute(app, ctx, r.sessions, async ({ platform, query }) => ctx.programmeAdmin.list(platform, query));

  registerRoute(app, ctx, r.session, async ({ platform, params }) => ctx.programmeAdmin.session(platform, params.id));

  registerRoute(app, ctx, r.saveSession, async ({ platform, query, body }) =>
    ctx.programmeAdmin.saveSession(platform, body, query.updatePresTime),
  );

  registerRoute(app, ctx, r.deleteSession, async ({ platform, params }) => {
    await ctx.programmeAdmin.deleteSession(platform, params.id);
    return null;
  });

  registerRoute(app, ctx, r.presentation, async ({ platform, params, query }) =>
    ctx.programmeAdmin.presentation(platform, params.id, query.sessionId),
  );

  registerRoute(app, ctx, r.savePresentation, async ({ platform, body }) =>
    ctx.programmeAdmin.savePresentation(platform, body),
  );

  registerRoute(app, ctx, r.deletePresentation, async ({ platform, params }) => {
    await ctx.programmeAdmin.deletePresentation(platform, params.id);
    return null;
  });
}
