import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  APP_CODE_TTL_SECONDS,
  APP_REQUEST_TTL_SECONDS,
  type TAuthorizeRequestInfo,
  TOKEN_SCOPES,
  type TTokenResponse,
  ZAppClientId,
} from '@atrium/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { appAuthorizations } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlatformService } from '../../modules/platform/platform.service.ts';
import type { UsersService } from '../../modules/users/users.service.ts';
import type { IdentityService } from '../identity.service.ts';
import { OAuthError } from '../oauth-errors.ts';
import { requestedScope } from '../scopes.ts';
import type { AppClients } from './clients.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)), 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** What /connect/authorize answers: an error page (no redirect), the app's redirect URI with an error, or the consent page. */
export type AuthorizeOutcome = { page: string } | { redirectTo: string } | { consentPath: string };

/** The app's redirect URI with the answer's parameters, and `iss` (RFC 9207: which provider answered). */
export function answerAddress(redirectUri: string, params: Record<string, string | null | undefined>, issuer: string) {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries({ ...params, iss: issuer }))
    if (value !== null && value !== undefined) url.searchParams.set(key, value);
  return url.href;
}

/**
 * Atrium as the identity provider of other apps (issue 29): the authorization code flow with
 * PKCE (S256 only) for the apps an event registered (clients.ts). /connect/authorize checks the
 * request and keeps it server-side; the event's own page signs the person in and shows the
 * consent card; "allow" makes a one-time code bound to the person, the app, the redirect URI,
 * the PKCE challenge, the nonce and the scope; the token endpoint spends it once.
 */
export class AppAuthorizeService {
  constructor(
    private readonly db: Db,
    private readonly clients: AppClients,
    private readonly platforms: PlatformService,
    private readonly users: UsersService,
    private readonly identity: IdentityService,
    private readonly clock: Clock,
  ) {}

  private get issuer() {
    return this.identity.issuer;
  }

  /** GET /connect/authorize (RFC 6749 §4.1.1, RFC 7636 §4.3, OpenID Connect Core §3.1.2.1). */
  async start(query: Record<string, unknown>): Promise<AuthorizeOutcome> {
    const clientId = text(query.client_id);
    const redirectUri = text(query.redirect_uri);
    // §4.1.2.1: without a known client and one of its redirect URIs, nothing is sent anywhere.
    const client = ZAppClientId.safeParse(clientId).success ? await this.clients.byId(clientId ?? '') : undefined;
    if (!client) return { page: 'client_id: unknown client' };
    if (!redirectUri || !client.redirectUris.includes(redirectUri))
      return { page: 'redirect_uri: not registered for this client' };
    const state = text(query.state);
    const fail = (error: string, description: string): AuthorizeOutcome => ({
      redirectTo: answerAddress(
        redirectUri,
        { error, error_description: description, state: state && state.length <= 500 ? state : undefined },
        this.issuer,
      ),
    });
    if (query.request !== undefined) return fail('request_not_supported', 'request: not supported');
    if (query.request_uri !== undefined) return fail('request_uri_not_supported', 'request_uri: not supported');
    if (text(query.response_type) !== 'code')
      return fail('unsupported_response_type', 'response_type: only code is supported');
    if (state !== undefined && state.length > 500) return fail('invalid_request', 'state: at most 500 characters');
    const challenge = text(query.code_challenge);
    if (!challenge) return fail('invalid_request', 'code_challenge: required (PKCE)');
    if (text(query.code_challenge_method) !== 'S256')
      return fail('invalid_request', 'code_challenge_method: only S256 is supported');
    if (!CHALLENGE.test(challenge))
      return fail('invalid_request', 'code_challenge: must be 43 characters of base64url');
    const nonce = text(query.nonce);
    if (nonce !== undefined && nonce.length > 500) return fail('invalid_request', 'nonce: at most 500 characters');
    const rawScope = text(query.scope);
    const scope = rawScope?.trim() ? requestedScope(rawScope) : { ok: true as const, scope: client.scopes.join(' ') };
    if (!scope.ok) return fail('invalid_scope', scope.message);
    const allowed = new Set(client.scopes);
    const extra = scope.scope.split(' ').filter((name) => !allowed.has(name));
    if (extra.length > 0) return fail('invalid_scope', `scope: not allowed for this client: ${extra.join(', ')}`);
    if (text(query.prompt)?.split(' ').includes('none'))
      return fail('interaction_required', 'prompt: none cannot be served, the person must answer');
    const platform = await this.platforms.getById(client.platformId);
    if (!platform?.settings.signInEnabled) return fail('access_denied', 'Sign-in is not enabled for this event');
    const requestId = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    // Requests never answered are swept as new ones come.
    await this.db.delete(appAuthorizations).where(lt(appAuthorizations.expiresAt, new Date(now - 86_400_000)));
    await this.db.insert(appAuthorizations).values({
      requestId,
      platformId: platform.id,
      clientId: client.id,
      redirectUri,
      scope: scope.scope,
      state: state ?? null,
      nonce: nonce ?? null,
      codeChallenge: challenge,
      expiresAt: new Date(now + APP_REQUEST_TTL_SECONDS * 1000),
    });
    return { consentPath: `/${platform.code}/authorize/${requestId}` };
  }

