// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['reports']]: TRouteRef<(typeof api)['reports'][R]> };

/** Method and path of the reports routes, without schemas (the browser calls through this). */
export const reportsRoutes = {
  summary: { method: 'GET', path: '/api/platform/:platformId/report/summary' },
  sessions: { method: 'GET', path: '/api/platform/:platformId/report/sessions' },
  posters: { method: 'GET', path: '/api/platform/:platformId/report/posters' },
  sponsors: { method: 'GET', path: '/api/platform/:platformId/report/sponsors' },
  allUniqueUsers: { method: 'GET', path: '/api/platform/:platformId/report/alluniqueusers' },
  uniqueUserTable: { method: 'GET', path: '/api/platform/:platformId/report/:entityId/uniqueusertable' },
  sponsorStats: { method: 'GET', path: '/api/platform/:platformId/report/:entityId/sponsorstats' },
  messages: { method: 'GET', path: '/api/platform/:platformId/report/messages' },
  entityMessages: { method: 'GET', path: '/api/platform/:platformId/report/:entityId/messages' },
  polls: { method: 'GET', path: '/api/platform/:platformId/report/:entityId/polls' },
  adClicks: { method: 'GET', path: '/api/platform/:platformId/report/adclicks' },
} as unknown as TRoutes;
