import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function remindersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.reminders.pushKey, async () => ({
    publicKey: (await ctx.reminders.vapid()).publicKey,
  }));

  registerRoute(app, ctx, api.reminders.subscribe, async ({ platform, caller, body }) => {
    await ctx.reminders.subscribe(platform.id, caller!.userId, body);
    return null;
  });

  registerRoute(app, ctx, api.reminders.unsubscribe, async ({ caller, query }) => {
    await ctx.reminders.unsubscribe(caller!.userId, query.endpoint);
    return null;
  });

  registerRoute(app, ctx, api.reminders.preferences, async ({ caller }) => ctx.reminders.preferences(caller!.userId));

  registerRoute(app, ctx, api.reminders.savePreferences, async ({ platform, caller, body }) =>
    ctx.reminders.savePreferences(platform.id, caller!.userId, body),
  );
}
