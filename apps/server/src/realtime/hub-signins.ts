import type { EndedSignIns } from '../identity/identity.service.ts';
import type { RedisClients } from './redis.ts';

/**
 * Ended sign-ins (a sign-out, a disabled account, a new password) travel to every node on a
 * Redis channel of their own, published by whichever process ended them: a node, or the command
 * line with its own connection (which has no Socket.IO server to emit through). The Socket.IO
 * adapter on the same subscribed connection ignores channels it does not know.
 */
export class SignInChannel {
  private readonly channel: string;
  private listener: ((channel: string, message: string) => void) | null = null;

  constructor(
    private readonly redis: RedisClients,
    private readonly onError: (error: unknown) => void,
  ) {
    this.channel = `${redis.prefix}:signins-ended`;
  }

  publish(ended: EndedSignIns): void {
    this.redis.pub.publish(this.channel, JSON.stringify(ended)).catch(this.onError);
  }

  async listen(handle: (ended: EndedSignIns) => void): Promise<void> {
    this.listener = (channel, message) => {
      if (channel !== this.channel) return;
      const ended = parseEnded(message);
      if (ended) handle(ended);
      else this.onError(new Error(`unreadable message on ${this.channel}`));
    };
    this.redis.sub.on('message', this.listener);
    await this.redis.sub.subscribe(this.channel);
  }

  stop(): void {
    if (!this.listener) return;
    this.redis.sub.off('message', this.listener);
    this.listener = null;
    this.redis.sub.unsubscribe(this.channel).catch(() => {});
  }
}

function parseEnded(message: string): EndedSignIns | null {
  try {
    const value = JSON.parse(message) as Partial<EndedSignIns>;
    const sids = Array.isArray(value.sids) ? value.sids.filter((sid) => typeof sid === 'string') : [];
    const userId = typeof value.userId === 'number' ? value.userId : null;
    return { sids, userId };
  } catch {
    return null;
  }
}
