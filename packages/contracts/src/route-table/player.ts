// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['player']]: TRouteRef<(typeof api)['player'][R]> };

/** Method and path of the player routes, without schemas (the browser calls through this). */
export const playerRoutes = {
  session: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId' },
  presentation: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/presentation/:presId' },
  related: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/eaorelated' },
} as unknown as TRoutes;
