// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['programme']]: TRouteRef<(typeof api)['programme'][R]> };

/** Method and path of the programme routes, without schemas (the browser calls through this). */
export const programmeRoutes = {
  query: { method: 'GET', path: '/api/v2/platform/:platformId/programme/:query' },
  session: { method: 'GET', path: '/api/v2/platform/:platformId/programme/:sessionId' },
  calendar: { method: 'GET', path: '/api/platform/:platformId/sessions/calendar' },
  filters: { method: 'GET', path: '/api/platform/:platformId/sessions/filters' },
} as unknown as TRoutes;
