// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['submit']]: TRouteRef<(typeof api)['submit'][R]> };

/** Method and path of the submit routes, without schemas (the browser calls through this). */
export const submitRoutes = {
  settings: { method: 'GET', path: '/api/platform/:platformId/submit' },
  presentations: { method: 'GET', path: '/api/v2/platform/:platformId/submit/presentations' },
  sessions: { method: 'GET', path: '/api/v2/platform/:platformId/submit/sessions' },
  token: { method: 'GET', path: '/api/v2/platform/:platformId/submit/presentations/:id/token' },
  register: { method: 'PUT', path: '/api/v2/platform/:platformId/submit/presentations/:id' },
  remove: { method: 'DELETE', path: '/api/v2/platform/:platformId/submit/presentations/:id' },
  answer: { method: 'PUT', path: '/api/v2/platform/:platformId/submit/presentations/:id/:answer' },
} as unknown as TRoutes;
