import { groupRoomName, ZSendReaction } from '@atrium/contracts';
import { defineHubCommand, type HubCommand } from '../../realtime/hub-command.ts';
import { HubError } from '../../realtime/hub-errors.ts';

/**
 * SEND_REACTION: from a socket in the session's group (else not_in_group), while the session is
 * live (else not_live), within the user's rate (else rate_limited with retryAfterMs).
 */
const sendReaction = defineHubCommand({
  type: 'SEND_REACTION',
  schema: ZSendReaction,
  answerEvent: null,
  requires: 'joined',
  async handle(ctx, connection, m) {
    const room = groupRoomName(connection.platformId, 'SESSION', m.sessionId);
    if (!connection.groups.has(room)) throw new HubError('not_in_group', 'Enter the session’s group first');
    // The directory's copy (cached a few seconds), not the one entered with: the session may have moved.
    const meta = await connection.resolveGroup('SESSION', m.sessionId);
    await ctx.reactions.send(connection.platformId, connection.userId, meta, m.kind);
    return { kind: m.kind };
  },
});

/** The reactions domain's hub commands (registered in context.ts). */
export const reactionHubCommands: HubCommand[] = [sendReaction];
