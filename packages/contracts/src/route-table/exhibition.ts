// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['exhibition']]: TRouteRef<(typeof api)['exhibition'][R]> };

/** Method and path of the exhibition routes, without schemas (the browser calls through this). */
export const exhibitionRoutes = {
  filter: { method: 'GET', path: '/api/platform/:platformId/sponsors/filter' },
  filters: { method: 'GET', path: '/api/platform/:platformId/sponsors/filters' },
  stand: { method: 'GET', path: '/api/platform/:platformId/sponsors/:sponsorId' },
} as unknown as TRoutes;
