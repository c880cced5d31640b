import { createHash, randomBytes } from 'node:crypto';
import {
  EXTERNAL_CODE_TTL_SECONDS,
  EXTERNAL_SIGN_IN_TTL_SECONDS,
  type TExternalSignInError,
  type TSignInProvider,
} from '@atrium/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import type { Db } from '../../db/database.ts';
import { externalSignIns } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlatformService } from '../../modules/platform/platform.service.ts';
import type { UserRow } from '../../modules/users/users.repository.ts';
import type { UsersService } from '../../modules/users/users.service.ts';
import { type AccountOutcome, ExternalAccounts, type ProviderPerson } from './accounts.ts';
import { classifyProviderError } from './provider-errors.ts';
import { ProviderConfigurations, type SecretSources, scopesOf, signInSettingsOf } from './providers.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The path of the provider's answer, the same for every event and provider (one address to register). */
export const EXTERNAL_CALLBACK_PATH = '/connect/external/callback';

/** Where the browser goes after the provider's answer: the event's sign-in page, with a code or an error. */
export type CallbackOutcome =
  | { eventCode: string; code: string; returnTo: string; remember: boolean }
  | { eventCode: string; error: TExternalSignInError; returnTo: string };

/** A path of the event's own (`/CODE/...`), or '': never another site (an open redirect). */
export function safeReturnTo(value: string | undefined, eventCode: string): string {
  if (!value) return '';
  const prefix = `/${eventCode.toLowerCase()}/`;
  if (!value.toLowerCase().startsWith(prefix) || value.includes('\\') || value.includes('//')) return '';
  return value.slice(0, 1000);
}

/**
 * Sign-in at an event's external OpenID Connect providers (issue 29), Atrium as the relying
 * party: the authorization code flow with PKCE (S256), `state` and `nonce`, kept server-side
 * and spent once; the browser holds the state in a short-lived httpOnly cookie that the answer
 * must match. The end is a one-time code the web app exchanges at /connect/token for the tokens
 * the password grant gives (IdentityService.signInForApp).
 */
export class ExternalSignInService {
  private readonly configurations: ProviderConfigurations;
  private readonly accounts: ExternalAccounts;

  constructor(
    private readonly db: Db,
    private readonly platforms: PlatformService,
    users: UsersService,
    /** Read at each use: the address is the server's (tests learn it once listening). */
    private readonly server: { publicUrl: string },
    sources: SecretSources,
    private readonly clock: Clock,
    private readonly log: (error: unknown, message: string) => void,
  ) {
    this.configurations = new ProviderConfigurations(clock, sources);
    this.accounts = new ExternalAccounts(db, users);
  }

  get redirectUri() {
    return `${this.server.publicUrl}${EXTERNAL_CALLBACK_PATH}`;
  }

  /** What the event's sign-in page offers. */
  async options(eventCode: string) {
    const platform = await this.platforms.requireByCode(eventCode);
    const settings = signInSettingsOf(platform.stored.signIn);
    return {
      passwordForm: settings.passwordForm,
      providers: platform.settings.signInEnabled
        ? settings.providers.map((p) => ({ id: p.id, label: p.label, labelFr: p.labelFr || p.label }))
        : [],
    };
  }

  private async provider(eventCode: string, providerId: string) {
    const platform = await this.platforms.requireByCode(eventCode);
    if (!platform.settings.signInEnabled) throw forbidden('Sign-in is not enabled for this event');
    const provider = signInSettingsOf(platform.stored.signIn).providers.find((p) => p.id === providerId);
    if (!provider) throw notFound('This event has no such sign-in provider');
    return { platform, provider };
  }

