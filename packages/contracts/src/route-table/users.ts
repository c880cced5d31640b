// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['users']]: TRouteRef<(typeof api)['users'][R]> };

/** Method and path of the users routes, without schemas (the browser calls through this). */
export const usersRoutes = {
  get: { method: 'GET', path: '/api/platform/:platformId/users/:userId' },
  updateProfile: { method: 'PUT', path: '/api/platform/:platformId/users/:userId/profile' },
  uploadPhoto: { method: 'POST', path: '/api/platform/:platformId/upload' },
} as unknown as TRoutes;
