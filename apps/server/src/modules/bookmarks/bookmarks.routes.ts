import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function bookmarksRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.bookmarks.list, async ({ platform, caller }) =>
    ctx.bookmarks.list(platform, caller!.userId),
  );

  registerRoute(app, ctx, api.bookmarks.add, async ({ platform, caller, body, reply }) => {
    const created = await ctx.bookmarks.add(platform, caller!.userId, body);
    // spec 2 §4: without an entityId nothing is stored; 204 tells the client nothing was added.
    if (!created) return void reply.code(204).send();
    return created;
  });

  registerRoute(app, ctx, api.bookmarks.remove, async ({ platform, caller, params }) => {
    await ctx.bookmarks.remove(platform, caller!.userId, params.id);
    return null;
  });
}
