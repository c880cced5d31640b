import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function pollsRoutes(app: FastifyInstance, ctx: AppContext) {
  const p = api.polls;
  registerRoute(app, ctx, p.list, ({ platform, caller, params }) =>
    ctx.polls.list(platform, caller!.userId, params.sessionId),
  );
  registerRoute(app, ctx, p.create, ({ platform, caller, params, body }) =>
    ctx.polls.create(platform, caller!.userId, params.sessionId, body),
  );
  registerRoute(app, ctx, p.update, ({ platform, caller, params, body }) =>
    ctx.polls.update(platform, caller!.userId, params.sessionId, params.pollId, body),
  );
  registerRoute(app, ctx, p.remove, ({ platform, caller, params }) =>
    ctx.polls.remove(platform, caller!.userId, params.sessionId, params.pollId),
  );
  registerRoute(app, ctx, p.open, ({ platform, caller, params }) =>
    ctx.polls.setState(platform, caller!.userId, params.sessionId, params.pollId, { state: 'open' }),
  );
  registerRoute(app, ctx, p.close, ({ platform, caller, params }) =>
    ctx.polls.setState(platform, caller!.userId, params.sessionId, params.pollId, { state: 'closed' }),
  );
  registerRoute(app, ctx, p.showResults, ({ platform, caller, params, body }) =>
    ctx.polls.setState(platform, caller!.userId, params.sessionId, params.pollId, { resultsShown: body.shown }),
  );
  registerRoute(
    app,
    ctx,
    p.vote,
    ({ platform, caller, params, body }) =>
      ctx.polls.vote(platform, caller!.userId, params.sessionId, params.pollId, body.optionIds),
    { rateLimit: 'engagement' },
  );
}
