// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['calendar']]: TRouteRef<(typeof api)['calendar'][R]> };

/** Method and path of the calendar routes, without schemas (the browser calls through this). */
export const calendarRoutes = {
  feed: { method: 'GET', path: '/api/platform/:platformId/calendar/feed' },
  revokeFeed: { method: 'POST', path: '/api/platform/:platformId/calendar/feed/revoke' },
  feedIcs: { method: 'GET', path: '/api/calendar/:feed' },
  sessionIcs: { method: 'GET', path: '/api/platform/:platformId/sessions/:sessionId/ics' },
} as unknown as TRoutes;
