import {
  engagementRoutes,
  localizedLabel,
  logsRoutes,
  playerRoutes,
  programmeRoutes,
  questionsRoutes,
  type TPlatformSettings,
  type TPlayerSession,
  type TProgrammeLabelKind,
  type TQuestion,
} from '@atrium/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { apiCall } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { getSession, isAuthenticated, useSession } from '../../auth/session-store.ts';
import { useLocale } from '../../i18n/index.ts';
import { onHub } from '../../realtime/connection.ts';
import { usePlatform } from '../platform/platform-context.tsx';

// PROGRAMME_CHANGED (an organiser changed the programme): the session and presentation pages and
// related sessions shown are asked for again, so the change shows without a reload. Not the
// questions: the programme does not hold them, and every attendee in a player would ask at once.
onHub('PROGRAMME_CHANGED', () =>
  queryClient.invalidateQueries({
    predicate: ({ queryKey: [first, , , fourth, fifth] }) =>
      first === 'player' || (first === 'user' && fourth === 'player' && fifth !== 'questions'),
  }),
);

/** spec 2 §9: moderators of a live session with questions have the list asked for again every minute. */
export const MODERATOR_REFRESH_MS = 60_000;

/** The player's query keys for a caller (under the user's keys, so that logout removes them). */
export function playerKeys(platformId: number, userId: number, signedIn: boolean) {
  const base = ['user', platformId, userId, 'player'] as const;
  return {
    platformId,
    signedIn,
    session: (sessionId: number) => [...base, 'session', sessionId] as const,
    presentation: (sessionId: number, presId: number) => [...base, 'presentation', sessionId, presId] as const,
    questions: (sessionId: number, presId: number | null) => [...base, 'questions', sessionId, presId] as const,
    related: (sessionId: number) => ['player', platformId, 'related', sessionId] as const,
  };
}

type TPlayerKeys = ReturnType<typeof playerKeys>;

/** The caller's view of the player. */
export function usePlayerKeys(): TPlayerKeys {
  const session = useSession();
  const { platformId } = usePlatform();
  const signedIn = isAuthenticated(session) && session.userId !== null;
  const userId = session.userId ?? 0;
  // One object per user and event: hooks that depend on it do not run again on every render.
  return useMemo(() => playerKeys(platformId, userId, signedIn), [platformId, userId, signedIn]);
}

/** An answer asked for ahead of the page (on a first load) does not send the user elsewhere on a 404: the page does. */
type TAhead = { ahead?: boolean };

/** GET /sessions/{id}?check=true&noq=true: the caller's moderation is asked for, the questions come apart. */
export function playerSessionQuery(keys: TPlayerKeys, sessionId: number, { ahead = false }: TAhead = {}) {
  return queryOptions({
    queryKey: keys.session(sessionId),
    queryFn: ({ signal }) =>
      apiCall(playerRoutes.session, {
        params: { platformId: keys.platformId, sessionId },
        query: { check: keys.signedIn ? 'true' : 'false', noq: 'true' },
        signal,
        ...(ahead ? { redirectOnNotFound: false } : {}),
      }),
    staleTime: 30_000,
  });
}

/** GET /sessions/{id}/presentation/{presId}?check= */
export function playerPresentationQuery(
  keys: TPlayerKeys,
  sessionId: number,
  presId: number,
  { ahead = false }: TAhead = {},
) {
  return queryOptions({
    queryKey: keys.presentation(sessionId, presId),
    queryFn: ({ signal }) =>
      apiCall(playerRoutes.presentation, {
        params: { platformId: keys.platformId, sessionId, presId },
        query: { check: keys.signedIn ? 'true' : 'false' },
        signal,
        ...(ahead ? { redirectOnNotFound: false } : {}),
      }),
    staleTime: 30_000,
  });
}

export function usePlayerSession(sessionId: number) {
  return useQuery(playerSessionQuery(usePlayerKeys(), sessionId));
}

export function usePlayerPresentation(sessionId: number, presId: number) {
  return useQuery(playerPresentationQuery(usePlayerKeys(), sessionId, presId));
}

