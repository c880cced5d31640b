import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../../http/auth.ts';
import { registerRoute } from '../../http/route.ts';
import type { Submitter } from './submit.service.ts';

/** Organisers and submitters act for every presentation; a speaker for their own. */
function submitter(caller: Caller | null): Submitter {
  const c = caller as Caller;
  return { userId: c.userId, actsForAll: c.isAdmin || c.user.isSubmitter };
}

/** The submission area (spec 3 §7 "Submission"). */
export function submitRoutes(app: FastifyInstance, ctx: AppContext) {
  registerRoute(app, ctx, api.submit.settings, async ({ platform }) => ctx.submit.settings(platform));

  registerRoute(app, ctx, api.submit.presentations, async ({ platform, caller, query }) =>
    ctx.submit.presentations(platform, submitter(caller), query.posters),
  );

  registerRoute(app, ctx, api.submit.sessions, async ({ platform, caller }) =>
    ctx.submit.sessions(platform, submitter(caller)),
  );

  registerRoute(
    app,
    ctx,
    api.submit.token,
    async ({ platform, caller, params, query }) => ctx.submit.token(platform, submitter(caller), params.id, query),
    { rateLimit: 'submitUpload' },
  );

  registerRoute(
    app,
    ctx,
    api.submit.register,
    async ({ platform, caller, params, query, body }) =>
      ctx.submit.register(platform, submitter(caller), params.id, query.type, body.blobUri),
    { rateLimit: 'submitUpload' },
  );

  registerRoute(app, ctx, api.submit.remove, async ({ platform, caller, params, query }) =>
    ctx.submit.remove(platform, submitter(caller), params.id, query.type, query.orgFileName),
  );

  registerRoute(app, ctx, api.submit.answer, async ({ platform, caller, params, query }) =>
    ctx.submit.answer(platform, submitter(caller), params.id, params.answer, query.value),
  );
}
