import { api, ZRevocationRequest, ZTokenRequest } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { registerRoute } from '../http/route.ts';
import { OAuthError } from './identity.service.ts';

function oauthError(reply: FastifyReply, status: number, code: string, message: string, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error: code, error_description: message, message });
}

/** The built-in identity provider: token, revocation, discovery, keys, password reset. */
export function identityRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/connect/token', async (req, reply) => {
    const parsed = ZTokenRequest.safeParse(req.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'grant_type';
      const code = field === 'grant_type' ? 'unsupported_grant_type' : 'invalid_request';
      return oauthError(reply, 400, code, `${field}: ${issue?.message ?? 'invalid'}`);
    }
    try {
      const grant = parsed.data;
      const tokens =
        grant.grant_type === 'password'
          ? await ctx.identity.passwordGrant(
              {
                username: grant.username,
                password: grant.password,
                platformId: grant.platform_id,
                scope: grant.scope,
                clientId: grant.client_id,
              },
              req.ip,
            )
          : await ctx.identity.refreshGrant(grant.refresh_token, grant.client_id);
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
    await ctx.identity.revoke(parsed.data.token);
    return reply.code(200).send({});
  });

  app.get('/.well-known/openid-configuration', async () => {
    const issuer = ctx.config.publicUrl;
    return {
      issuer,
      token_endpoint: `${issuer}/connect/token`,
      revocation_endpoint: `${issuer}/connect/revocation`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      grant_types_supported: ['password', 'refresh_token'],
      response_types_supported: ['token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'profile', 'roles', 'email', 'offline_access', 'meeting_api', 'platform'],
      claims_supported: ['sub', 'pid', 'roles', 'name', 'email', 'given_name', 'family_name'],
    };
  });

  app.get('/.well-known/jwks.json', async () => ctx.keys.jwks());

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
