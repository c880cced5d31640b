import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
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
  const hadConnection = useRef(false);

  useEffect(
    () =>
      onHub('newConversationMessageItem', (item) => {
        void loadConversations().then((store) => store.receiveConversationMessage(item));
      }),
    [],
  );

  // Messages may have come while the connection was down: on reconnecting, the list (with its counts) is read again.
  useEffect(() => {
    if (connection !== 'connected') return;
    const { platformId, userId } = getSession();
    if (hadConnection.current && platformId !== null && userId !== null)
      void queryClient.invalidateQueries({ queryKey: conversationKeys.list(platformId, userId) });
    hadConnection.current = true;
  }, [connection, queryClient]);
  return null;
}
