import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

export function questionsRoutes(app: FastifyInstance, ctx: AppContext) {
  const q = api.questions;
  const limited = { rateLimit: 'question' } as const;
  registerRoute(app, ctx, q.list, ({ platform, caller, params, query }) =>
    ctx.questions.list(platform, caller!.userId, params.sessionId, query),
  );
  registerRoute(
    app,
    ctx,
    q.ask,
    ({ platform, caller, params, body }) => ctx.questions.ask(platform, caller!.userId, params.sessionId, body),
    limited,
  );
  registerRoute(
    app,
    ctx,
    q.reply,
    ({ platform, caller, params, body }) =>
      ctx.questions.reply(platform, caller!.userId, params.sessionId, params.questionId, body.text),
    limited,
  );
  registerRoute(app, ctx, q.fromChat, ({ platform, caller, params }) =>
    ctx.questions.fromChat(platform, caller!.userId, params.sessionId, params.messageId),
  );
  for (const [def, action] of [
    [q.approve, 'approve'],
    [q.hide, 'hide'],
    [q.resetPhoto, 'resetPhoto'],
  ] as const) {
    registerRoute(app, ctx, def, ({ platform, caller, params }) =>
      ctx.questions.moderate(platform, caller!.userId, params.sessionId, params.questionId, action),
    );
  }
  registerRoute(app, ctx, q.approveAll, ({ platform, caller, params }) =>
    ctx.questions.changeAll(platform, caller!.userId, params.sessionId, 'approve'),
  );
  registerRoute(app, ctx, q.hideAll, ({ platform, caller, params }) =>
    ctx.questions.changeAll(platform, caller!.userId, params.sessionId, 'hide'),
  );
  registerRoute(app, ctx, q.autoApprove, ({ platform, caller, params, body }) =>
    ctx.questions.setAutoApprove(platform, caller!.userId, params.sessionId, body.autoApprove),
  );
  registerRoute(
    app,
    ctx,
    q.vote,
    ({ platform, caller, params }) => ctx.questions.vote(platform, caller!.userId, params.sessionId, params.questionId),
    { rateLimit: 'engagement' },
  );
}
