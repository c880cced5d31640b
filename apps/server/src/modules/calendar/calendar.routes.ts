import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

const ICS = 'text/calendar; charset=utf-8';

export function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.calendar.feed, async ({ platform, caller }) =>
    ctx.calendar.feed(platform.id, caller!.userId),
  );
  registerRoute(app, ctx, api.calendar.revokeFeed, async ({ platform, caller }) =>
    ctx.calendar.revoke(platform.id, caller!.userId),
  );

  // The feed address carries its own key: calendar apps send no bearer token.
  registerRoute(app, ctx, api.calendar.feedIcs, async ({ params, reply }) => {
    const text = await ctx.calendar.feedCalendar(params.feed);
    reply.type(ICS).header('cache-control', 'private, no-cache').header('content-disposition', 'inline');
    return void reply.send(text);
  });

  registerRoute(app, ctx, api.calendar.sessionIcs, async ({ platform, params, reply }) => {
    const text = await ctx.calendar.sessionCalendar(platform, params.sessionId);
    reply
      .type(ICS)
      .header('cache-control', 'no-cache')
      .header('content-disposition', `attachment; filename="session-${params.sessionId}.ics"`);
    return void reply.send(text);
  });
}
