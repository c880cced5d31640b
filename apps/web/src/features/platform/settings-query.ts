import { queryOptions } from '@tanstack/react-query';
import { fetchPlatformSettings } from '../../api/bootstrap-routes.ts';

/** Settings change rarely; the guard re-reads them at most this often (and then checks platformVersion). */
export const SETTINGS_STALE_MS = 5 * 60_000;

export const settingsKey = (eventCode: string) => ['platform', 'settings', eventCode] as const;

/** The event's settings, read by code (spec 1 §4.1). */
export function settingsQuery(eventCode: string) {
  return queryOptions({
    queryKey: settingsKey(eventCode),
    queryFn: ({ signal }) => fetchPlatformSettings(eventCode, signal),
    staleTime: SETTINGS_STALE_MS,
  });
}
