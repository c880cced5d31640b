import type { TReactionKind } from '@atrium/contracts';
import { HttpError, RateLimitedError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HubPort } from '../../realtime/hub-port.ts';
import type { RateLimiter } from '../../realtime/rate-limiter.ts';
import type { GroupMeta } from '../chat/chat-groups.ts';

/**
 * Reactions on the stage (docs/ARCHITECTURE.md, "Reactions on the stage"): an attendee in a live session's group sends one of
 * REACTION_KINDS; nothing is stored, and nothing is sent per reaction: the hub counts them per
 * session and sends the counts to the session's group at most every REACTION_FLUSH_MS.
 */
export class ReactionsService {
  constructor(
    private readonly hub: HubPort,
    /** REACTION_RATE_BURST, REACTION_RATE_PER_SECOND per user, on this node (docs/ARCHITECTURE.md). */
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /**
   * One reaction from `userId` to the session group `meta` (read fresh from the group directory,
   * so a session moved in the programme opens and closes within its cache time). Refused when the
   * session is not live (not_live) or beyond the user's rate (rate_limited, with the wait).
   */
  async send(platformId: number, userId: number, meta: GroupMeta, kind: TReactionKind): Promise<void> {
    const now = this.clock.now();
    const live = meta.groupType === 'SESSION' && meta.liveWindow;
    if (!live || now < live.from || now >= live.until)
      throw new HttpError(403, 'not_live', 'Reactions are open only while the session is live');
    const decision = await this.limiter.take(`reaction:${platformId}:${userId}`);
    if (!decision.allowed) throw new RateLimitedError('Too many reactions: wait a moment', decision.retryAfterMs);
    this.hub.countReaction(meta.room, kind);
  }
}
