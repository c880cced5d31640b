import { CHAT_GROUP_TYPES, groupRoomName, type TChatGroupType, ZPostChat, ZRemoveChat } from '@atrium/contracts';
import { defineHubCommand, type HubCommand } from '../../realtime/hub-command.ts';
import { HubError } from '../../realtime/hub-errors.ts';

/** POST_CHAT (spec 3 §3): into a chat group the socket is in, with the role it entered with. */
const postChat = defineHubCommand({
  type: 'POST_CHAT',
  schema: ZPostChat,
  answerEvent: null,
  requires: 'joined',
  async handle(ctx, connection, m) {
    if (!(CHAT_GROUP_TYPES as readonly string[]).includes(m.groupType))
      throw new HubError('bad_request', `groupType: no chat in ${m.groupType} groups`);
    const room = groupRoomName(connection.platformId, m.groupType as TChatGroupType, m.groupId);
    const entered = connection.groups.get(room);
    if (!entered) throw new HubError('not_in_group', 'Not currently in a room: enter the group first');
    return ctx.chat.post(connection.platformId, connection.userId, entered.meta, m.message, entered);
  },
});

/** REMOVE_CHAT (spec 3 §6): the group's moderators only; the group must be of this event. */
const removeChat = defineHubCommand({
  type: 'REMOVE_CHAT',
  schema: ZRemoveChat,
  answerEvent: null,
  requires: 'joined',
  async handle(ctx, connection, m) {
    const meta = await connection.resolveGroup(m.groupType, m.groupId);
    return ctx.chat.remove(connection.platformId, connection.userId, meta, m.id);
  },
});

/** The chat domain's hub commands (registered in context.ts). */
export const chatHubCommands: HubCommand[] = [postChat, removeChat];
