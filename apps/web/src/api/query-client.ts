import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from './api-error.ts';
import { shouldRetryQuery } from './auth-policy.ts';

/**
 * The one query client. Failed calls are recorded here (spec 1 §8: logged and swallowed);
 * the hooks then hand components empty data and the page carries on.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => reportError(`query ${JSON.stringify(query.queryKey)}`, error),
  }),
  mutationCache: new MutationCache({ onError: (error) => reportError('mutation', error) }),
  defaultOptions: {
    queries: { retry: shouldRetryQuery, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
