import { queryClient } from '../api/query-client.ts';
import { forgetEnteredEvents } from '../features/logs/entered-events.ts';
import { clearConversations } from '../features/messages/open-conversations.ts';
import { userKeys } from '../features/users/user-keys.ts';
import { forgetOfflineCopies } from '../offline/use-offline.ts';
import { stop as stopRealtime } from '../realtime/connection.ts';
import { clearSignIn } from './session-store.ts';

/** The local part of every logout (spec 1 §4.2): the live connection stops and the user's state goes. */
export function signOutLocally(): void {
  stopRealtime();
  clearSignIn();
  forgetEnteredEvents();
  // spec 1 §4.4: log-off clears the conversations.
  clearConversations();
  queryClient.removeQueries({ queryKey: userKeys.all });
  forgetOfflineCopies();
}
