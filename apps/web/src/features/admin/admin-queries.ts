import {
  programmeAdminRoutes,
  type TAdminPresentation,
  type TAdminSavePresentation,
  type TAdminSaveSession,
  type TAdminSession,
  type TAdminSessionListQuery,
} from '@atrium/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { queryClient as appQueryClient } from '../../api/query-client.ts';
import { getSession, useSession } from '../../auth/session-store.ts';
import { onHub } from '../../realtime/connection.ts';
import { usePlatform } from '../platform/platform-context.tsx';
import { INITIAL_LIST_STATE, listQuery } from './admin-list-model.ts';

/** The admin's query keys, under the user's (a log-out removes them). */
function adminKeys(platformId: number, userId: number) {
  const base = ['user', platformId, userId, 'admin'] as const;
  return {
    all: base,
    list: (query: TAdminSessionListQuery) => [...base, 'list', query] as const,
    session: (id: number) => [...base, 'session', id] as const,
    presentation: (id: number, sessionId: number | null) => [...base, 'presentation', id, sessionId] as const,
  };
}

function useAdminKeys() {
  const { platformId } = usePlatform();
  const { userId } = useSession();
  return { platformId, keys: adminKeys(platformId, userId ?? 0) };
}

/** The admin list's answers are asked for again after 5 s at most when shown again (edits invalidate them at once). */
const LIST_STALE_MS = 5_000;

/** GET /api/v2/…/programme/sessions: one page of the admin session list with its filters' options. */
function adminSessionsQuery(platformId: number, userId: number, query: TAdminSessionListQuery) {
  return queryOptions({
    queryKey: adminKeys(platformId, userId).list(query),
    queryFn: ({ signal }) =>
      apiCall(programmeAdminRoutes.sessions, { params: { platformId }, query, redirectOnNotFound: false, signal }),
    staleTime: LIST_STALE_MS,
  });
}

export function useAdminSessions(query: TAdminSessionListQuery) {
  const { platformId } = usePlatform();
  const { userId } = useSession();
  return useQuery({
    ...adminSessionsQuery(platformId, userId ?? 0, query),
    // A new filter or page keeps the rows shown until its answer is in.
    placeholderData: (previous) => previous,
  });
}

/**
 * Asks for the list's first page while the page's code loads (the admin's loader calls it), so
 * that the answer and the code arrive together rather than one after the other.
 */
export function prefetchAdminSessions(): void {
  const { platformId, userId } = getSession();
  if (platformId === null || userId === null) return;
  void appQueryClient.prefetchQuery(adminSessionsQuery(platformId, userId, listQuery(INITIAL_LIST_STATE)));
}

/** GET …/programme/sessions/{id} (0: a new one) with rooms, participants, themes, types and eventStart. */
export function useAdminSession(id: number) {
  const { platformId, keys } = useAdminKeys();
  return useQuery({
    queryKey: keys.session(id),
    queryFn: ({ signal }) =>
      apiCall(programmeAdminRoutes.session, { params: { platformId, id }, redirectOnNotFound: false, signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET …/programme/presentations/{id} (0: a new one, of `sessionId` when given) with its options. */
export function useAdminPresentation(id: number, sessionId: number | null) {
  const { platformId, keys } = useAdminKeys();
  return useQuery({
    queryKey: keys.presentation(id, sessionId),
    queryFn: ({ signal }) =>
      apiCall(programmeAdminRoutes.presentation, {
        params: { platformId, id },
        query: sessionId === null ? {} : { sessionId },
        redirectOnNotFound: false,
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * After a save or a deletion: the admin list is asked for again, and this tab's programme
 * answers (the hub's PROGRAMME_CHANGED tells the other tabs and every attendee, and this tab too
 * while connected).
 */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  const { keys } = useAdminKeys();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['programme'] });
  };
}

// PROGRAMME_CHANGED (another organiser's change, an import): the admin list shown follows.
onHub('PROGRAMME_CHANGED', () =>
  appQueryClient.invalidateQueries({
    predicate: ({ queryKey: [first, , , fourth, fifth] }) => first === 'user' && fourth === 'admin' && fifth === 'list',
  }),
);

/** POST …/programme/sessions[?updatePresTime=true] (spec 3 §4: the answer to Apply to presentations?). */
export function useSaveSession() {
  const { platformId } = useAdminKeys();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({
      body,
      updatePresTime,
    }: {
      body: TAdminSaveSession;
      updatePresTime: boolean;
    }): Promise<TAdminSession> =>
      apiCall(programmeAdminRoutes.saveSession, {
        params: { platformId },
        query: updatePresTime ? { updatePresTime: 'true' } : {},
        body,
        redirectOnNotFound: false,
      }),
    onSuccess: refresh,
  });
}

/** POST …/programme/presentations. */
export function useSavePresentation() {
  const { platformId } = useAdminKeys();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (body: TAdminSavePresentation): Promise<TAdminPresentation> =>
      apiCall(programmeAdminRoutes.savePresentation, { params: { platformId }, body, redirectOnNotFound: false }),
    onSuccess: refresh,
  });
}

/** DELETE …/programme/sessions/{id} or …/programme/presentations/{id}. */
export function useDeleteItem() {
  const { platformId } = useAdminKeys();
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'session' | 'presentation'; id: number }) =>
      apiCall(kind === 'session' ? programmeAdminRoutes.deleteSession : programmeAdminRoutes.deletePresentation, {
        params: { platformId, id },
        redirectOnNotFound: false,
      }),
    onSuccess: refresh,
  });
}
