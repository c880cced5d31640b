import { PASSWORD_RESET_TTL_SECONDS, type TLocale } from '@atrium/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { passwordResets } from '../db/schema.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/reset-password-mail.ts';
import type { PlatformService } from '../modules/platform/platform.service.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import { newOpaqueToken, sha256 } from './opaque-tokens.ts';
import type { LoginThrottle } from './throttle.ts';

/** Forgot password and its single-use reset links; a reset ends every sign-in of the account. */
export class PasswordResets {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly users: UsersService,
    private readonly platforms: PlatformService,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly endSignInsOf: (userId: number) => Promise<void>,
  ) {}

  /**
   * Forgot password: sends a single-use reset link when the account exists. The caller always
   * answers the same; the mail is sent in the background so timing tells nothing either.
   */
  async forgot(platformId: number, email: string, locale: TLocale = 'en'): Promise<void> {
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
      expiresAt: new Date(this.clock.now() + PASSWORD_RESET_TTL_SECONDS * 1000),
    });
    const link = `${this.config.publicUrl}/${platform.code}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email,
      ...resetPasswordMail(locale, { eventTitle: platform.settings.eventTitle, firstName: user.firstName, link }),
    });
  }

  /** Sets a new password with a reset token; the token is spent and every sign-in of the account ends. */
  async reset(token: string, password: string): Promise<{ eventCode: string } | null> {
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
    await this.endSignInsOf(user.id);
    await this.throttle.clearAccount(`acct:${user.platformId}:${user.email}`);
    const platform = await this.platforms.getById(user.platformId);
    return { eventCode: platform?.code ?? '' };
  }
}
