// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['conversations']]: TRouteRef<(typeof api)['conversations'][R]> };

/** Method and path of the conversations routes, without schemas (the browser calls through this). */
export const conversationsRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/conversations' },
  get: { method: 'GET', path: '/api/platform/:platformId/conversations/:id' },
  create: { method: 'POST', path: '/api/platform/:platformId/conversations/new' },
  post: { method: 'POST', path: '/api/platform/:platformId/conversations' },
  read: { method: 'PUT', path: '/api/platform/:platformId/conversations/:id/read' },
  users: { method: 'GET', path: '/api/platform/:platformId/conversations/users' },
} as unknown as TRoutes;
