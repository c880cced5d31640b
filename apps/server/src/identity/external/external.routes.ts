import { api, ZEventCode, ZSignInProviderId } from '@atrium/contracts';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { registerRoute } from '../../http/route.ts';
import { type CallbackOutcome, EXTERNAL_CALLBACK_PATH } from './sign-in.service.ts';

/** The cookie binding a started sign-in to its browser: the state, for the answer to match. */
export const STATE_COOKIE = 'atrium_sso_state';
const COOKIE_PATH = '/connect/external';

const ZStartParams = z.object({ eventCode: ZEventCode, providerId: ZSignInProviderId });
const ZStartQuery = z.object({
  redirect: z.string().max(1000).optional(),
  remember: z.enum(['0', '1']).optional(),
});

/**
 * External sign-in (issue 29): the sign-in page's options, the start (a redirect to the
 * provider) and the provider's answer (a redirect back to the sign-in page, with a one-time code
 * in the fragment or an error in the query). The two redirects are browser navigations, not
 * API calls: they are outside the contract, and the authorisation test walks them by name.
 */
export function externalSignInRoutes(app: FastifyInstance, ctx: AppContext) {
  const secure = ctx.config.publicUrl.startsWith('https:');
  const stateCookie = (value: string, maxAge: number) =>
    serializeCookie(STATE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path: COOKIE_PATH, maxAge });

  registerRoute(app, ctx, api.identity.signInOptions, async ({ params }) =>
    ctx.externalSignIn.options(params.eventCode),
  );

  app.get('/connect/external/:eventCode/:providerId', async (req, reply) => {
    const params = ZStartParams.safeParse(req.params);
    if (!params.success) {
      const field = `params.${params.error.issues[0]?.path.join('.')}`;
      throw badRequest(`${field}: ${params.error.issues[0]?.message}`, field);
    }
    const query = ZStartQuery.safeParse(req.query ?? {});
    if (!query.success) {
      const field = `query.${query.error.issues[0]?.path.join('.')}`;
      throw badRequest(`${field}: ${query.error.issues[0]?.message}`, field);
    }
    const started = await ctx.externalSignIn.start(params.data.eventCode, params.data.providerId, {
      returnTo: query.data.redirect,
      remember: query.data.remember === '1',
    });
    if ('error' in started) return backToSignIn(reply, { ...started, returnTo: query.data.redirect ?? '' });
    return reply
      .header('set-cookie', stateCookie(started.state, 600))
      .header('cache-control', 'no-store')
      .redirect(started.url, 302);
  });

  app.get(EXTERNAL_CALLBACK_PATH, async (req, reply) => {
    const cookieState = parseCookie(req.headers.cookie ?? '')[STATE_COOKIE];
    const outcome = await ctx.externalSignIn.callback(new URL(req.url, ctx.config.publicUrl), cookieState);
    // The cookie serves one answer, whatever it was.
    reply.header('set-cookie', stateCookie('', 0));
    return backToSignIn(reply, outcome);
  });
}

/**
 * The event's sign-in page: `?sso_error=` tells what went wrong; a one-time code goes in the
 * fragment (never sent to a server, nor in a Referer), with where to go once signed in.
 */
function backToSignIn(
  reply: FastifyReply,
  outcome: CallbackOutcome | { eventCode: string; error: string; returnTo: string },
) {
  const base = `/${outcome.eventCode}/login`;
  const redirect: Record<string, string> = outcome.returnTo ? { redirect: outcome.returnTo } : {};
  const target =
    'code' in outcome
      ? `${base}?${new URLSearchParams(redirect)}#${new URLSearchParams({ sso_code: outcome.code, ...(outcome.remember ? { remember: '1' } : {}) })}`
      : `${base}?${new URLSearchParams({ sso_error: outcome.error, ...redirect })}`;
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
}
