import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function platformRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.platform.settings, async ({ params }) => {
    const platform = await ctx.platforms.requireByCode(params.eventCode);
    return platform.settings;
  });
}
