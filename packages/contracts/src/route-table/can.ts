// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['can']]: TRouteRef<(typeof api)['can'][R]> };

/** Method and path of the can routes, without schemas (the browser calls through this). */
export const canRoutes = {
  platformMod: { method: 'GET', path: '/api/platform/:platformId/can/platfrommod' },
  loungeMod: { method: 'GET', path: '/api/platform/:platformId/can/loungemod' },
  presentationMod: { method: 'GET', path: '/api/platform/:platformId/can/presentationMod/:id' },
  sessionMod: { method: 'GET', path: '/api/platform/:platformId/can/sessionmod/:id' },
  sponsorMod: { method: 'GET', path: '/api/platform/:platformId/can/sponsormod/:id' },
  areas: { method: 'GET', path: '/api/platform/:platformId/can/areas' },
} as unknown as TRoutes;
