import { randomUUID } from 'node:crypto';
import {
  api,
  DEFAULT_SCOPE,
  EXTERNAL_SIGN_IN_GRANT,
  ZAppClientId,
  ZRevocationRequest,
  ZTokenRequest,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { registerRoute } from '../http/route.ts';
import { providerMetadata } from './discovery.ts';
import { OAuthError } from './identity.service.ts';
import { oauthError } from './oauth-errors.ts';
import { clientOf, requestedScope } from './scopes.ts';
import { userinfoRoutes } from './userinfo.routes.ts';

/** The built-in identity provider: token, revocation, discovery, keys, userinfo, password reset. */
export function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/connect/token', async (req, reply) => {
    const parsed = ZTokenRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'grant_type';
      const code = field === 'grant_type' ? 'unsupported_grant_type' : 'invalid_request';
      return oauthError(reply, 400, code, `${field}: ${issue?.message ?? 'invalid'}`);
    }
    const grant = parsed.data;
    // The client and the scope are checked before the password is: a bad one costs no hashing
    // and counts as no failed sign-in.
    // A registered app (identity/authorize) uses the code grant and refreshes; the password and
    // external grants are the web app's only.
    const appClient =
      grant.grant_type === 'refresh_token' &&
      ZAppClientId.safeParse(grant.client_id).success &&
      !clientOf(grant.client_id)
        ? await ctx.appClients.byId(grant.client_id ?? '')
        : undefined;
    const clientId =
      grant.grant_type === 'authorization_code' ? grant.client_id : (appClient?.id ?? clientOf(grant.client_id));
    if (!clientId) return oauthError(reply, 401, 'invalid_client', 'client_id: unknown client');
    const scope = grant.grant_type === 'password' ? requestedScope(grant.scope) : null;
    if (scope && !scope.ok) return oauthError(reply, 400, 'invalid_scope', scope.message);
    try {
      const tokens =
        grant.grant_type === 'authorization_code'
          ? await ctx.appAuthorize.redeem(grant)
          : grant.grant_type === EXTERNAL_SIGN_IN_GRANT
            ? await ctx.identity.signInForApp(await ctx.externalSignIn.redeem(grant.code), randomUUID(), {
                clientId,
                scope: DEFAULT_SCOPE,
              })
            : grant.grant_type === 'password'
              ? await ctx.identity.passwordGrant(
                  {
                    username: grant.username,
                    password: grant.password,
                    platformId: grant.platform_id,
                    scope: scope?.ok ? scope.scope : undefined,
                    clientId,
                  },
                  req.ip,
                )
              : await ctx.identity.refreshGrant(grant.refresh_token, clientId, grant.scope);
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
    } catch (error) {
      if (error instanceof OAuthError)
        return oauthError(reply, error.status, error.code, error.message, error.retryAfterSeconds);
      throw error;
    }
  });

  app.post('/connect/revocation', async (req, reply) => {
    const parsed = ZRevocationRequest.safeParse(req.body ?? {});
    if (!parsed.success) return oauthError(reply, 400, 'invalid_request', 'token: required');
    const ended = await ctx.identity.revoke(parsed.data.token);
    // spec 1 §4.2: the logout scan is recorded here, where the sign-in ends: a scan the browser
    // sent after the revocation would carry a token no longer valid, and one sent before could be
    // lost with a closed tab.
    if (ended)
      ctx.logs.record({
        platformId: ended.platformId,
        kind: 'scan',
        userId: ended.userId,
        entityType: 'EVENT_PLATFORM',
        entityId: String(ended.platformId),
        action: 'LOGOUT',
      });
    return reply.code(200).send({});
  });

  // The same metadata under OpenID Connect Discovery's name and RFC 8414's (discovery.ts says why both).
  const metadata = async () => providerMetadata(ctx.config.publicUrl);
  app.get('/.well-known/openid-configuration', metadata);
  app.get('/.well-known/oauth-authorization-server', metadata);

  app.get('/.well-known/jwks.json', async () => ctx.keys.jwks());

  userinfoRoutes(app, ctx);

  registerRoute(app, ctx, api.account.forgotPassword, async ({ body }) => {
    // Answer at once, whatever happens: whether the account exists must not show.
    void ctx.identity
      .forgotPassword(body.platformId, body.email, body.locale)
      .catch((error) => app.log.error(error, 'forgot password'));
    return { accepted: true as const };
  });

  registerRoute(app, ctx, api.account.resetPassword, async ({ body }) => {
    // The contract trims the new password, as sign-in does (spec 1 §5).
    const password = body.password;
    const result = await ctx.identity.resetPassword(body.token, password);
    if (!result) throw badRequest('This link is invalid or has expired', 'body.token');
    return { ok: true as const, eventCode: result.eventCode };
  });
}
