import {
  displayName,
  groupRoomName,
  PRESENCE_LIST_MAX,
  ZAuthenticate,
  ZConnectUser,
  ZGroupRef,
} from '@atrium/contracts';
import { authenticateHandshake } from './hub-auth.ts';
import { defineHubCommand, type HubCommand } from './hub-command.ts';
import { HubError } from './hub-errors.ts';

/**
 * The hub's own commands (spec 1 §4.3): joining the event, entering and leaving groups, renewing
 * the token. They keep a socket's membership, which every domain's commands rely on; the
 * domains' commands live beside their services (modules/<domain>/<domain>.hub.ts).
 */

/** CONNECT_USER: all four fields known and matching the token; joins the EVENT group. */
const connectUser = defineHubCommand({
  type: 'CONNECT_USER',
  schema: ZConnectUser,
  answerEvent: 'USER_CONNECTED',
  async handle(ctx, connection, m) {
    const platform = await ctx.platforms.getById(connection.platformId);
    if (!platform) throw new HubError('not_found', 'Platform does not exist');
    if (
      m.eventId !== connection.platformId ||
      m.eventCode.toUpperCase() !== platform.code ||
      m.userId !== connection.userId
    )
      throw new HubError('forbidden', 'eventCode, eventId and userId must be those of the signed-in user');
    const state = await ctx.users.getInPlatform(connection.platformId, connection.userId);
    await connection.joinEvent();
    return {
      eventId: platform.id,
      eventCode: platform.code,
      userId: connection.userId,
      userName: displayName(state.user),
      userPhotoUri: state.user.photoUri,
    };
  },
});

/** ENTER_GROUP: a group of the token's event; answered with its count, users and the user's role. */
const enterGroup = defineHubCommand({
  type: 'ENTER_GROUP',
  schema: ZGroupRef,
  answerEvent: 'USER_GROUP_ENTERED',
  requires: 'joined',
  async handle(ctx, connection, m) {
    const meta = await connection.resolveGroup(m.groupType, m.groupId);
    const entered = await connection.enter(meta);
    const members = await ctx.hub.members(meta.room, PRESENCE_LIST_MAX);
    return {
      groupType: meta.groupType,
      groupId: meta.groupId,
      group: meta.name,
      parentId: meta.parentId,
      groupCount: members.count,
      // Lists only for groups up to PRESENCE_LIST_MAX, as in GROUP_USERS_CHANGED: a crowd of
      // thousands entering a session does not get (and serialise) a list each.
      users: members.truncated ? [] : members.users,
      usersTruncated: members.truncated,
      roleName: entered.roleName,
      isMod: entered.isMod,
      lastMessageId: await ctx.chat.lastMessageId(meta),
    };
  },
});

/** LEAVE_GROUP: nothing happens when the socket is not in the group. */
const leaveGroup = defineHubCommand({
  type: 'LEAVE_GROUP',
  schema: ZGroupRef,
  answerEvent: 'USER_GROUP_LEFT',
  async handle(_ctx, connection, m) {
    await connection.leave(groupRoomName(connection.platformId, m.groupType, m.groupId));
    return { groupType: m.groupType, groupId: m.groupId };
  },
});

/** AUTHENTICATE: a fresh token of the same user and event extends the connection. */
const authenticate = defineHubCommand({
  type: 'AUTHENTICATE',
  schema: ZAuthenticate,
  answerEvent: null,
  allowExpired: true,
  async handle(ctx, connection, m) {
    const data = await authenticateHandshake(ctx, {
      auth: { token: m.token, platformId: connection.platformId },
      headers: {},
      query: {},
    }).catch((error: unknown) => {
      throw error instanceof HubError ? new HubError('unauthorized', error.message) : error;
    });
    if (data.userId !== connection.userId) throw new HubError('forbidden', 'The token is for another user');
    connection.renewToken(data.expiresAt, data.sid);
    return { expiresAt: data.expiresAt };
  },
});

export const groupHubCommands: HubCommand[] = [connectUser, enterGroup, leaveGroup, authenticate];
