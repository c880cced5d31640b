// Generated from api.ts by scripts/gen-route-table.ts: do not edit by hand.
import type { api } from '../api.ts';
import type { TRouteRef } from '../route.ts';

type TRoutes = { [R in keyof (typeof api)['platform']]: TRouteRef<(typeof api)['platform'][R]> };

/** Method and path of the platform routes, without schemas (the browser calls through this). */
export const platformRoutes = {
  settings: { method: 'GET', path: '/api/platform/:eventCode' },
  modules: { method: 'GET', path: '/api/platform/:platformId/modules' },
  landing: { method: 'GET', path: '/api/platform/:platformId/landing' },
  custom: { method: 'GET', path: '/api/platform/:platformId/custom/:customId' },
  programmeHtml: { method: 'GET', path: '/api/platform/:platformId/programme' },
  vodHtml: { method: 'GET', path: '/api/platform/:platformId/vod' },
  liveHtml: { method: 'GET', path: '/api/platform/:platformId/live' },
  posterHtml: { method: 'GET', path: '/api/platform/:platformId/poster' },
  expoHtml: { method: 'GET', path: '/api/platform/:platformId/expo' },
  loungeHtml: { method: 'GET', path: '/api/platform/:platformId/lounge' },
  speakersHtml: { method: 'GET', path: '/api/platform/:platformId/speakers' },
  participantsHtml: { method: 'GET', path: '/api/platform/:platformId/all-participants' },
  ads: { method: 'GET', path: '/api/platform/:platformId/sponsors/sda' },
  manifest: { method: 'GET', path: '/api/platform/:platformId/manifest' },
  appIcon: { method: 'GET', path: '/api/platform/:platformId/app-icon/:size' },
} as unknown as TRoutes;
