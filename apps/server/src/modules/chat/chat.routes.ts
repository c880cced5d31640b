import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';

export function chatRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.chat.history, async ({ platform, params, query }) => {
    const meta = await ctx.chat.groups.resolveOptional(platform.id, query.groupType, params.groupId);
    if (!meta) throw notFound('No such group in this event');
    return ctx.chat.history(platform.id, meta, query);
  });
}