  /**
   * Starts a sign-in: the provider's authorization address, and the state the browser keeps in
   * its cookie; or, when the provider cannot be reached, the error to show on the sign-in page.
   */
  async start(
    eventCode: string,
    providerId: string,
    options: { returnTo?: string; remember?: boolean },
  ): Promise<{ url: string; state: string } | { error: TExternalSignInError; eventCode: string }> {
    const { platform, provider } = await this.provider(eventCode, providerId);
    const configuration = await this.configuration(provider);
    if (!configuration) return { error: 'unreachable', eventCode: platform.code };
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const now = this.clock.now();
    // Sign-ins never finished are swept as new ones start.
    await this.db.delete(externalSignIns).where(lt(externalSignIns.expiresAt, new Date(now - 86_400_000)));
    await this.db.insert(externalSignIns).values({
      stateHash: sha256(state),
      platformId: platform.id,
      providerId: provider.id,
      nonce,
      codeVerifier,
      returnTo: safeReturnTo(options.returnTo, platform.code),
      remember: options.remember ? 1 : 0,
      expiresAt: new Date(now + EXTERNAL_SIGN_IN_TTL_SECONDS * 1000),
    });
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: scopesOf(provider),
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  private async configuration(provider: TSignInProvider): Promise<client.Configuration | null> {
    try {
      return await this.configurations.get(provider);
    } catch (error) {
      // Unreachable, or a secret missing (ProviderSetupError): either way the person can only try later.
      this.log(error, `sign-in provider ${provider.id} (${provider.issuer}) cannot be used`);
      return null;
    }
  }

  /**
   * The provider's answer. `state` must be the one this browser started (its cookie) and not yet
   * answered; the code is then exchanged (PKCE verifier, nonce, id token verified by
   * openid-client) and the person matched to an account.
   */
  async callback(currentUrl: URL, cookieState: string | undefined): Promise<CallbackOutcome> {
    const state = currentUrl.searchParams.get('state');
    if (!state || state.length > 500) throw badRequest('state: required', 'query.state');
    const [attempt] = await this.db
      .select()
      .from(externalSignIns)
      .where(eq(externalSignIns.stateHash, sha256(state)))
      .limit(1);
    if (!attempt) throw badRequest('state: unknown or expired sign-in', 'query.state');
    const platform = await this.platforms.getById(attempt.platformId);
    if (!platform) throw notFound('Platform does not exist');
    const eventCode = platform.code;
    const fail = (error: TExternalSignInError): CallbackOutcome => ({ eventCode, error, returnTo: attempt.returnTo });
    // Spent now, whatever follows: an answer replayed finds it answered.
    const [claimed] = await this.db
      .update(externalSignIns)
      .set({ answeredAt: new Date(this.clock.now()) })
      .where(
        and(
          eq(externalSignIns.id, attempt.id),
          isNull(externalSignIns.answeredAt),
          gt(externalSignIns.expiresAt, new Date(this.clock.now())),
        ),
      )
      .returning({ id: externalSignIns.id });
    // Not this browser's sign-in (no cookie, another state), or answered or expired already.
    if (!claimed || cookieState !== state) return fail('invalid');
    const provider = signInSettingsOf(platform.stored.signIn).providers.find((p) => p.id === attempt.providerId);
    if (!provider || !platform.settings.signInEnabled) return fail('refused');
    const configuration = await this.configuration(provider);
    if (!configuration) return fail('unreachable');
    let person: ProviderPerson;
    try {
      person = await this.exchange(configuration, currentUrl, attempt);
    } catch (error) {
      const kind = classifyProviderError(error);
      this.log(error, `sign-in at ${provider.id} failed (${kind})`);
      return fail(kind);
    }
    const outcome: AccountOutcome = await this.accounts.resolve(platform, provider, person);
    if ('error' in outcome) return fail(outcome.error);
    const code = randomBytes(32).toString('base64url');
    await this.db
      .update(externalSignIns)
      .set({
        codeHash: sha256(code),
        userId: outcome.user.id,
        codeExpiresAt: new Date(this.clock.now() + EXTERNAL_CODE_TTL_SECONDS * 1000),
      })
      .where(eq(externalSignIns.id, attempt.id));
    return { eventCode, code, returnTo: attempt.returnTo, remember: attempt.remember === 1 };
  }

  /** The token request (PKCE verifier, state, nonce checked by openid-client), then the person's claims. */
  private async exchange(
    configuration: client.Configuration,
    currentUrl: URL,
    attempt: { nonce: string; codeVerifier: string },
  ): Promise<ProviderPerson> {
    // openid-client reads the answer's parameters from the address the provider sent the browser to.
    const answer = new URL(`${this.redirectUri}${currentUrl.search}`);
    const tokens = await client.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: answer.searchParams.get('state') ?? '',
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new client.ClientError('the provider sent no id token');
    // Most providers put the profile in userinfo, not in the id token of a code flow.
    const userinfo = configuration.serverMetadata().userinfo_endpoint
      ? await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)
      : {};
    return { subject: idClaims.sub, issuer: idClaims.iss, claims: { ...userinfo, ...idClaims } };
  }

  /** Spends a one-time code: its account, or null when it is unknown, used or expired. */
  async redeem(code: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(externalSignIns)
      .set({ codeUsedAt: new Date(this.clock.now()) })
      .where(
        and(
          eq(externalSignIns.codeHash, sha256(code)),
          isNull(externalSignIns.codeUsedAt),
          gt(externalSignIns.codeExpiresAt, new Date(this.clock.now())),
        ),
      )
      .returning({ userId: externalSignIns.userId });
    if (!row?.userId) return null;
    return (await this.accounts.user(row.userId)) ?? null;
  }
}
