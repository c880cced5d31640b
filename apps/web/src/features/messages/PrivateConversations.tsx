import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { getSession, isAuthenticated, useSession } from '../../auth/session-store.ts';
import { withStrings } from '../../i18n/index.ts';
import { onHub, useConnectionState } from '../../realtime/connection.ts';
import { conversationKeys } from './conversation-queries.ts';
import { loadConversations, useOpenConversations } from './open-conversations.ts';

// The bar and its chat boxes load with the first open conversation.
const ConversationBar = lazy(() => withStrings(import('./ConversationBar.tsx'), 'messages'));

/**
 * Mounted by the shell: for a signed-in user, hears the hub's `newConversationMessageItem`
 * (spec 1 §4.4, §7) and shows the conversation bar whenever conversations are open (§2.4).
 */
export function PrivateConversations() {
  const session = useSession();
  const signedIn = isAuthenticated(session);
  const open = useOpenConversations();
  return (
    <>
      {signedIn ? <ConversationListener /> : null}
      {signedIn && open.length > 0 ? (
        <Suspense fallback={null}>
          <ConversationBar />
        </Suspense>
      ) : null}
    </>
  );
}

function ConversationListener() {
  const queryClient = useQueryClient();
  const connection = useConnectionState();

  useEffect(
    () =>
      onHub('newConversationMessageItem', (item) => {
        void loadConversations().then((store) => store.receiveConversationMessage(item));
      }),
    [],
  );

  // Messages may have come while there was no connection — down, or not yet up (the hub's client
  // loads after the first screen, which has read the list already): once connected, the list
  // (with its counts) is read again.
  useEffect(() => {
    if (connection !== 'connected') return;
    const { platformId, userId } = getSession();
    if (platformId !== null && userId !== null)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(platformId, userId) });
  }, [connection, queryClient]);
  return null;
}
