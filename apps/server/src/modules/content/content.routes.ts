import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

const MODULE_HTML = [
  [api.platform.programmeHtml, 'programme'],
  [api.platform.vodHtml, 'vod'],
  [api.platform.liveHtml, 'live'],
  [api.platform.posterHtml, 'poster'],
  [api.platform.expoHtml, 'expo'],
  [api.platform.loungeHtml, 'lounge'],
  [api.platform.speakersHtml, 'speakers'],
  [api.platform.participantsHtml, 'all-participants'],
] as const;

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.platform.modules, async ({ platform }) => ctx.content.modules(platform));
  registerRoute(app, ctx, api.platform.landing, async ({ platform }) => ctx.content.landing(platform.id));
  registerRoute(app, ctx, api.platform.custom, async ({ platform, params }) =>
    ctx.content.customPage(platform.id, params.customId),
  );
  for (const [def, module] of MODULE_HTML) {
    registerRoute(app, ctx, def, async ({ platform }) => ctx.content.moduleHtml(platform.id, module));
  }
  registerRoute(app, ctx, api.platform.ads, async ({ platform, query }) => ctx.content.ads(platform.id, query.datype));
}
