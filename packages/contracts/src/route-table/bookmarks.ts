// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['bookmarks']]: TRouteRef<(typeof api)['bookmarks'][R]> };

/** Method and path of the bookmarks routes, without schemas (the browser calls through this). */
export const bookmarksRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/bookmarks' },
  add: { method: 'POST', path: '/api/platform/:platformId/bookmarks' },
  remove: { method: 'DELETE', path: '/api/platform/:platformId/bookmarks/:id' },
} as unknown as TRoutes;
