// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['lounges']]: TRouteRef<(typeof api)['lounges'][R]> };

/** Method and path of the lounges routes, without schemas (the browser calls through this). */
export const loungesRoutes = {
  list: { method: 'GET', path: '/api/platform/:platformId/lounges' },
  rooms: { method: 'GET', path: '/api/platform/:platformId/lounge/:id/rooms' },
  createRoom: { method: 'POST', path: '/api/platform/:platformId/lounge/:parentId/createroom' },
  removeRoom: { method: 'POST', path: '/api/platform/:platformId/lounge/:parentId/removeroom/:groupId' },
  sponsorLounge: { method: 'GET', path: '/api/platform/:platformId/sponsors/:sponsorId/lounge' },
  usersIn: { method: 'GET', path: '/api/platform/:platformId/report/:groupId/usersin' },
} as unknown as TRoutes;
