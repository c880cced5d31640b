import { randomUUID } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, type TUserRole, ZProfileUpdate, ZUserRole } from '@atrium/contracts';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { hashPassword } from '../../identity/password.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import { type UserRow, UsersRepository } from './users.repository.ts';

/**
 * What a request needs to know about its caller: the account and its event-wide moderation
 * flags (from the moderation domain); cached for a few seconds per node.
 */
export interface AuthState {
  user: UserRow;
  isPlatformModerator: boolean;
  isLoungeModerator: boolean;
  isModerator: boolean;
}

const AUTH_CACHE_MS = 3000;

/** spec 1 §2.7: biography is shown as HTML; only formatting survives. */
export function sanitizeBiography(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  }).trim();
}

export const ZNewUser = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  role: ZUserRole.default('attendee'),
  // Trimmed like the password typed at sign-in (spec 1 §5).
  password: z.string().trim().min(PASSWORD_MIN_LENGTH).max(1000).optional(),
  organisation: z.string().trim().max(200).optional(),
  jobTitle: z.string().trim().max(200).optional(),
  country: z.string().trim().max(200).optional(),
});
export type TNewUser = z.input<typeof ZNewUser>;

export class UsersService {
  readonly repo: UsersRepository;
  private readonly authCache: TtlCache<number, AuthState | null>;

  constructor(
    db: Db,
    private readonly scryptCost: number,
    private readonly moderation: ModerationService,
    clock: Clock,
  ) {
    this.repo = new UsersRepository(db);
    this.authCache = new TtlCache(clock, { ttlMs: AUTH_CACHE_MS, maxSize: 50_000 });
  }

  async authState(userId: number): Promise<AuthState | null> {
    const state = await this.authCache.getOrLoad(userId, async () => {
      const user = await this.repo.findById(userId);
      return user ? { user, ...(await this.moderation.accountFlags(userId)) } : null;
    });
    // "No such account" is not kept: asking for an id before it exists (GET /users/{id} of the next
    // id) must not turn away the account created with it a moment later.
    if (!state) this.authCache.delete(userId);
    return state;
  }

  /** Of these users, those whose account is disabled or gone (the hub ends their sockets). */
  async closedAccounts(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const open = new Set(await this.repo.enabledIds(ids));
    return ids.filter((id) => !open.has(id));
  }

  forget(userId: number) {
    this.authCache.delete(userId);
  }

  async getInPlatform(platformId: number, userId: number): Promise<AuthState> {
    const state = await this.authState(userId);
    if (!state || state.user.platformId !== platformId) throw notFound('User not found');
    return state;
  }

  async updateProfile(platformId: number, userId: number, input: unknown): Promise<UserRow> {
    const parsed = ZProfileUpdate.parse(input);
    const changes: Partial<UserRow> = {
      organisation: parsed.organisation,
      jobTitle: parsed.jobTitle,
      country: parsed.country,
      biography: sanitizeBiography(parsed.biography),
    };
    if (parsed.firstName !== undefined) changes.firstName = parsed.firstName;
    if (parsed.lastName !== undefined) changes.lastName = parsed.lastName;
    if (parsed.accepted !== undefined && parsed.accepted !== null) changes.accepted = parsed.accepted;
    if (parsed.hideFromDirectory !== undefined) changes.hideFromDirectory = parsed.hideFromDirectory;
    const current = await this.getInPlatform(platformId, userId);
    const row = await this.repo.update(current.user.id, changes);
    this.forget(userId);
    if (!row) throw notFound('User not found');
    return row;
  }

  /** Sets the profile photo; answers the address of the one it replaced ('' if none). */
  async setPhoto(userId: number, photoUri: string): Promise<string> {
    const replaced = await this.repo.replacePhoto(userId, photoUri);
    this.forget(userId);
    return replaced?.previous ?? '';
  }

  /** `user add`: creates an account with a role (organiser tooling). */
  async create(platformId: number, input: TNewUser): Promise<UserRow> {
    const parsed = ZNewUser.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`${issue?.path.join('.')}: ${issue?.message}`, String(issue?.path[0] ?? ''));
    }
    const data = parsed.data;
    if (await this.repo.findByEmail(platformId, data.email))
      throw conflict(`${data.email} has an account in this event already`);
    const row = await this.repo.insert({
      platformId,
      email: data.email,
      firstName: data.firstName,
      lastName: data.lastName,
      organisation: data.organisation ?? '',
      jobTitle: data.jobTitle ?? '',
      country: data.country ?? '',
      passwordHash: data.password ? await hashPassword(data.password, this.scryptCost) : null,
      ureventRef: randomUUID(),
      ...roleFlags(data.role),
    });
    await this.moderation.grantRole(platformId, row.id, data.role);
    return row;
  }

  /** Stores the password trimmed: sign-in trims what is typed (spec 1 §5). */
  async setPassword(userId: number, password: string): Promise<void> {
    await this.repo.update(userId, { passwordHash: await hashPassword(password.trim(), this.scryptCost) });
  }

  /**
   * Gives an account another role: its role flags become the role's; a moderator also gets the
   * role's scopes (scopes granted before stay until removed).
   */
  async setRole(platformId: number, email: string, role: TUserRole): Promise<UserRow> {
    const user = await this.repo.findByEmail(platformId, email);
    if (!user) throw notFound(`No account for ${email}`);
    const row = await this.repo.update(user.id, roleFlags(role));
    await this.moderation.grantRole(platformId, user.id, role);
    this.forget(user.id);
    return row ?? user;
  }

  /** The account of this email in the event (404 naming the email otherwise). */
  async requireByEmail(platformId: number, email: string): Promise<UserRow> {
    const user = await this.repo.findByEmail(platformId, email);
    if (!user) throw notFound(`No account for ${email}`);
    return user;
  }

  async setDisabled(platformId: number, email: string, disabled: boolean): Promise<UserRow> {
    const user = await this.repo.findByEmail(platformId, email);
    if (!user) throw notFound(`No account for ${email}`);
    const row = await this.repo.update(user.id, { disabled });
    this.forget(user.id);
    return row ?? user;
  }
}

export function roleFlags(role: TUserRole) {
  return {
    isSpeaker: role === 'speaker',
    isAdmin: role === 'admin',
    isReportViewer: role === 'report-viewer',
    isSubmitter: role === 'submitter',
  };
}
