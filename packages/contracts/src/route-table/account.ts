// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['account']]: TRouteRef<(typeof api)['account'][R]> };

/** Method and path of the account routes, without schemas (the browser calls through this). */
export const accountRoutes = {
  forgotPassword: { method: 'POST', path: '/connect/forgot-password' },
  resetPassword: { method: 'POST', path: '/connect/reset-password' },
} as unknown as TRoutes;
