import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';
import { appIcon, appManifest } from './app-manifest.ts';

export function platformRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.platform.settings, async ({ params }) => {
    const platform = await ctx.platforms.requireByCode(params.eventCode);
    return platform.settings;
  });

  registerRoute(app, ctx, api.platform.manifest, async ({ platform, req, reply }) => {
    reply.header('vary', 'accept-language');
    reply.header('cache-control', 'no-cache');
    return appManifest(platform, req.headers['accept-language']);
  });
  registerRoute(app, ctx, api.platform.appIcon, async ({ platform, params, reply }) => {
    reply.header('cache-control', 'public, max-age=86400');
    return appIcon(platform, params.size);
  });

  // The root page: only open events are named (a closed one shows its own closed text).
  registerRoute(app, ctx, api.platforms.listOpen, async () => {
    const all = await ctx.platforms.list();
    return all
      .filter((platform) => platform.settings.open)
      .map((platform) => ({ eventCode: platform.code, eventTitle: platform.settings.eventTitle }));
  });
}
