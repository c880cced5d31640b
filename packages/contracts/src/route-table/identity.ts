// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['identity']]: TRouteRef<(typeof api)['identity'][R]> };

/** Method and path of the identity routes, without schemas (the browser calls through this). */
export const identityRoutes = {
  token: { method: 'POST', path: '/connect/token' },
  revocation: { method: 'POST', path: '/connect/revocation' },
  signInOptions: { method: 'GET', path: '/api/platform/:eventCode/sign-in' },
  authorizeRequest: { method: 'GET', path: '/api/platform/:platformId/authorize/:requestId' },
  authorizeDecision: { method: 'POST', path: '/api/platform/:platformId/authorize/:requestId' },
  userinfo: { method: 'GET', path: '/connect/userinfo' },
  userinfoPost: { method: 'POST', path: '/connect/userinfo' },
} as unknown as TRoutes;
