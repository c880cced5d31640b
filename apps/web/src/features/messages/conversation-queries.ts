import { conversationsRoutes } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/client.ts';
import { isAuthenticated, useSession } from '../../auth/session-store.ts';

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
    queryFn: ({ signal }) => apiCall(conversationsRoutes.list, { params: { platformId: platformId ?? 0 }, signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
}
