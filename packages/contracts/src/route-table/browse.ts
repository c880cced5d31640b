// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['browse']]: TRouteRef<(typeof api)['browse'][R]> };

/** Method and path of the browse routes, without schemas (the browser calls through this). */
export const browseRoutes = {
  sessions: { method: 'GET', path: '/api/platform/:platformId/sessions' },
  homeVod: { method: 'GET', path: '/api/platform/:platformId/sessions/homevod' },
  thumbnail: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/thumbnail' },
} as unknown as TRoutes;
