// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['logs']]: TRouteRef<(typeof api)['logs'][R]> };

/** Method and path of the logs routes, without schemas (the browser calls through this). */
export const logsRoutes = {
  scan: { method: 'POST', path: '/api/platform/:platformId/log/scan' },
  trace: { method: 'POST', path: '/api/platform/:platformId/log/trace' },
  navigation: { method: 'POST', path: '/api/platform/:platformId/log/navigation' },
  download: { method: 'POST', path: '/api/platform/:platformId/log/download' },
  adClick: { method: 'POST', path: '/api/platform/:platformId/log/sda' },
} as unknown as TRoutes;
