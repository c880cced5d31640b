import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ACCOUNT_DISABLED_MESSAGE,
  DEFAULT_SCOPE,
  LOGIN_ERRORS,
  PASSWORD_RESET_TTL_SECONDS,
  type TAccessClaims,
  type TLocale,
  type TTokenResponse,
} from '@atrium/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { passwordResets, refreshTokens } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/reset-password-mail.ts';
import type { PlatformService } from '../modules/platform/platform.service.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import type { KeyStore } from './keys.ts';
import { dummyPasswordHash, verifyPassword } from './password.ts';
import { ACCOUNT_LIMITS, ADDRESS_LIMITS, type LoginThrottle } from './throttle.ts';

/** An OAuth error of the token endpoint, with the HTTP status it answers. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const ACCESS_AUDIENCE = 'atrium-api';
const ID_TOKEN_AUDIENCE = 'atrium-web';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newOpaqueToken = () => randomBytes(32).toString('base64url');

export class IdentityService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly keys: KeyStore,
    private readonly users: UsersService,
    private readonly platforms: PlatformService,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
  ) {}

  get issuer() {
    return this.config.publicUrl;
  }

  /** grant_type=password (spec 1 §7): email and password already trimmed by the contract. */
  async passwordGrant(
    input: { username: string; password: string; platformId: number; scope?: string; clientId?: string },
    address: string,
  ): Promise<TTokenResponse> {
    const platform = await this.platforms.getById(input.platformId);
    if (!platform) throw new OAuthError(400, 'invalid_request', 'Platform does not exist');
    if (!platform.settings.signInEnabled)
      throw new OAuthError(403, 'access_denied', 'Sign-in is not enabled for this event');
    const email = input.username.toLowerCase();
    const accountKey = `acct:${platform.id}:${email}`;
    const addressKey = `addr:${address}`;
    for (const [key, limits] of [
      [accountKey, ACCOUNT_LIMITS],
      [addressKey, ADDRESS_LIMITS],
    ] as const) {
      const state = await this.throttle.check(key, limits);
      if (state.lockedForSeconds > 0) {
        throw new OAuthError(
          429,
          LOGIN_ERRORS.throttled,
          `Too many failed sign-ins. Try again in ${Math.ceil(state.lockedForSeconds / 60)} minutes.`,
        );
      }
      if (state.delayMs > 0) await sleep(state.delayMs);
    }
    const user = await this.users.repo.findByEmail(platform.id, email);
    if (!user) {
      // Same work as a real check so the answer time does not tell much more than the answer.
      await verifyPassword(input.password, await dummyPasswordHash(this.config.scryptCost));
      await this.throttle.fail(addressKey, ADDRESS_LIMITS);
      throw new OAuthError(400, LOGIN_ERRORS.unknownAccount, 'Email is not registered');
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      await this.throttle.fail(accountKey, ACCOUNT_LIMITS);
      await this.throttle.fail(addressKey, ADDRESS_LIMITS);
      throw new OAuthError(400, LOGIN_ERRORS.wrongPassword, 'Email or password incorrect');
    }
    if (user.disabled) throw new OAuthError(401, LOGIN_ERRORS.disabled, ACCOUNT_DISABLED_MESSAGE);
    await this.throttle.clear(accountKey);
    return this.issue(user, randomUUID(), input.scope ?? DEFAULT_SCOPE, input.clientId);
  }

  /**
   * grant_type=refresh_token: the presented token is spent and a new one issued in the same
   * family. A token presented twice means it leaked: the whole family is revoked.
   */
  async refreshGrant(refreshToken: string, clientId?: string): Promise<TTokenResponse> {
    const hash = sha256(refreshToken);
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
    if (claimed.expiresAt.getTime() <= Date.now()) throw new OAuthError(400, 'invalid_grant', 'Refresh token expired');
    const user = await this.users.repo.findById(claimed.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'Account no longer exists');
    if (user.disabled) {
      await this.revokeFamily(claimed.familyId);
      throw new OAuthError(401, LOGIN_ERRORS.disabled, ACCOUNT_DISABLED_MESSAGE);
    }
    return this.issue(user, claimed.familyId, claimed.scope, clientId);
  }

  /** RFC 7009: revoking a refresh token ends its whole sign-in; unknown tokens are not an error. */
  async revoke(token: string): Promise<void> {
    const [known] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .limit(1);
    if (known) await this.revokeFamily(known.familyId);
  }

  async revokeAllForUser(userId: number): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  private async revokeFamily(familyId: string) {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  private async issue(user: UserRow, familyId: string, scope: string, clientId?: string): Promise<TTokenResponse> {
    const state = await this.users.authState(user.id);
    const roles = rolesOf(user, state?.isPlatformModerator ?? false);
    const name = `${user.firstName} ${user.lastName}`.trim();
    const accessToken = await this.keys.sign(
      { pid: user.platformId, roles, name, sid: familyId },
      {
        subject: String(user.id),
        issuer: this.issuer,
        audience: ACCESS_AUDIENCE,
        ttlSeconds: this.config.accessTokenTtl,
      },
    );
    const idToken = await this.keys.sign(
      { pid: user.platformId, email: user.email, name, given_name: user.firstName, family_name: user.lastName, roles },
      {
        subject: String(user.id),
        issuer: this.issuer,
        audience: clientId || ID_TOKEN_AUDIENCE,
        ttlSeconds: this.config.accessTokenTtl,
      },
    );
    const refreshToken = newOpaqueToken();
    await this.db.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId,
      userId: user.id,
      platformId: user.platformId,
      scope,
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtl * 1000),
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: this.config.accessTokenTtl,
      scope,
    };
  }

  /** Verifies an access token; null when it is not one of ours or has expired. */
  async verifyAccess(token: string): Promise<TAccessClaims | null> {
    try {
      const payload = await this.keys.verify(token, { issuer: this.issuer, audience: ACCESS_AUDIENCE });
      if (typeof payload.sub !== 'string' || typeof payload.pid !== 'number') return null;
      return {
        sub: payload.sub,
        pid: payload.pid,
        roles: Array.isArray(payload.roles) ? (payload.roles as string[]) : [],
        ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
      };
    } catch {
      return null;
    }
  }

  /**
   * Forgot password: sends a single-use reset link when the account exists. The caller always
   * answers the same; the mail is sent in the background so timing tells nothing either.
   */
  async forgotPassword(platformId: number, email: string, locale: TLocale = 'en'): Promise<void> {
    const platform = await this.platforms.getById(platformId);
    if (!platform) return;
    const user = await this.users.repo.findByEmail(platform.id, email.toLowerCase());
    if (!user?.email || user.disabled) return;
    const [recent] = await this.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), sql`${passwordResets.createdAt} > now() - interval '1 minute'`))
      .limit(1);
    if (recent) return;
    const token = newOpaqueToken();
    await this.db.insert(passwordResets).values({
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.config.publicUrl}/${platform.code}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      ...resetPasswordMail(locale, { eventTitle: platform.settings.eventTitle, firstName: user.firstName, link }),
    });
  }

  /** Sets a new password with a reset token; the token is spent and every sign-in of the account ends. */
  async resetPassword(token: string, password: string): Promise<{ eventCode: string } | null> {
    const [reset] = await this.db
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(token)),
          isNull(passwordResets.usedAt),
          sql`${passwordResets.expiresAt} > now()`,
        ),
      )
      .returning();
    if (!reset) return null;
    const user = await this.users.repo.findById(reset.userId);
    if (!user) return null;
    await this.users.setPassword(user.id, password);
    await this.revokeAllForUser(user.id);
    await this.throttle.clear(`acct:${user.platformId}:${user.email}`);
    const platform = await this.platforms.getById(user.platformId);
    return { eventCode: platform?.code ?? '' };
  }
}

export function rolesOf(user: UserRow, isPlatformModerator: boolean): string[] {
  const roles = ['attendee'];
  if (user.isSpeaker) roles.push('speaker');
  if (isPlatformModerator) roles.push('moderator');
  if (user.isReportViewer) roles.push('report-viewer');
  if (user.isAdmin) roles.push('admin');
  return roles;
}
