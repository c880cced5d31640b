import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_DISABLED_MESSAGE,
  API_SCOPE,
  DEFAULT_SCOPE,
  displayName,
  LOGIN_ERRORS,
  type TAccessClaims,
  type TLocale,
  type TTokenResponse,
  WEB_CLIENT_ID,
} from '@atrium/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { refreshTokens } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PlatformService } from '../modules/platform/platform.service.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import type { KeyStore } from './keys.ts';
import { OAuthError } from './oauth-errors.ts';
import { newOpaqueToken, sha256 } from './opaque-tokens.ts';
import { PasswordResets } from './password-reset.ts';
import { PasswordSignIn, type TPasswordGrantInput } from './password-sign-in.ts';
import { rolesOf } from './roles.ts';
import { hasScope, narrowedScope, scopedClaims } from './scopes.ts';
import { type EndedSignIns, endedSignIns } from './sign-ins.ts';
import type { LoginThrottle } from './throttle.ts';

export { OAuthError } from './oauth-errors.ts';
export { rolesOf } from './roles.ts';

export const ACCESS_AUDIENCE = 'atrium-api';
/** How long a node trusts that a sign-in is still on (sign-out reaches every node within it). */
export const REVOCATION_CACHE_MS = 3000;

export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly keys: KeyStore,
    private readonly users: UsersService,
    private readonly platforms: PlatformService,
    throttle: LoginThrottle,
    mailer: Mailer,
    private readonly clock: Clock,
  ) {
    this.revoked = new TtlCache(clock, { ttlMs: REVOCATION_CACHE_MS, maxSize: 100_000 });
    this.passwordSignIn = new PasswordSignIn(users, platforms, throttle, config.scryptCost);
    this.resets = new PasswordResets(db, config, users, platforms, throttle, mailer, clock, (userId) =>
      this.revokeAllForUser(userId),
    );
  }

  private readonly revoked: TtlCache<string, boolean>;
  private readonly passwordSignIn: PasswordSignIn;
  private readonly resets: PasswordResets;
  private readonly endedListeners: ((ended: EndedSignIns) => void)[] = [];

  /** Called once sign-ins are ended in the database (the hub closes their sockets on every node). */
  onSignInsEnded(listener: (ended: EndedSignIns) => void): void {
    this.endedListeners.push(listener);
  }

  private signInsEnded(ended: EndedSignIns) {
    for (const sid of ended.sids) this.revoked.delete(sid);
    for (const listener of this.endedListeners) listener(ended);
  }

  /** Another node ended these sign-ins: this node stops trusting them at once. */
  forgetSignIns(sids: string[]): void {
    for (const sid of sids) this.revoked.set(sid, true);
  }

  /** Of these sign-ins, those that have been ended (the hub's sweep, as a backstop). */
  endedSignIns(sids: string[]): Promise<string[]> {
    return endedSignIns(this.db, sids);
  }

  get issuer() {
    return this.config.publicUrl;
  }

  /** grant_type=password (spec 1 §7): email and password already trimmed by the contract. */
  passwordGrant(input: TPasswordGrantInput, address: string): Promise<TTokenResponse> {
    return this.passwordSignIn.grant(input, address, (user) => {
      const scope = input.scope ?? DEFAULT_SCOPE;
      return this.issue(user, randomUUID(), { granted: scope, scope, clientId: input.clientId ?? WEB_CLIENT_ID });
    });
  }

  /**
   * A new sign-in `familyId` of an account for a client: the end of an external sign-in
   * (identity/external: the web app, the password grant's scope) and a registered app's
   * authorization code (identity/authorize, with the id token's `nonce`).
   */
  async signInForApp(
    user: UserRow | null,
    familyId: string,
    grant: { clientId: string; scope: string; nonce?: string },
  ): Promise<TTokenResponse> {
    if (!user) throw new OAuthError(400, 'invalid_grant', 'The sign-in code is invalid, expired or was already used');
    const platform = await this.platforms.getById(user.platformId);
    if (!platform?.settings.signInEnabled)
      throw new OAuthError(403, 'access_denied', 'Sign-in is not enabled for this event');
    if (user.disabled) throw new OAuthError(401, LOGIN_ERRORS.disabled, ACCOUNT_DISABLED_MESSAGE);
    return this.issue(user, familyId, { ...grant, granted: grant.scope });
  }

  /** Ends one sign-in (a replayed authorization code's). */
  async endSignIn(familyId: string): Promise<void> {
    await this.revokeFamily(familyId);
  }

  /**
   * grant_type=refresh_token: the presented token is spent and a new one issued in the same
   * family. A token presented twice means it leaked: the whole family is revoked.
   */
  async refreshGrant(refreshToken: string, clientId: string, requestedScope?: string): Promise<TTokenResponse> {
    const hash = sha256(refreshToken);
    // A scope the sign-in was not granted is refused before the token is spent.
    const [presented] = await this.db
      .select({ scope: refreshTokens.scope, clientId: refreshTokens.clientId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash))
      .limit(1);
    // RFC 6749 §6: a refresh token serves the client it was issued to only.
    if (presented && presented.clientId !== clientId)
      throw new OAuthError(400, 'invalid_grant', 'client_id: the refresh token was issued to another client');
    const narrowed = presented ? narrowedScope(requestedScope, presented.scope) : null;
    if (narrowed && !narrowed.ok) throw new OAuthError(400, 'invalid_scope', narrowed.message);
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning();
    if (!claimed) {
      const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
      if (known) await this.revokeFamily(known.familyId);
      throw new OAuthError(400, 'invalid_grant', 'Refresh token is invalid or was already used');
    }
    if (claimed.expiresAt.getTime() <= this.clock.now())
      throw new OAuthError(400, 'invalid_grant', 'Refresh token expired');
    const user = await this.users.repo.findById(claimed.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'Account no longer exists');
    if (user.disabled) {
      await this.revokeFamily(claimed.familyId);
      throw new OAuthError(401, LOGIN_ERRORS.disabled, ACCOUNT_DISABLED_MESSAGE);
    }
    return this.issue(user, claimed.familyId, {
      granted: claimed.scope,
      scope: narrowed?.ok ? narrowed.scope : claimed.scope,
      clientId,
    });
  }

  /**
   * Whether the sign-in `sid` (a refresh family) has been ended: read once per few seconds per
   * node, so that a sign-out or a disabled account ends the access tokens of that sign-in on
   * every node within REVOCATION_CACHE_MS, not at their expiry.
   */
  private isSignedOut(sid: string): Promise<boolean> {
    return this.revoked.getOrLoad(sid, async () => {
      const [row] = await this.db
        .select({ one: sql<number>`1` })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, sid), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      return Boolean(row);
    });
  }

  /**
   * RFC 7009: revoking a refresh token, or an access token of ours, ends its whole sign-in;
   * unknown tokens are not an error. Answers whose sign-in it ended, or null when the token named
   * none still open (unknown, or signed out already).
   */
  async revoke(token: string): Promise<{ userId: number; platformId: number } | null> {
    const sid = await this.sidOfAccessToken(token);
    if (sid) return this.revokeFamily(sid);
    const [known] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    return known ? this.revokeFamily(known.familyId) : null;
  }

  /** Ends every sign-in of the account (disabled, password reset), and every socket of it. */
  async revokeAllForUser(userId: number): Promise<void> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ sid: refreshTokens.familyId });
    this.signInsEnded({ sids: [...new Set(rows.map((row) => row.sid))], userId });
  }

  /** The sign-in of one of our access tokens, even expired (signing out after expiry still ends it). */
  private async sidOfAccessToken(token: string): Promise<string | null> {
    if (token.split('.').length !== 3) return null;
    try {
      const payload = await this.keys.verify(token, {
        issuer: this.issuer,
        audience: ACCESS_AUDIENCE,
        type: 'at+jwt',
        // Far enough ahead of its expiry for `exp` to be ignored.
        now: 0,
      });
      return typeof payload.sid === 'string' ? payload.sid : null;
    } catch {
      return null;
    }
  }

  /** Ends a sign-in (and its sockets); answers its account if it was still open. */
  private async revokeFamily(familyId: string): Promise<{ userId: number; platformId: number } | null> {
    const [ended] = await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .returning({ userId: refreshTokens.userId, platformId: refreshTokens.platformId });
    this.signInsEnded({ sids: [familyId], userId: null });
    return ended ?? null;
  }

  /**
   * The tokens of a sign-in (`familyId`): an access token for `scope` (RFC 9068: with `client_id`
   * and `scope`), an id token with `openid`, the refresh token with `offline_access`. The sign-in
   * is stored as its refresh token's row either way, with the scope `granted` (a refresh may narrow
   * the scope of its tokens, never of the sign-in): signing out ends it through that row.
   */
  private async issue(
    user: UserRow,
    familyId: string,
    grant: { granted: string; scope: string; clientId: string; nonce?: string },
  ): Promise<TTokenResponse> {
    const { scope, clientId, nonce } = grant;
    const state = await this.users.authState(user.id);
    const roles = rolesOf(user, state?.isPlatformModerator ?? false);
    const name = displayName(user);
    const common = { subject: String(user.id), issuer: this.issuer, ttlSeconds: this.config.accessTokenTtl };
    const now = this.clock.now();
    const accessToken = await this.keys.sign(
      { pid: user.platformId, roles, name, sid: familyId, scope, client_id: clientId },
      { ...common, audience: ACCESS_AUDIENCE, type: 'at+jwt', now },
    );
    const idToken = hasScope(scope, 'openid')
      ? await this.keys.sign(
          { ...scopedClaims(user, roles, name, scope), ...(nonce ? { nonce } : {}) },
          {
            ...common,
            audience: clientId,
            type: 'JWT',
            now,
          },
        )
      : undefined;
    const refreshToken = newOpaqueToken();
    await this.db.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId,
      userId: user.id,
      platformId: user.platformId,
      scope: grant.granted,
      clientId,
      expiresAt: new Date(now + this.config.refreshTokenTtl * 1000),
    });
    return {
      access_token: accessToken,
      ...(hasScope(grant.granted, 'offline_access') ? { refresh_token: refreshToken } : {}),
      ...(idToken ? { id_token: idToken } : {}),
      token_type: 'Bearer',
      expires_in: this.config.accessTokenTtl,
      scope,
    };
  }

  /**
   * Verifies an access token for the API and the hub: one of ours, not expired, its sign-in not
   * ended, and granted the API's scope; null otherwise.
   */
  async verifyAccess(token: string): Promise<TAccessClaims | null> {
    const claims = await this.verifyToken(token);
    return claims && hasScope(claims.scope, API_SCOPE) ? claims : null;
  }

  /** Verifies an access token of ours whatever its scope (userinfo checks its own); null when it is not valid. */
  async verifyToken(token: string): Promise<TAccessClaims | null> {
    try {
      const payload = await this.keys.verify(token, {
        issuer: this.issuer,
        audience: ACCESS_AUDIENCE,
        type: 'at+jwt',
        now: this.clock.now(),
      });
      if (typeof payload.sub !== 'string' || typeof payload.pid !== 'number') return null;
      // Signed out (or disabled) since: the sign-in's refresh family is revoked.
      if (typeof payload.sid !== 'string' || (await this.isSignedOut(payload.sid))) return null;
      return {
        sub: payload.sub,
        pid: payload.pid,
        roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [],
        // Tokens signed before scopes were enforced carry none: they had every scope.
        scope: typeof payload.scope === 'string' ? payload.scope : DEFAULT_SCOPE,
        ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
        sid: payload.sid,
      };
    } catch {
      return null;
    }
  }

  /**
   * Forgot password: sends a single-use reset link when the account exists. The caller always
   * answers the same; the mail is sent in the background so timing tells nothing either.
   */
  forgotPassword(platformId: number, email: string, locale: TLocale = 'en'): Promise<void> {
    return this.resets.forgot(platformId, email, locale);
  }

  /** Sets a new password with a reset token; the token is spent and every sign-in of the account ends. */
  resetPassword(token: string, password: string): Promise<{ eventCode: string } | null> {
    return this.resets.reset(token, password);
  }
}
