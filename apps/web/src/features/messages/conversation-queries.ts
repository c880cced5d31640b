import { apiRoutes } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { reportError } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';
import { IDLE_SEARCH, type TUserSearchState, userSearchReducer } from './user-search-model.ts';

/** Under the user's keys, so that logout removes them. */
export const conversationKeys = {
  list: (platformId: number, userId: number) => ['user', platformId, userId, 'conversations'] as const,
};

/** GET /conversations: one's conversations, newest activity first, with unread counts; nothing for visitors. */
export function useConversationList() {
  const session = useSession();
  const { platformId, userId } = session;
  const signedIn = isAuthenticated(session) && platformId !== null && userId !== null;
  return useQuery({
    queryKey: conversationKeys.list(platformId ?? 0, userId ?? 0),
    queryFn: ({ signal }) => apiCall(apiRoutes.conversations.list, { params: { platformId: platformId ?? 0 }, signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
}

/** Typing pauses this long before a search goes out, so that each key does not make a call. */
const SEARCH_PAUSE_MS = 250;

/**
 * spec 1 §4.7, §7: the participant search. GET /conversations/users?q= once the text has 3
 * characters; a failure answers an empty list.
 */
export function useUserSearch(): [TUserSearchState, (text: string) => void, () => void] {
  const [state, dispatch] = useReducer(userSearchReducer, IDLE_SEARCH);
  const query = state.status === 'searching' ? state.query : null;
  useEffect(() => {
    if (query === null) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      apiCall(apiRoutes.conversations.users, { query: { q: query }, signal: abort.signal })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return null;
          reportError('participant search', error);
          return [];
        })
        .then((results) => {
          if (results !== null && !abort.signal.aborted) dispatch({ type: 'answered', query, results });
        });
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);
  return [state, (text) => dispatch({ type: 'typed', text }), () => dispatch({ type: 'reset' })];
}
