import {
  browseRoutes,
  localizedLabel,
  platformRoutes,
  programmeRoutes,
  type TProgrammeLabelKind,
} from '@atrium/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { apiCall } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { useLocale } from '../../i18n/index.ts';
import { onHub } from '../../realtime/connection.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { SETTINGS_STALE_MS } from '../platform/settings-query.ts';
import {
  LIVE_REFRESH_MS,
  liveRefreshDelay,
  nextLiveChange,
  nextPageParam,
  sessionListQuery,
  type TBrowseFilter,
  type TListKind,
  type TPageParam,
} from './browse-model.ts';

// PROGRAMME_CHANGED (an organiser changed the programme): the browsing lists follow without a reload.
onHub('PROGRAMME_CHANGED', () => void queryClient.invalidateQueries({ queryKey: ['browse'] }));

const STALE_MS = 60_000;

export const browseKeys = {
  list: (platformId: number, kind: TListKind, query: object) => ['browse', platformId, 'list', kind, query] as const,
  /** Every list of one kind, whatever its filters. */
  lists: (platformId: number, kind: TListKind) => ['browse', platformId, 'list', kind] as const,
  filters: (platformId: number, isPoster: boolean) => ['browse', platformId, 'filters', isPoster] as const,
  homeVod: (platformId: number) => ['browse', platformId, 'homevod'] as const,
  ads: (platformId: number, kind: 'vod' | 'poster') => ['browse', platformId, 'ads', kind] as const,
};

/**
 * GET /sessions?page= as an infinite list (spec 2 §4 "Lists": the pages append; any change of
 * the filters starts again at page 1, since the filters are part of the key). The live lists
 * are asked for again every minute, so that a session that starts appears (spec 2 §2.4).
 */
export function useSessionList(kind: TListKind, filter: TBrowseFilter | null) {
  const { platformId } = usePlatform();
  const isLive = kind === 'live' || kind === 'comingup';
  return useInfiniteQuery({
    queryKey: browseKeys.list(platformId, kind, sessionListQuery(kind, filter, 1)),
    queryFn: ({ pageParam, signal }) =>
      apiCall(browseRoutes.sessions, {
        params: { platformId },
        query: sessionListQuery(kind, filter, pageParam.page, pageParam.at),
        signal,
      }),
    initialPageParam: { page: 1 } as TPageParam,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
    staleTime: isLive ? 0 : STALE_MS,
    refetchInterval: isLive ? LIVE_REFRESH_MS : false,
  });
}

/**
 * Live now follows the clock without a reload (spec 2 §2.4): both lists are asked for again
 * just after the next start among the coming-up sessions or end among the live ones, and at
 * least every minute (the interval of useSessionList) for what the lists cannot know of, such
 * as a session an organiser moves.
 */
export function useLiveNowRefresh() {
  const { platformId } = usePlatform();
  const queryClient = useQueryClient();
  const live = useSessionList('live', null);
  const comingUp = useSessionList('comingup', null);
  const next = nextLiveChange(
    live.data?.pages.flatMap((page) => page.items) ?? [],
    comingUp.data?.pages.flatMap((page) => page.items) ?? [],
  );
  // Each answer sets the timer again: a list the server has not changed yet is asked for once more.
  const answeredAt = Math.max(live.dataUpdatedAt, comingUp.dataUpdatedAt);
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(
      () => {
        for (const kind of ['live', 'comingup'] as const) {
          void queryClient.invalidateQueries({ queryKey: browseKeys.lists(platformId, kind) });
        }
      },
      liveRefreshDelay(next, Date.now(), answeredAt),
    );
    return () => clearTimeout(timer);
  }, [next, answeredAt, platformId, queryClient]);
}

/** GET /sessions/filters (`poster=true`: the options of the posters). */
export function useBrowseFilters(isPoster: boolean) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: browseKeys.filters(platformId, isPoster),
    queryFn: ({ signal }) =>
      apiCall(programmeRoutes.filters, {
        params: { platformId },
        query: isPoster ? { poster: 'true' } : {},
        signal,
      }),
    staleTime: STALE_MS,
  });
}

/**
 * A type, theme or room in the reader's language (the organiser's French names come with the
 * filter options), as the programme names them.
 */
export function useBrowseLabel(isPoster: boolean): (kind: TProgrammeLabelKind, name: string) => string {
  const labels = useBrowseFilters(isPoster).data?.frenchLabels;
  const locale = useLocale();
  return useCallback((kind, name) => localizedLabel(labels, kind, name, locale), [labels, locale]);
}

/** GET /sessions/homevod: the on-demand home (spec 2 §2.2). */
export function useHomeVod() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: browseKeys.homeVod(platformId),
    queryFn: ({ signal }) => apiCall(browseRoutes.homeVod, { params: { platformId }, signal }),
    staleTime: STALE_MS,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** GET /sponsors/sda?datype=vod|poster: a list's banner and inline ads in one answer. */
export function useListAds(kind: 'vod' | 'poster') {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: browseKeys.ads(platformId, kind),
    queryFn: ({ signal }) => apiCall(platformRoutes.ads, { params: { platformId }, query: { datype: kind }, signal }),
    staleTime: SETTINGS_STALE_MS,
  });
}
