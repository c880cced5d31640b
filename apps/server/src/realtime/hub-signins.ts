import type { AppContext } from '../context.ts';
import type { EndedSignIns } from '../identity/sign-ins.ts';
import type { HubConnection } from './hub-connection.ts';
import { HubError } from './hub-errors.ts';
import type { RedisClients } from './redis.ts';

/** What a socket of an ended sign-in is told as it is closed. */
export const signedOut = () => new HubError('unauthorized', 'This sign-in has ended: sign in again');

/** The connections of these ended sign-ins, or of the whole account. */
export function connectionsOf(ended: EndedSignIns, connections: Iterable<HubConnection>): HubConnection[] {
  const sids = new Set(ended.sids);
  return [...connections].filter((c) => c.userId === ended.userId || sids.has(c.socket.data.sid));
}

/** The connections whose sign-in has been ended since (the sweep: one query per 1,000 sign-ins). */
export async function connectionsSignedOut(ctx: AppContext, connections: HubConnection[]): Promise<HubConnection[]> {
  const sids = [...new Set(connections.map((c) => c.socket.data.sid))];
  const ended = new Set<string>();
  for (let i = 0; i < sids.length; i += 1000) {
    for (const sid of await ctx.identity.endedSignIns(sids.slice(i, i + 1000))) ended.add(sid);
  }
  return connections.filter((c) => ended.has(c.socket.data.sid));
}

/** The connections whose token has expired, with what each is told (a sweep on this node's clock). */
export function expiredTokens(connections: Iterable<HubConnection>, now: number): [HubConnection, HubError][] {
  const expired: [HubConnection, HubError][] = [];
  for (const connection of connections) {
    if (connection.socket.data.expiresAt > now) continue;
    try {
      connection.checkToken();
    } catch (error) {
      if (error instanceof HubError) expired.push([connection, error]);
    }
  }
  return expired;
}

/**
 * The connections of accounts disabled or removed since they connected (their token would
 * otherwise carry them until it expires); one query per 1,000 users of this node, from any node
 * or the command line that changed the account.
 */
export async function connectionsOfClosedAccounts(
  ctx: AppContext,
  connections: Iterable<HubConnection>,
): Promise<HubConnection[]> {
  const byUser = new Map<number, HubConnection[]>();
  for (const connection of connections) {
    const list = byUser.get(connection.userId);
    if (list) list.push(connection);
    else byUser.set(connection.userId, [connection]);
  }
  const ids = [...byUser.keys()];
  const found: HubConnection[] = [];
  for (let i = 0; i < ids.length; i += 1000) {
    const closed = await ctx.users.closedAccounts(ids.slice(i, i + 1000));
    for (const userId of closed) found.push(...(byUser.get(userId) ?? []));
  }
  return found;
}

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
