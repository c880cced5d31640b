// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['platforms']]: TRouteRef<(typeof api)['platforms'][R]> };

/** Method and path of the platforms routes, without schemas (the browser calls through this). */
export const platformsRoutes = {
  listOpen: { method: 'GET', path: '/api/platforms' },
} as unknown as TRoutes;
