import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function conversationsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.conversations.list, async ({ platform, caller }) =>
    ctx.conversations.list(platform.id, caller!.userId),
  );

  registerRoute(app, ctx, api.conversations.users, async ({ platform, caller, query }) =>
    ctx.conversations.searchUsers(platform.id, caller!.userId, query.q),
  );

  registerRoute(app, ctx, api.conversations.get, async ({ platform, caller, params, query }) =>
    ctx.conversations.get(platform.id, caller!.userId, params.id, query),
  );

  registerRoute(
    app,
    ctx,
    api.conversations.create,
    async ({ platform, caller, body }) => ctx.conversations.open(platform.id, caller!.userId, body),
    { rateLimit: 'privateMessage' },
  );

  registerRoute(
    app,
    ctx,
    api.conversations.post,
    async ({ platform, caller, body }) => ctx.conversations.post(platform.id, caller!.userId, body),
    { rateLimit: 'privateMessage' },
  );

  registerRoute(app, ctx, api.conversations.read, async ({ platform, caller, params }) => {
    await ctx.conversations.markRead(platform.id, caller!.userId, params.id);
    return null;
  });
}
