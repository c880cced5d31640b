// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['engagement']]: TRouteRef<(typeof api)['engagement'][R]> };

/** Method and path of the engagement routes, without schemas (the browser calls through this). */
export const engagementRoutes = {
  likeSession: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/like' },
  likePresentation: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/presentation/:presId/like' },
  rateSession: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/rate/:value' },
  ratePresentation: {
    method: 'POST',
    path: '/api/platform/:platformId/sessions/:sessionId/presentation/:presId/rate/:value',
  },
  viewSession: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/view' },
  viewPresentation: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/presentation/:presId/view' },
} as unknown as TRoutes;
