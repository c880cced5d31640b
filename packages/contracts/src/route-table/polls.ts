// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['polls']]: TRouteRef<(typeof api)['polls'][R]> };

/** Method and path of the polls routes, without schemas (the browser calls through this). */
export const pollsRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/polls' },
  create: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/poll' },
  update: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId' },
  remove: { method: 'DELETE', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId' },
  open: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId/open' },
  close: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId/close' },
  showResults: { method: 'PUT', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId/results' },
  vote: { method: 'POST', path: '/api/platform/:platformId/sessions/:sessionId/poll/:pollId/vote' },
} as unknown as TRoutes;
