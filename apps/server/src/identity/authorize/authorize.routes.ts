import { api } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerRoute } from '../../http/route.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The page of a request that cannot be answered to its app (an unknown client, a redirect URI
 * not registered): RFC 6749 §4.1.2.1 forbids redirecting it, so the person reads why here.
 */
function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-in request refused</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>Sign-in request refused</h1>
<p>The app that sent you here made a request Atrium cannot answer: ${escapeHtml(message)}.</p>
<p lang="fr">L’application qui vous a envoyé ici a fait une demande qu’Atrium ne peut pas traiter.</p></main>
</body></html>`;
}

/**
 * Atrium as the identity provider of registered apps (issue 29): /connect/authorize, a browser
 * navigation outside the contract (it answers a redirect or an error page, walked by name in
 * the authorisation test), and the consent page's two API calls.
 */
export function appAuthorizeRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/connect/authorize', async (req, reply) => {
    const outcome = await ctx.appAuthorize.start((req.query ?? {}) as Record<string, unknown>);
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    if ('page' in outcome) return reply.code(400).type('text/html; charset=utf-8').send(errorPage(outcome.page));
    return reply.redirect('redirectTo' in outcome ? outcome.redirectTo : outcome.consentPath, 302);
  });

  registerRoute(app, ctx, api.identity.authorizeRequest, async ({ params, platform }) =>
    ctx.appAuthorize.request(platform.id, params.requestId),
  );

  registerRoute(app, ctx, api.identity.authorizeDecision, async ({ params, platform, caller, body }) =>
    ctx.appAuthorize.decide(platform.id, params.requestId, caller!.userId, body.allow),
  );
}
