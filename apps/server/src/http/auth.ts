import { ACCOUNT_DISABLED_MESSAGE } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { PlatformRecord } from '../modules/platform/platform.service.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import { HttpError, unauthorized } from './errors.ts';

/** The signed-in caller of a request. */
export interface Caller {
  userId: number;
  platformId: number;
  user: UserRow;
  isAdmin: boolean;
  isReportViewer: boolean;
  /** May use the submission area: speakers (their own), submitters and organisers (all). */
  isSubmitter: boolean;
  isPlatformModerator: boolean;
  isLoungeModerator: boolean;
  isModerator: boolean;
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

/**
 * Reads the bearer token, if any. A token that is invalid, expired, of another event, or of a
 * disabled or removed account is a 401 (the client then refreshes once, spec 1 §8).
 */
export async function authenticate(
  ctx: AppContext,
  req: FastifyRequest,
  platform: PlatformRecord | null,
): Promise<Caller | null> {
  const token = bearerToken(req);
  if (!token) return null;
  const claims = await ctx.identity.verifyAccess(token);
  if (!claims) throw unauthorized('Token is invalid or expired');
  if (platform && claims.pid !== platform.id) throw unauthorized('Token is not valid for this event');
  const userId = Number(claims.sub);
  const state = await ctx.users.authState(userId);
  if (!state || state.user.platformId !== claims.pid) throw unauthorized('Account no longer exists');
  if (state.user.disabled) throw new HttpError(401, 'account_disabled', ACCOUNT_DISABLED_MESSAGE);
  return {
    userId,
    platformId: claims.pid,
    user: state.user,
    isAdmin: state.user.isAdmin,
    isReportViewer: state.user.isReportViewer,
    isSubmitter: state.user.isSubmitter || state.user.isSpeaker,
    isPlatformModerator: state.isPlatformModerator,
    isLoungeModerator: state.isLoungeModerator || state.isPlatformModerator,
    isModerator: state.isModerator,
  };
}