  /** A request still waiting for the person's answer, of this event; or null. */
  private async pending(platformId: number, requestId: string) {
    const [row] = await this.db
      .select()
      .from(appAuthorizations)
      .where(
        and(
          eq(appAuthorizations.requestId, requestId),
          eq(appAuthorizations.platformId, platformId),
          isNull(appAuthorizations.answeredAt),
          gt(appAuthorizations.expiresAt, new Date(this.clock.now())),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** What the consent card shows. */
  async request(platformId: number, requestId: string): Promise<TAuthorizeRequestInfo> {
    const row = await this.pending(platformId, requestId);
    const client = row ? await this.clients.byId(row.clientId) : undefined;
    if (!row || !client) throw notFound('This sign-in request is unknown, expired or already answered');
    const asked = new Set(row.scope.split(' '));
    return {
      clientId: client.id,
      clientName: client.name,
      redirectUri: row.redirectUri,
      scopes: TOKEN_SCOPES.filter((name) => asked.has(name)),
    };
  }

  /** The person's answer: the request is answered once; "allow" makes the one-time code. */
  async decide(platformId: number, requestId: string, userId: number, allow: boolean): Promise<{ redirectTo: string }> {
    const now = this.clock.now();
    const code = randomBytes(32).toString('base64url');
    const [row] = await this.db
      .update(appAuthorizations)
      .set({
        answeredAt: new Date(now),
        ...(allow
          ? { userId, codeHash: sha256(code), codeExpiresAt: new Date(now + APP_CODE_TTL_SECONDS * 1000) }
          : {}),
      })
      .where(
        and(
          eq(appAuthorizations.requestId, requestId),
          eq(appAuthorizations.platformId, platformId),
          isNull(appAuthorizations.answeredAt),
          gt(appAuthorizations.expiresAt, new Date(now)),
        ),
      )
      .returning();
    if (!row) throw notFound('This sign-in request is unknown, expired or already answered');
    const params = allow
      ? { code, state: row.state }
      : { error: 'access_denied', error_description: 'The person declined', state: row.state };
    return { redirectTo: answerAddress(row.redirectUri, params, this.issuer) };
  }

  /**
   * grant_type=authorization_code: the code is spent once (whatever follows); its app, redirect
   * URI and PKCE verifier must match. A code presented again ends the sign-in it gave (RFC 6749
   * §4.1.2: the code leaked).
   */
  async redeem(grant: {
    code: string;
    client_id: string;
    redirect_uri: string;
    code_verifier: string;
  }): Promise<TTokenResponse> {
    const client = await this.clients.byId(grant.client_id);
    if (!client) throw new OAuthError(401, 'invalid_client', 'client_id: unknown client');
    const hash = sha256(grant.code);
    const familyId = randomUUID();
    const now = new Date(this.clock.now());
    const [row] = await this.db
      .update(appAuthorizations)
      .set({ codeUsedAt: now, familyId })
      .where(
        and(
          eq(appAuthorizations.codeHash, hash),
          isNull(appAuthorizations.codeUsedAt),
          gt(appAuthorizations.codeExpiresAt, now),
        ),
      )
      .returning();
    const refused = new OAuthError(400, 'invalid_grant', 'The code is invalid, expired or was already used');
    if (!row) {
      const [spent] = await this.db
        .select({ familyId: appAuthorizations.familyId })
        .from(appAuthorizations)
        .where(and(eq(appAuthorizations.codeHash, hash), eq(appAuthorizations.clientId, client.id)))
        .limit(1);
      if (spent?.familyId) await this.identity.endSignIn(spent.familyId);
      throw refused;
    }
    if (row.clientId !== client.id || row.redirectUri !== grant.redirect_uri) throw refused;
    const expected = Buffer.from(row.codeChallenge);
    const actual = Buffer.from(sha256(grant.code_verifier));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
      throw new OAuthError(400, 'invalid_grant', 'code_verifier: does not match the code_challenge');
    const user = row.userId ? await this.users.repo.findById(row.userId) : undefined;
    return this.identity.signInForApp(user ?? null, familyId, {
      clientId: client.id,
      scope: row.scope,
      nonce: row.nonce ?? undefined,
    });
  }
}
