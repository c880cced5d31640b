// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['questions']]: TRouteRef<(typeof api)['questions'][R]> };

/** Method and path of the questions routes, without schemas (the browser calls through this). */
export const questionsRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/questions' },
  ask: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/question' },
  fromChat: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/question/fromchat/:messageId' },
  reply: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/question/:questionId/reply' },
  approve: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/question/:questionId/approve' },
  hide: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/question/:questionId/hide' },
  resetPhoto: {
    method: 'PUT',
    path: '/api/platform/:platformId/sessions/:sessionId/question/:questionId/resetphotouri',
  },
  approveAll: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/questions/approveall' },
  hideAll: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/questions/hideall' },
  autoApprove: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/questions/autoapprove' },
  vote: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/question/:questionId/vote' },
} as unknown as TRoutes;
