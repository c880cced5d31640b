import { DEFAULT_PROVIDER_CLAIMS, type TExternalSignInError, type TSignInProvider } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { externalIdentities } from '../../db/schema.ts';
import type { PlatformRecord } from '../../modules/platform/platform.service.ts';
import type { UserRow } from '../../modules/users/users.repository.ts';
import type { UsersService } from '../../modules/users/users.service.ts';
import { signInSettingsOf } from './providers.ts';

/** The person as the provider vouches for them: its subject and the claims of the id token and userinfo. */
export interface ProviderPerson {
  subject: string;
  issuer: string;
  claims: Record<string, unknown>;
}

export type AccountOutcome = { user: UserRow } | { error: TExternalSignInError };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The account of a person coming from a provider: the one linked to its subject; else the
 * event's account of the e-mail the provider vouches for (`email_verified` true), linked now;
 * else a new attendee account, linked, unless the event creates none. An e-mail the provider
 * does not vouch for finds and creates nothing: whoever can set any address at a provider
 * would otherwise take over, or reserve, that address's account.
 */
export class ExternalAccounts {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
  ) {}

  user(id: number): Promise<UserRow | undefined> {
    return this.users.repo.findById(id).then((row) => row ?? undefined);
  }

  async resolve(platform: PlatformRecord, provider: TSignInProvider, person: ProviderPerson): Promise<AccountOutcome> {
    const [link] = await this.db
      .select({ userId: externalIdentities.userId })
      .from(externalIdentities)
      .where(
        and(
          eq(externalIdentities.platformId, platform.id),
          eq(externalIdentities.providerId, provider.id),
          eq(externalIdentities.issuer, person.issuer),
          eq(externalIdentities.subject, person.subject),
        ),
      )
      .limit(1);
    const linked = link ? await this.users.repo.findById(link.userId) : undefined;
    if (linked) return linked.disabled ? { error: 'disabled' } : { user: linked };

    const names = { ...DEFAULT_PROVIDER_CLAIMS, ...provider.claims };
    const email = text(person.claims[names.email], 320).toLowerCase();
    if (!email || person.claims.email_verified !== true) return { error: 'email_not_verified' };
    let user = await this.users.repo.findByEmail(platform.id, email);
    if (!user) {
      if (!signInSettingsOf(platform.stored.signIn).newAccounts) return { error: 'no_account' };
      const fullName = text(person.claims.name, 200).split(/\s+/);
      user = await this.users.create(platform.id, {
        email,
        firstName: text(person.claims[names.firstName], 100) || fullName[0] || email.split('@')[0] || email,
        lastName: text(person.claims[names.lastName], 100) || fullName.slice(1).join(' ') || '-',
        organisation: text(person.claims[names.organisation], 200),
        role: 'attendee',
      });
    }
    if (user.disabled) return { error: 'disabled' };
    await this.db
      .insert(externalIdentities)
      .values({
        platformId: platform.id,
        providerId: provider.id,
        issuer: person.issuer,
        subject: person.subject,
        userId: user.id,
      })
      .onConflictDoNothing();
    return { user };
  }
}