/** GET /sessions/{id}/eaorelated; a failure is only logged (spec 2 §8). */
export function useRelatedSessions(sessionId: number, enabled: boolean) {
  const keys = usePlayerKeys();
  return useQuery({
    queryKey: keys.related(sessionId),
    queryFn: ({ signal }) =>
      apiCall(playerRoutes.related, { params: { platformId: keys.platformId, sessionId }, signal }).catch(
        (error: unknown) => {
          console.log('Related sessions could not be loaded', error);
          return [];
        },
      ),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * The questions of a session or a presentation: moderators ask for every one (check), others get
 * what they may see; the hub's events keep the list current (use-session-room.ts), and the
 * moderators' list is asked for again every minute while the session is live (spec 2 §9).
 */
export function useQuestions(
  sessionId: number,
  presId: number | null,
  opts: { isMod: boolean; enabled: boolean; live: boolean },
) {
  const keys = usePlayerKeys();
  return useQuery({
    queryKey: keys.questions(sessionId, presId),
    queryFn: ({ signal }) =>
      apiCall(questionsRoutes.list, {
        params: { platformId: keys.platformId, sessionId },
        query: { check: opts.isMod ? 'true' : 'false', ...(presId === null ? {} : { presentationId: presId }) },
        signal,
      }),
    enabled: opts.enabled && keys.signedIn,
    refetchInterval: opts.isMod && opts.live ? MODERATOR_REFRESH_MS : false,
  });
}

/** Counts a view of the page once it is shown (the server counts a person once a day); the page shows the new count. */
export function useCountView(sessionId: number, presId: number | null) {
  const keys = usePlayerKeys();
  const queryClient = useQueryClient();
  const { platformId } = keys;
  const key = presId === null ? keys.session(sessionId) : keys.presentation(sessionId, presId);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page and caller (keyText stands for key).
  useEffect(() => {
    const call =
      presId === null
        ? apiCall(engagementRoutes.viewSession, { params: { platformId, sessionId } })
        : apiCall(engagementRoutes.viewPresentation, { params: { platformId, sessionId, presId } });
    call
      .then(({ views }) => queryClient.setQueryData<{ views: number }>(key, (old) => (old ? { ...old, views } : old)))
      .catch(() => undefined);
  }, [platformId, sessionId, presId, keyText, queryClient]);
}

type TFigures = Pick<TPlayerSession, 'likes' | 'liked' | 'rating' | 'numOfRatings' | 'myRating'>;

/** Like and rate a session or presentation; the page's figures follow the answers. */
export function useEngagementActions(sessionId: number, presId: number | null) {
  const keys = usePlayerKeys();
  const queryClient = useQueryClient();
  const key = presId === null ? keys.session(sessionId) : keys.presentation(sessionId, presId);
  const patch = (changes: Partial<TFigures>) =>
    queryClient.setQueryData<TFigures>(key, (old) => (old ? { ...old, ...changes } : old));
  const params = { platformId: keys.platformId, sessionId, ...(presId === null ? {} : { presId }) };
  const like = useMutation({
    mutationFn: () =>
      presId === null
        ? apiCall(engagementRoutes.likeSession, { params })
        : apiCall(engagementRoutes.likePresentation, { params: { ...params, presId } }),
    onSuccess: (answer) => patch({ liked: answer.liked, likes: answer.likes }),
  });
  const rate = useMutation({
    mutationFn: (value: number) =>
      presId === null
        ? apiCall(engagementRoutes.rateSession, { params: { ...params, value } })
        : apiCall(engagementRoutes.ratePresentation, { params: { ...params, presId, value } }),
    onSuccess: (answer) => patch({ rating: answer.rating, numOfRatings: answer.rates, myRating: answer.myRating }),
  });
  return { like, rate };
}

/** Asking, replying, moderating and voting: each answer updates the list (the hub tells the others). */
export function useQuestionActions(sessionId: number, presId: number | null) {
  const keys = usePlayerKeys();
  const queryClient = useQueryClient();
  const key = keys.questions(sessionId, presId);
  const upsert = (q: TQuestion) =>
    queryClient.setQueryData<TQuestion[]>(key, (old) => {
      const list = old ?? [];
      return list.some((x) => x.id === q.id) ? list.map((x) => (x.id === q.id ? q : x)) : [q, ...list];
    });
  const params = { platformId: keys.platformId, sessionId };
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    ask: useMutation({
      mutationFn: (text: string) =>
        apiCall(questionsRoutes.ask, {
          params,
          body: { text, ...(presId === null ? {} : { presentationId: presId }) },
        }),
    }),
    fromChat: useMutation({
      mutationFn: (messageId: number) => apiCall(questionsRoutes.fromChat, { params: { ...params, messageId } }),
    }),
    reply: useMutation({
      mutationFn: (input: { questionId: number; text: string }) =>
        apiCall(questionsRoutes.reply, {
          params: { ...params, questionId: input.questionId },
          body: { text: input.text },
        }),
      onSuccess: upsert,
    }),
    moderate: useMutation({
      mutationFn: (input: { questionId: number; action: 'approve' | 'hide' | 'resetPhoto' }) =>
        apiCall(questionsRoutes[input.action], { params: { ...params, questionId: input.questionId } }),
      onSuccess: upsert,
    }),
    changeAll: useMutation({
      mutationFn: (change: 'approveAll' | 'hideAll') => apiCall(questionsRoutes[change], { params }),
      onSuccess: refresh,
    }),
    autoApprove: useMutation({
      mutationFn: (autoApprove: boolean) => apiCall(questionsRoutes.autoApprove, { params, body: { autoApprove } }),
    }),
    vote: useMutation({
      mutationFn: (questionId: number) => apiCall(questionsRoutes.vote, { params: { ...params, questionId } }),
      onSuccess: (answer) =>
        queryClient.setQueryData<TQuestion[]>(key, (old) =>
          old?.map((q) => (q.id === answer.id ? { ...q, votes: answer.votes, voted: answer.voted } : q)),
        ),
    }),
  };
}

/**
 * spec 2 §2.8: the details tab's downloads are logged (POST /log/download; only for signed-in
 * users). The server logs the session's or presentation's title itself.
 */
export function logDownload(userId: number | null, itemType: 'SESSION' | 'PRESENTATION', entityId: number) {
  if (userId === null) return;
  apiCall(logsRoutes.download, {
    body: { entityId, itemType, userId, logType: 'DOWNLOAD_ITEM' },
  }).catch(() => undefined);
}

/**
 * A programme label (type, theme, room) in the reader's language, from the filter options the
 * programme pages ask for too (the same query key: one request for both).
 */
export function usePlayerLabel(): (kind: TProgrammeLabelKind, name: string) => string {
  const { platformId } = usePlatform();
  const labels = useQuery({
    queryKey: ['programme', platformId, 'filters'],
    queryFn: ({ signal }) => apiCall(programmeRoutes.filters, { params: { platformId }, signal }),
    staleTime: 60_000,
  }).data?.frenchLabels;
  const locale = useLocale();
  return useCallback((kind, name) => localizedLabel(labels, kind, name, locale), [labels, locale]);
}

/**
 * A first load straight into the player: the session's (or the presentation's) answer is asked
 * for as soon as the event's settings are in, while the player's code is still on its way. Only
 * for an open event (a closed event's guard must first decide who may see it), under the
 * caller's own keys and token, as the page would ask.
 */
export function prefetchPlayer(
  queryClient: QueryClient,
  settings: TPlatformSettings,
  _search: URLSearchParams,
  subPath: string,
) {
  const ids = /^session\/(\d+)(?:\/presentation\/(\d+))?$/.exec(subPath);
  if (!settings.open || !ids) return;
  const sessionId = Number(ids[1]);
  const presId = ids[2] === undefined ? null : Number(ids[2]);
  if (!Number.isSafeInteger(sessionId) || (presId !== null && !Number.isSafeInteger(presId))) return;
  const session = getSession();
  const keys = playerKeys(settings.eventId, session.userId ?? 0, isAuthenticated(session));
  if (presId === null) void queryClient.prefetchQuery(playerSessionQuery(keys, sessionId, { ahead: true }));
  else void queryClient.prefetchQuery(playerPresentationQuery(keys, sessionId, presId, { ahead: true }));
}
