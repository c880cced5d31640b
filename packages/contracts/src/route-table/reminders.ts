// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['reminders']]: TRouteRef<(typeof api)['reminders'][R]> };

/** Method and path of the reminders routes, without schemas (the browser calls through this). */
export const remindersRoutes = {
  pushKey: { method: 'GET', path: '/api/platform/:platformId/reminders/push-key' },
  subscribe: { method: 'PUT', path: '/api/platform/:platformId/reminders/subscription' },
  unsubscribe: { method: 'DELETE', path: '/api/platform/:platformId/reminders/subscription' },
  preferences: { method: 'GET', path: '/api/platform/:platformId/reminders/preferences' },
  savePreferences: { method: 'PUT', path: '/api/platform/:platformId/reminders/preferences' },
} as unknown as TRoutes;
