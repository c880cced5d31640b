import { platformRoutes } from '@atrium/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';

/** Settings change rarely; the guard re-reads them at most this often (and then checks platformVersion). */
export const SETTINGS_STALE_MS = 5 * 60_000;

export const settingsKey = (eventCode: string) => ['platform', 'settings', eventCode] as const;

/** The event's settings, read by code (spec 1 §4.1); a 404 is the guard's business. */
export function settingsQuery(eventCode: string) {
  return queryOptions({
    queryKey: settingsKey(eventCode),
    queryFn: ({ signal }) =>
      apiCall(platformRoutes.settings, {
        params: { eventCode },
        auth: false,
        handleUnauthorized: false,
        redirectOnNotFound: false,
        signal,
      }),
    staleTime: SETTINGS_STALE_MS,
  });
}
