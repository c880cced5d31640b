import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

/** The exhibition (spec 2 §7: `/sponsors/filter`, `/sponsors/filters`, `/sponsors/{id}`). */
export function sponsorsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.exhibition.filter, async ({ platform, query }) => ctx.sponsors.list(platform.id, query));
  registerRoute(app, ctx, api.exhibition.filters, async ({ platform }) => ctx.sponsors.filters(platform.id));
  registerRoute(app, ctx, api.exhibition.stand, async ({ platform, params }) =>
    ctx.sponsors.stand(platform.id, params.sponsorId),
  );
}
