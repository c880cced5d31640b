import {
  buildProgrammeQuery,
  calendarRoutes,
  localizedLabel,
  programmeRoutes,
  type TProgrammeLabelKind,
} from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isUnanswered } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { useLocale } from '../../i18n/index.ts';
import { onHub } from '../../realtime/connection.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { detailFromProgramme, sessionInProgramme } from './session-fallback.ts';

/** Query keys of the programme; a whole programme answer is cached by the server too. */
export const programmeKeys = {
  all: (platformId: number) => ['programme', platformId] as const,
  day: (platformId: number, date: string) => ['programme', platformId, 'day', date] as const,
  allDays: (platformId: number) => ['programme', platformId, 'all'] as const,
  filters: (platformId: number) => ['programme', platformId, 'filters'] as const,
  session: (platformId: number, sessionId: number) => ['programme', platformId, 'session', sessionId] as const,
  feed: (platformId: number, userId: number) => ['user', platformId, userId, 'calendarFeed'] as const,
};

// PROGRAMME_CHANGED (an organiser changed the programme; to every socket of the event): the
// programme, its filters and session dialogs are asked for again, the shown ones at once, so the
// change shows without a reload. One's bookmarks too: they carry the sessions' titles and times,
// and leave out hidden sessions (my programme filters the programme by them). Listened to from
// the first programme page shown on (a listener in bookmark-queries.ts would weigh on the welcome page).
onHub('PROGRAMME_CHANGED', () => {
  void queryClient.invalidateQueries({ queryKey: ['programme'] });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, , , fourth] }) => first === 'user' && fourth === 'bookmarks',
  });
});

const STALE_MS = 60_000;

/** GET /api/v2/.../programme/{query} for one day, as useProgramme asks for it: the first page's prefetch. */
export function programmeDayQuery(platformId: number, date: string) {
  return queryOptions({
    queryKey: programmeKeys.day(platformId, date),
    queryFn: ({ signal }) =>
      apiCall(programmeRoutes.query, { params: { platformId, query: buildProgrammeQuery({ date }) }, signal }),
    staleTime: STALE_MS,
  });
}

/** GET /api/v2/.../programme/{query}: title, interval height, days and the sessions of one day (or all days). */
export function useProgramme(date: string | undefined, options: { allDays?: boolean; enabled?: boolean } = {}) {
  const { platformId } = usePlatform();
  const allDays = options.allDays === true;
  return useQuery({
    queryKey: allDays ? programmeKeys.allDays(platformId) : programmeKeys.day(platformId, date ?? ''),
    queryFn: ({ signal }) =>
      apiCall(programmeRoutes.query, {
        params: { platformId, query: allDays ? '' : buildProgrammeQuery({ date }) },
        signal,
      }),
    enabled: (options.enabled ?? true) && (allDays || Boolean(date)),
    staleTime: STALE_MS,
  });
}

/** GET /sessions/filters (shared by the hook and the first page's prefetch). */
export function sessionFiltersQuery(platformId: number) {
  return queryOptions({
    queryKey: programmeKeys.filters(platformId),
    queryFn: ({ signal }) => apiCall(programmeRoutes.filters, { params: { platformId }, signal }),
    staleTime: STALE_MS,
  });
}

/** GET /sessions/filters: rooms, themes with colours, types, days. */
export function useSessionFilters() {
  const { platformId } = usePlatform();
  return useQuery(sessionFiltersQuery(platformId));
}

/** GET /api/v2/.../programme/{sessionId}: the session dialog. A 404 stays here (spec 2 §8: the dialog closes). */
export function useSessionDetail(sessionId: number | null) {
  const { platformId } = usePlatform();
  return useQuery({
    queryKey: programmeKeys.session(platformId, sessionId ?? 0),
    queryFn: ({ signal }) =>
      apiCall(programmeRoutes.session, {
        params: { platformId, sessionId: sessionId ?? 0 },
        redirectOnNotFound: false,
        signal,
      }).catch((error: unknown) => {
        // Without a connection (and no copy kept), the programme's own entry stands in.
        const known = isUnanswered(error) ? sessionInProgramme(queryClient, platformId, sessionId ?? 0) : undefined;
        if (!known) throw error;
        return detailFromProgramme(known);
      }),
    enabled: sessionId !== null,
    retry: false,
    staleTime: STALE_MS,
  });
}

/** GET /calendar/feed: the private address of one's iCalendar feed (signed-in users). */
export function useCalendarFeed() {
  const session = useSession();
  const { platformId } = usePlatform();
  const userId = session.userId ?? 0;
  return useQuery({
    queryKey: programmeKeys.feed(platformId, userId),
    queryFn: ({ signal }) => apiCall(calendarRoutes.feed, { params: { platformId }, signal }),
    enabled: isAuthenticated(session) && session.userId !== null,
  });
}

/** POST /calendar/feed/revoke: the old address stops working; the answer is the new one. */
export function useRevokeCalendarFeed() {
  const session = useSession();
  const { platformId } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(calendarRoutes.revokeFeed, { params: { platformId } }),
    onSuccess: (feed) => queryClient.setQueryData(programmeKeys.feed(platformId, session.userId ?? 0), feed),
  });
}

/**
 * A programme label (session type, theme, room) in the reader's language: the organiser's French
 * name from the filter options when the interface is French, else the English name.
 */
export function useProgrammeLabel(): (kind: TProgrammeLabelKind, name: string) => string {
  const labels = useSessionFilters().data?.frenchLabels;
  const locale = useLocale();
  return useCallback((kind, name) => localizedLabel(labels, kind, name, locale), [labels, locale]);
}
