// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['directory']]: TRouteRef<(typeof api)['directory'][R]> };

/** Method and path of the directory routes, without schemas (the browser calls through this). */
export const directoryRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/users' },
  programme: { method: 'GET', path: '/api/platform/:platformId/users/:userId/programme' },
} as unknown as TRoutes;
