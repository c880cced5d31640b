import { conversationsRoutes } from '@atrium/contracts';
import { useEffect, useReducer } from 'react';
import { reportError } from '../../api/api-error.ts';
import { apiCall } from '../../api/client.ts';
import { IDLE_SEARCH, type TUserSearchState, userSearchReducer } from './user-search-model.ts';

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
      apiCall(conversationsRoutes.users, { query: { q: query }, signal: abort.signal })
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
