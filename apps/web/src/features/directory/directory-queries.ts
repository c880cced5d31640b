import { directoryRoutes, type TDirectoryPage, type TPlatformSettings } from '@atrium/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiCall } from '../../api/client.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { customHtmlQuery } from '../platform/platform-queries.ts';
import {
  DIRECTORY_PAGES,
  directoryListQuery,
  directoryStateFromSearch,
  nextDirectoryPage,
  type TDirectoryKind,
} from './directory-model.ts';

const STALE_MS = 60_000;

export const directoryKeys = {
  /** The first `count` pages of a list, together. */
  pages: (platformId: number, kind: TDirectoryKind, search: string, count: number) =>
    ['directory', platformId, 'list', kind, directoryListQuery(kind, search, 1), count] as const,
  programme: (platformId: number, userId: number) => ['directory', platformId, 'programme', userId] as const,
};

/** The first `count` pages: those before it from the cache (or asked for), then page `count`. */
async function loadPages(
  queryClient: QueryClient,
  platformId: number,
  kind: TDirectoryKind,
  search: string,
  count: number,
  signal: AbortSignal,
): Promise<TDirectoryPage[]> {
  const before =
    count > 1
      ? await queryClient.fetchQuery({
          queryKey: directoryKeys.pages(platformId, kind, search, count - 1),
          queryFn: ({ signal: own }) => loadPages(queryClient, platformId, kind, search, count - 1, own),
          staleTime: STALE_MS,
        })
      : [];
  const page = await apiCall(directoryRoutes.list, {
    params: { platformId },
    query: directoryListQuery(kind, search, count),
    signal,
  });
  return [...before, page];
}

/**
 * A first load straight into a directory: its custom HTML and its first page of people (the
 * URL's search) are asked for as soon as the event's settings and this code are in (fetched
 * beside the settings, before the language and the shell), so that the cards render with the
 * shell. Only for an open event (a closed event's guard must first decide who may see it).
 */
export function prefetchDirectory(
  queryClient: QueryClient,
  settings: TPlatformSettings,
  search: URLSearchParams,
  subPath: string,
) {
  if (!settings.open) return;
  const platformId = settings.eventId;
  const kind: TDirectoryKind = subPath === 'speakers' ? 'speakers' : 'participants';
  const text = directoryStateFromSearch(search).search;
  void queryClient.prefetchQuery(customHtmlQuery(platformId, { kind: 'module', module: DIRECTORY_PAGES[kind].module }));
  void queryClient.prefetchQuery({
    queryKey: directoryKeys.pages(platformId, kind, text, 1),
    queryFn: ({ signal }) => loadPages(queryClient, platformId, kind, text, 1, signal),
    staleTime: STALE_MS,
  });
}

const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));

/**
 * GET /users?page= as a growing list (spec 2 §4 "Participant search": the pages append; a
 * change of the search starts again at page 1). One query holds the first n pages, so that the
 * list needs only TanStack's plain query (the infinite one would be a chunk of its own, shared
 * with the browsing pages); while the next page loads, the pages before stay on screen.
 */
export function useDirectoryList(kind: TDirectoryKind, search: string) {
  const { platformId } = usePlatform();
  const queryClient = useQueryClient();
  const listKey = `${kind}\n${search}`;
  const [paging, setPaging] = useState({ listKey, count: 1 });
  const count = paging.listKey === listKey ? paging.count : 1;
  const queryKey = directoryKeys.pages(platformId, kind, search, count);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => loadPages(queryClient, platformId, kind, search, count, signal),
    // The pages already shown stay while the next one loads (not those of another search).
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameList(previousQuery.queryKey, queryKey) ? previous : undefined,
    staleTime: STALE_MS,
  });
  // spec 2 §8: a failed load is logged (by the API client) and changes nothing on screen.
  const pages =
    query.data ??
    (count > 1
      ? queryClient.getQueryData<TDirectoryPage[]>(directoryKeys.pages(platformId, kind, search, count - 1))
      : undefined);
  const isFetchingNextPage = query.isPlaceholderData && query.isFetching;
  const hasNextPage =
    !query.isError && !query.isPlaceholderData && pages !== undefined && nextDirectoryPage(pages) !== undefined;
  const fetchNextPage = useCallback(() => {
    setPaging((current) => {
      const from = current.listKey === listKey ? current.count : 1;
      return from === count && hasNextPage ? { listKey, count: count + 1 } : current;
    });
  }, [listKey, count, hasNextPage]);
  return { pages, isPending: pages === undefined && query.isPending, isFetchingNextPage, hasNextPage, fetchNextPage };
}

/** GET /users/{userId}/programme: the sessions and presentations of a speaker or moderator (their dialog). */
export function usePersonProgramme(userId: number, enabled: boolean) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: directoryKeys.programme(platformId, userId),
    queryFn: ({ signal }) => apiCall(directoryRoutes.programme, { params: { platformId, userId }, signal }),
    enabled,
    staleTime: STALE_MS,
  });
}
