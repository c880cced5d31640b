import { api, displayName, ZUserInfo } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { bearerToken } from '../http/auth.ts';
import { rolesOf } from './identity.service.ts';
import { oauthError } from './oauth-errors.ts';
import { hasScope, scopedClaims } from './scopes.ts';

/** RFC 6750 §3: the challenge of a refused bearer token, with its error when there was a token. */
function challenge(reply: FastifyReply, error?: { code: string; description: string; scope?: string }) {
  const parts = ['realm="atrium"'];
  if (error) parts.push(`error="${error.code}"`, `error_description="${error.description}"`);
  if (error?.scope) parts.push(`scope="${error.scope}"`);
  return reply.header('www-authenticate', `Bearer ${parts.join(', ')}`);
}

/**
 * OpenID Connect userinfo (Core §5.3), GET and POST: the claims of the access token's user that the
 * token's scopes name, read from the account now (a changed name shows at once). The token is
 * sent in the Authorization header; one of any event opens it (the answer is about its own user).
 */
export function userinfoRoutes(app: FastifyInstance, ctx: AppContext) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(req);
    if (!token) {
      challenge(reply);
      return oauthError(reply, 401, 'unauthorized', 'A bearer access token is required');
    }
    const claims = await ctx.identity.verifyToken(token);
    const state = claims ? await ctx.users.authState(Number(claims.sub)) : null;
    if (!claims || !state || state.user.platformId !== claims.pid || state.user.disabled) {
      const description = 'The access token is invalid, expired or signed out';
      challenge(reply, { code: 'invalid_token', description });
      return oauthError(reply, 401, 'invalid_token', description);
    }
    if (!hasScope(claims.scope, 'openid')) {
      const description = 'The access token was not granted the openid scope';
      challenge(reply, { code: 'insufficient_scope', description, scope: 'openid' });
      return oauthError(reply, 403, 'insufficient_scope', description);
    }
    const { user } = state;
    const roles = rolesOf(user, state.isPlatformModerator);
    const answer = ZUserInfo.parse({ sub: claims.sub, ...scopedClaims(user, roles, displayName(user), claims.scope) });
    return reply.header('cache-control', 'no-store').send(answer);
  };
  app.get(api.identity.userinfo.path, handler);
  app.post(api.identity.userinfoPost.path, handler);
}
