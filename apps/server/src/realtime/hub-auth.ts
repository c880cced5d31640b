import { ACCOUNT_DISABLED_MESSAGE, ZHubAuth } from '@atrium/contracts';
import type { AppContext } from '../context.ts';
import { HubError } from './hub-errors.ts';

/** What the hub knows of a socket once its handshake is accepted. */
export interface SocketData {
  platformId: number;
  userId: number;
  /** When the access token expires (ms since the epoch); the socket is then disconnected. */
  expiresAt: number;
  /** The token's sign-in: the socket is disconnected when it ends (signed out, account disabled). */
  sid: string;
}

interface Handshake {
  auth: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
}

/**
 * Handshake authentication: the access token from `auth.token` or an `Authorization: Bearer`
 * header; refused when missing, invalid, expired, of a removed or disabled account, or for
 * another event than the `platformId` the client names. Only signed-in users connect (spec 1 §6).
 */
export async function authenticateHandshake(ctx: AppContext, handshake: Handshake): Promise<SocketData> {
  const header = handshake.headers.authorization;
  const bearer = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() : undefined;
  const parsed = ZHubAuth.safeParse({
    token: handshake.auth.token ?? bearer,
    platformId: handshake.auth.platformId ?? handshake.query.platformId,
  });
  if (!parsed.success) throw new HubError('unauthorized', 'Sign-in required: send the access token');
  const claims = await ctx.identity.verifyAccess(parsed.data.token);
  if (!claims) throw new HubError('unauthorized', 'Token is invalid or expired');
  if (parsed.data.platformId !== undefined && parsed.data.platformId !== claims.pid)
    throw new HubError('unauthorized', 'Token is not valid for this event');
  if (!(await ctx.platforms.getById(claims.pid))) throw new HubError('unauthorized', 'Platform does not exist');
  const userId = Number(claims.sub);
  const state = await ctx.users.authState(userId);
  if (!state || state.user.platformId !== claims.pid) throw new HubError('unauthorized', 'Account no longer exists');
  if (state.user.disabled) throw new HubError('unauthorized', ACCOUNT_DISABLED_MESSAGE);
  return { platformId: claims.pid, userId, expiresAt: (claims.exp ?? 0) * 1000, sid: claims.sid ?? '' };
}
