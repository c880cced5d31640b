import {
  ACCOUNT_DISABLED_MESSAGE,
  LOGIN_ACCOUNT_FAILURES_MAX,
  LOGIN_ADDRESS_FAILURES_MAX,
  LOGIN_ERRORS,
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_FAILURES_UNDER_ATTACK,
  type TTokenResponse,
} from '@atrium/contracts';
import type { PlatformService } from '../modules/platform/platform.service.ts';
import type { UserRow } from '../modules/users/users.repository.ts';
import type { UsersService } from '../modules/users/users.service.ts';
import { hashingBusy, OAuthError, throttled } from './oauth-errors.ts';
import { dummyPasswordHash, HashingBusyError, HashingTicket, verifyPassword } from './password.ts';
import type { LoginThrottle } from './throttle.ts';

/** grant_type=password's input: email and password already trimmed by the contract. */
export interface TPasswordGrantInput {
  username: string;
  password: string;
  platformId: number;
  scope?: string;
  clientId?: string;
}

/**
 * The password check of a sign-in (spec 1 §7): a place in the hashing queue, the failed sign-in
 * limits of the account and of the address, the same work for an unknown account as for a known
 * one. `issue` makes the tokens of the account once its password is right.
 */
export class PasswordSignIn {
  constructor(
    private readonly users: UsersService,
    private readonly platforms: PlatformService,
    private readonly throttle: LoginThrottle,
    private readonly scryptCost: number,
  ) {}

  async grant(
    input: TPasswordGrantInput,
    address: string,
    issue: (user: UserRow) => Promise<TTokenResponse>,
  ): Promise<TTokenResponse> {
    // A place for the password check is taken first, synchronously: when the hashing is full,
    // the sign-in is refused before any database work (password.ts).
    let ticket: HashingTicket;
    try {
      ticket = new HashingTicket();
    } catch {
      throw hashingBusy();
    }
    try {
      return await issue(await this.check(input, address, ticket));
    } catch (error) {
      // The first unknown account's comparison hash is made with a place of its own.
      throw error instanceof HashingBusyError ? hashingBusy() : error;
    } finally {
      ticket.release();
    }
  }

  private async check(input: TPasswordGrantInput, address: string, ticket: HashingTicket): Promise<UserRow> {
    const platform = await this.platforms.getById(input.platformId);
    if (!platform) throw new OAuthError(400, 'invalid_request', 'Platform does not exist');
    if (!platform.settings.signInEnabled)
      throw new OAuthError(403, 'access_denied', 'Sign-in is not enabled for this event');
    const email = input.username.toLowerCase();
    // Keyed on account + address, so that who only knows the email cannot lock its owner out; the
    // address alone (trying many accounts) has a looser limit. The account's wrong passwords from
    // all addresses refuse nothing: past a threshold, each address gets fewer tries at it.
    const accountKey = `acct:${platform.id}:${email}`;
    const keys = [`${accountKey}@${address}`, `addr:${address}`] as const;
    // A lock this node knows of is answered at once; the rest wait their turn (password.ts).
    for (const key of keys) {
      const gate = this.throttle.remembered(key);
      if (gate) throw throttled(gate.retryAfterSeconds);
    }
    await ticket.ready();
    const underAttack = (await this.throttle.failures(accountKey)) >= LOGIN_ACCOUNT_FAILURES_MAX;
    const limits = [underAttack ? LOGIN_FAILURES_UNDER_ATTACK : LOGIN_FAILURES_BEFORE_LOCK, LOGIN_ADDRESS_FAILURES_MAX];
    const counted: string[] = [];
    for (const [i, key] of keys.entries()) {
      const gate = await this.throttle.attempt(key, limits[i] as number);
      if (!gate.allowed) {
        await Promise.all(counted.map((k) => this.throttle.release(k)));
        throw throttled(gate.retryAfterSeconds);
      }
      counted.push(key);
    }
    const user = await this.users.repo.findByEmail(platform.id, email);
    const stored = user ? user.passwordHash : await dummyPasswordHash(this.scryptCost);
    // Same work as a real check when the account does not exist, so the answer time does not tell.
    const right = await verifyPassword(input.password, stored, ticket);
    if (!user || !right) {
      await this.throttle.recordFailure(accountKey);
      if (!user) throw new OAuthError(400, LOGIN_ERRORS.unknownAccount, 'Email is not registered');
      throw new OAuthError(400, LOGIN_ERRORS.wrongPassword, 'Email or password incorrect');
    }
    // The right password: this attempt was no failure.
    await Promise.all([this.throttle.clear(keys[0]), this.throttle.release(keys[1])]);
    if (user.disabled) throw new OAuthError(401, LOGIN_ERRORS.disabled, ACCOUNT_DISABLED_MESSAGE);
    return user;
  }
}
