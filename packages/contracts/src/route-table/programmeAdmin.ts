// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['programmeAdmin']]: TRouteRef<(typeof api)['programmeAdmin'][R]> };

/** Method and path of the programmeAdmin routes, without schemas (the browser calls through this). */
export const programmeAdminRoutes = {
  sessions: { method: 'GET', path: '/api/v2/platform/:platformId/programme/sessions' },
  session: { method: 'GET', path: '/api/v2/platform/:platformId/programme/sessions/:id' },
  saveSession: { method: 'POST', path: '/api/v2/platform/:platformId/programme/sessions' },
  deleteSession: { method: 'DELETE', path: '/api/v2/platform/:platformId/programme/sessions/:id' },
  presentation: { method: 'GET', path: '/api/v2/platform/:platformId/programme/presentations/:id' },
  savePresentation: { method: 'POST', path: '/api/v2/platform/:platformId/programme/presentations' },
  deletePresentation: { method: 'DELETE', path: '/api/v2/platform/:platformId/programme/presentations/:id' },
} as unknown as TRoutes;
