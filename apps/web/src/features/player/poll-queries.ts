import { pollsRoutes, type TNewPoll, type TPoll } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '../../api/client.ts';
import { onHub, useHubSnapshot } from '../../realtime/connection.ts';
import { applyPollEvent, type TPollEvent } from './player-model.ts';
import { usePlayerKeys } from './player-queries.ts';

/** The polls' query key, under the player's keys of the caller (logout removes them). */
function usePollsKey(sessionId: number) {
  const keys = usePlayerKeys();
  return { keys, key: [...keys.session(sessionId), 'polls'] as const };
}

/**
 * A session's polls: asked for when the Polls tab first shows, then kept current by the hub's
 * POLL_* events of the session's group (the player is in it while the page shows).
 */
export function usePolls(sessionId: number, isMod: boolean) {
  const { keys, key } = usePollsKey(sessionId);
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyText stands for key.
  useEffect(() => {
    const apply = (event: TPollEvent, sessionOf: number) => {
      if (sessionOf !== sessionId) return;
      queryClient.setQueryData<TPoll[]>(key, (old) => (old ? applyPollEvent(old, event, isMod) : old));
    };
    const offs = [
      onHub('POLL_CHANGED', (poll) => apply({ type: 'changed', poll }, poll.sessionId)),
      onHub('POLL_REMOVED', (removed) => apply({ type: 'removed', removed }, removed.sessionId)),
      onHub('POLL_RESULTS', (results) => apply({ type: 'results', results }, results.sessionId)),
    ];
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient, keyText, sessionId, isMod]);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(pollsRoutes.list, { params: { platformId: keys.platformId, sessionId }, signal }),
    enabled: keys.signedIn,
  });
  // Results sent while the hub was away are not replayed: the list is asked for again on (re)joining.
  const { joined } = useHubSnapshot();
  const { refetch } = query;
  useEffect(() => {
    if (joined) void refetch();
  }, [joined, refetch]);
  return query;
}

/** Preparing, running and voting: each answer updates the list (the hub tells the others). */
export function usePollActions(sessionId: number) {
  const { keys, key } = usePollsKey(sessionId);
  const queryClient = useQueryClient();
  const params = { platformId: keys.platformId, sessionId };
  const upsert = (poll: TPoll, fresherResults = false) =>
    queryClient.setQueryData<TPoll[]>(key, (old) => {
      const list = old ?? [];
      const found = list.find((p) => p.id === poll.id);
      const kept = {
        ...poll,
        // A vote's answer carries the results last sent, which the hub's may have overtaken.
        results: fresherResults ? (found?.results ?? poll.results) : (poll.results ?? found?.results ?? null),
        myChoice: poll.myChoice.length ? poll.myChoice : (found?.myChoice ?? []),
      };
      return found ? list.map((p) => (p.id === poll.id ? kept : p)) : [...list, kept];
    });
  return {
    save: useMutation({
      mutationFn: (input: { pollId: number | null; poll: TNewPoll }) =>
        input.pollId === null
          ? apiCall(pollsRoutes.create, { params, body: input.poll })
          : apiCall(pollsRoutes.update, { params: { ...params, pollId: input.pollId }, body: input.poll }),
      onSuccess: (poll) => upsert(poll),
    }),
    remove: useMutation({
      mutationFn: (pollId: number) => apiCall(pollsRoutes.remove, { params: { ...params, pollId } }),
      onSuccess: ({ id }) => queryClient.setQueryData<TPoll[]>(key, (old) => old?.filter((p) => p.id !== id)),
    }),
    run: useMutation({
      mutationFn: (input: { pollId: number; action: 'open' | 'close' | 'show' | 'hold' }) =>
        input.action === 'open' || input.action === 'close'
          ? apiCall(pollsRoutes[input.action], { params: { ...params, pollId: input.pollId } })
          : apiCall(pollsRoutes.showResults, {
              params: { ...params, pollId: input.pollId },
              body: { shown: input.action === 'show' },
            }),
      onSuccess: (poll) => upsert(poll),
    }),
    vote: useMutation({
      mutationFn: (input: { pollId: number; optionIds: number[] }) =>
        apiCall(pollsRoutes.vote, {
          params: { ...params, pollId: input.pollId },
          body: { optionIds: input.optionIds },
        }),
      onSuccess: (poll) => upsert(poll),
    }),
  };
}
