import { exhibitionRoutes, logsRoutes } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { getSession } from '../../auth/session-store.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { sponsorFilterQuery, type TExpoFilter } from './exhibition-model.ts';

const STALE_MS = 60_000;

export const exhibitionKeys = {
  list: (platformId: number, query: object) => ['exhibition', platformId, 'list', query] as const,
  filters: (platformId: number) => ['exhibition', platformId, 'filters'] as const,
  stand: (platformId: number, sponsorId: number) => ['exhibition', platformId, 'stand', sponsorId] as const,
};

/** GET /sponsors/filter with the page's query (spec 2 §7): the sponsors grouped by type. */
export function useSponsorList(filter: TExpoFilter) {
  const { platformId } = usePlatform();
  const query = sponsorFilterQuery(filter);
  return useQuery({
    queryKey: exhibitionKeys.list(platformId, query),
    queryFn: ({ signal }) => apiCall(exhibitionRoutes.filter, { params: { platformId }, query, signal }),
    // The cards stay while the next filters' answer comes, instead of flashing "Loading".
    placeholderData: (previous) => previous,
    staleTime: STALE_MS,
  });
}

/** GET /sponsors/filters: groups, themes, industries, expertises and keywords in use. */
export function useSponsorFilters() {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: exhibitionKeys.filters(platformId),
    queryFn: ({ signal }) => apiCall(exhibitionRoutes.filters, { params: { platformId }, signal }),
    staleTime: STALE_MS,
  });
}

/**
 * GET /sponsors/{sponsorId}: a stand. A stand that does not exist is the page's own not-found
 * view, not the move to the welcome page that other 404s make (spec 1 §8).
 */
export function useStand(sponsorId: number) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: exhibitionKeys.stand(platformId, sponsorId),
    queryFn: ({ signal }) =>
      // spec 1 §8: a stand the event does not have (404) goes to the event's welcome page.
      apiCall(exhibitionRoutes.stand, { params: { platformId, sponsorId }, signal }),
    enabled: Number.isSafeInteger(sponsorId) && sponsorId > 0,
    staleTime: STALE_MS,
  });
}

/**
 * spec 2 §3 "Download log": a stand document taken, for a signed-in user (the log needs a user).
 * The server logs the document's title and address itself.
 */
export function logStandDownload(sponsorId: number, document: { id: number }) {
  const { userId } = getSession();
  if (userId === null) return;
  apiCall(logsRoutes.download, {
    body: { entityId: document.id, itemType: 'SPONSOR_DOCUMENT', sponsorId, userId, logType: 'DOWNLOAD_ITEM' },
    redirectOnNotFound: false,
  }).catch(() => undefined);
}

/**
 * spec 2 §3 "Download log": a stand's film opened (a YouTube or Vimeo hotspot) is a
 * VIDEO_VIEW_ITEM of the stand, for a signed-in user; the server names the hotspot and its film.
 */
export function logStandVideoView(sponsorId: number, hotspotId: number) {
  const { userId } = getSession();
  if (userId === null) return;
  apiCall(logsRoutes.download, {
    body: { entityId: hotspotId, itemType: 'SPONSOR_HOTSPOT', sponsorId, userId, logType: 'VIDEO_VIEW_ITEM' },
    redirectOnNotFound: false,
  }).catch(() => undefined);
}

/** A file of a documents hotspot taken: a DOWNLOAD_ITEM of the stand naming the hotspot and the file. */
export function logHotspotDownload(sponsorId: number, hotspotId: number, itemContent: string) {
  const { userId } = getSession();
  if (userId === null) return;
  apiCall(logsRoutes.download, {
    body: {
      entityId: hotspotId,
      itemType: 'SPONSOR_HOTSPOT',
      itemContent,
      sponsorId,
      userId,
      logType: 'DOWNLOAD_ITEM',
    },
    redirectOnNotFound: false,
  }).catch(() => undefined);
}
