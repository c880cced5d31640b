import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';

export function loungesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.lounges.list, async ({ platform }) => ctx.lounges.list(platform.id));

  registerRoute(app, ctx, api.lounges.rooms, async ({ platform, params }) => ctx.lounges.rooms(platform.id, params.id));

  registerRoute(
    app,
    ctx,
    api.lounges.createRoom,
    async ({ platform, params, body, caller }) =>
      ctx.lounges.createRoom(platform.id, caller!.userId, params.parentId, body.groupName),
    { rateLimit: 'roomCreate' },
  );

  registerRoute(app, ctx, api.lounges.removeRoom, async ({ platform, params, caller }) => {
    await ctx.lounges.removeRoom(platform.id, caller!.userId, params.parentId, params.groupId);
    return null;
  });

  registerRoute(app, ctx, api.lounges.sponsorLounge, async ({ platform, params, caller }) =>
    ctx.lounges.sponsorLounge(platform.id, caller!.userId, params.sponsorId),
  );

  registerRoute(app, ctx, api.lounges.usersIn, async ({ platform, params, query, caller }) => {
    // Security decision (ARCHITECTURE): the whole event's attendance, with organisation and
    // country, is for organisers and platform moderators; attendees list lounge rooms only.
    if (query.groupType === 'EVENT' && !caller?.isAdmin && !caller?.isPlatformModerator)
      throw forbidden('Only organisers and platform moderators may list everyone in the event');
    return ctx.lounges.usersIn(platform.id, params.groupId, query.groupType, query.limit);
  });
}
