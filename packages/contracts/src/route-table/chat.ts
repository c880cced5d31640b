// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['chat']]: TRouteRef<(typeof api)['chat'][R]> };

/** Method and path of the chat routes, without schemas (the browser calls through this). */
export const chatRoutes = {
  history: { method: 'GET', path: '/api/platform/:platformId/conversations/group/:groupId' },
} as unknown as TRoutes;
