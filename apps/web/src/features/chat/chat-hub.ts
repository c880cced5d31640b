import {
  CHAT_RETRY_DELAY_MS,
  chatRoutes,
  type TChatGroupType,
  type TChatMessage,
  type TGroupEntered,
  type TGroupRef,
} from '@atrium/contracts';
import { apiCall } from '../../api/client.ts';
import { hubSocket, onHub, start as startHub } from '../../realtime/connection.ts';
import type { TChatAction } from './chat-model.ts';

/**
 * The hub protocol of one chat group (spec 3 §4 Chat group), shared by the pages that chat: the
 * lounge's rooms today, the session player's and stands' chat tabs next. A page's store keeps
 * its state in `chatReducer` (chat-model.ts) and calls these for the socket and REST side.
 */

/**
 * Enters a hub group. Refused because the event is not joined yet (CONNECT_USER goes 3 s after
 * connecting) or the group not reached yet, it tries again after 1 s while `stillWanted()`.
 * Answers false when there is no connection to ask through.
 */
export function enterHubGroup(
  group: TGroupRef,
  stillWanted: () => boolean,
  onEntered: (answer: TGroupEntered) => void,
): boolean {
  const socket = hubSocket();
  if (!socket) return false;
  socket.emit('ENTER_GROUP', group, (answer) => {
    if (answer.ok) {
      onEntered(answer.data);
      return;
    }
    if (answer.error === 'not_connected' || answer.error === 'not_in_group') {
      setTimeout(() => {
        if (stillWanted()) enterHubGroup(group, stillWanted, onEntered);
      }, CHAT_RETRY_DELAY_MS);
    }
  });
  return true;
}

export function leaveHubGroup(group: TGroupRef): void {
  hubSocket()?.emit('LEAVE_GROUP', { groupType: group.groupType, groupId: group.groupId });
}

/** Who is in a chat group, as a page shows it beside the chat. */
export type TGroupUsers = { list: TGroupEntered['users']; truncated: boolean; count: number };

/**
 * A page's stay in one chat group (a session's, a stand's): enters it, then loads the messages
 * posted before; leaves when the page hides or the returned function is called. The chat's
 * state goes through `dispatch` (chatReducer), the users present through `onUsers`.
 */
export function stayInChatGroup(
  group: TGroupRef & { groupType: TChatGroupType },
  dispatch: (action: TChatAction) => void,
  onUsers: (users: TGroupUsers) => void,
): () => void {
  let wanted = true;
  enterHubGroup(
    group,
    () => wanted,
    (answer) => {
      if (!wanted) return;
      dispatch({ type: 'entered', group, count: answer.groupCount, isMod: answer.isMod });
      onUsers({ list: answer.users, truncated: answer.usersTruncated, count: answer.groupCount });
      loadChatHistory(group.groupId, group.groupType)
        .then((messages) => dispatch({ type: 'history', group, messages }))
        .catch(() => undefined);
    },
  );
  const leave = () => leaveHubGroup(group);
  window.addEventListener('pagehide', leave);
  return () => {
    wanted = false;
    window.removeEventListener('pagehide', leave);
    leave();
    dispatch({ type: 'left' });
  };
}

/** The messages posted before one entered (spec 3 §4: GET /conversations/group/{groupId}). */
export async function loadChatHistory(groupId: number, groupType: TChatGroupType): Promise<TChatMessage[]> {
  const history = await apiCall(chatRoutes.history, { params: { groupId }, query: { groupType } });
  return history.items;
}

/** How long a sent message waits for the hub's acknowledgement before it counts as not sent. */
const CHAT_ACK_TIMEOUT_MS = 10_000;

/**
 * spec 3 §4 Chat group: a message sent while not in a group restarts the connection and is
 * retried once after 1 s. `currentGroup` is read at each try. Resolves whether the hub took the
 * message (its acknowledgement), so that the box can give back a text that was not sent.
 */
export function sendChat(currentGroup: () => TGroupRef | null, message: string, retried = false): Promise<boolean> {
  const socket = hubSocket();
  const group = currentGroup();
  if (!socket?.connected || !group) {
    console.log('Not currently in a room');
    if (retried) return Promise.resolve(false);
    startHub();
    return new Promise((resolve) => {
      setTimeout(() => resolve(sendChat(currentGroup, message, true)), CHAT_RETRY_DELAY_MS);
    });
  }
  // Volatile: a message that cannot leave now is dropped rather than kept for the next
  // connection, so that one the box gave back as not sent never arrives later as well.
  return socket.volatile
    .timeout(CHAT_ACK_TIMEOUT_MS)
    .emitWithAck('POST_CHAT', { groupType: group.groupType, groupId: group.groupId, message })
    .then(
      (answer) => answer.ok,
      () => false,
    );
}

/** A moderator removes a message of the group (the server checks the role). */
export function removeChat(group: TGroupRef | null, id: number): void {
  if (group) hubSocket()?.emit('REMOVE_CHAT', { groupType: group.groupType, groupId: group.groupId, id });
}

/**
 * Feeds a chat group's hub events to its reducer: messages posted and removed, and its user
 * count. Returns the function that stops listening.
 */
export function listenToChat(dispatch: (action: TChatAction) => void): () => void {
  const offs = [
    onHub('CHAT_POSTED', (message) => dispatch({ type: 'posted', message })),
    onHub('CHAT_REMOVED', (removed) => dispatch({ type: 'removed', group: removed, id: removed.id })),
    onHub('GROUP_USERS_CHANGED', (change) =>
      dispatch({ type: 'usersChanged', group: change, count: change.groupCount }),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
