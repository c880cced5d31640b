import { randomUUID } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, type TUserRole, ZProfileUpdate, ZUserRole } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { moderatorAssignments, presentations, sessionPeople, sessions, sponsors } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { hashPassword } from '../../identity/password.ts';
import { type UserRow, UsersRepository } from './users.repository.ts';

/** What a request needs to know about its caller; cached for a few seconds per node. */
export interface AuthState {
  user: UserRow;
  isPlatformModerator: boolean;
  isLoungeModerator: boolean;
  isModerator: boolean;
}

const AUTH_CACHE_MS = 3000;
/** Session and sponsor staff lists, read per entity for the hub's role decisions. */
const STAFF_CACHE_MS = 5000;

/** Who moderates and who speaks in one session. */
export interface SessionStaff {
  moderators: Set<number>;
  speakers: Set<number>;
}

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
  private readonly authCache = new Map<number, { at: number; state: AuthState | null }>();
  private readonly staffCache = new Map<string, { at: number; value: Promise<SessionStaff | Set<number> | null> }>();

  constructor(
    private readonly db: Db,
    private readonly scryptCost: number,
  ) {
    this.repo = new UsersRepository(db);
  }

  async authState(userId: number): Promise<AuthState | null> {
    const hit = this.authCache.get(userId);
    if (hit && Date.now() - hit.at < AUTH_CACHE_MS) return hit.state;
    const user = await this.repo.findById(userId);
    let state: AuthState | null = null;
    if (user) {
      const scopes = await this.repo.scopes(userId);
      const isPlatformModerator = scopes.some((s) => s.scope === 'platform');
      state = {
        user,
        isPlatformModerator,
        isLoungeModerator: scopes.some((s) => s.scope === 'lounge'),
        isModerator: scopes.length > 0,
      };
    }
    if (this.authCache.size > 50_000) this.authCache.clear();
    this.authCache.set(userId, { at: Date.now(), state });
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
    if (parsed.accepted !== undefined && parsed.accepted !== null) changes.accepted = parsed.accepted;
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
    if (data.role === 'moderator') {
      await this.repo.addScope(platformId, row.id, 'platform');
      await this.repo.addScope(platformId, row.id, 'lounge');
    }
    return row;
  }

  /** Stores the password trimmed: sign-in trims what is typed (spec 1 §5). */
  async setPassword(userId: number, password: string): Promise<void> {
    await this.repo.update(userId, { passwordHash: await hashPassword(password.trim(), this.scryptCost) });
  }

  async setDisabled(platformId: number, email: string, disabled: boolean): Promise<UserRow> {
    const user = await this.repo.findByEmail(platformId, email);
    if (!user) throw notFound(`No account for ${email}`);
    const row = await this.repo.update(user.id, { disabled });
    this.forget(user.id);
    return row ?? user;
  }

  /** `/can/sessionmod/{id}`: admin, platform moderator, a session-scope assignment, or listed as the session's moderator. */
  async canModerateSession(platformId: number, userId: number, sessionId: number): Promise<boolean> {
    const state = await this.authState(userId);
    if (!state || state.user.platformId !== platformId) return false;
    // The session must be one of this event's, even for admins (as for presentations and stands).
    const [session] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.platformId, platformId)))
      .limit(1);
    if (!session) return false;
    if (state.user.isAdmin || state.isPlatformModerator) return true;
    if (await this.repo.hasScope(userId, 'session', sessionId)) return true;
    const [listed] = await this.db
      .select({ one: sql<number>`1` })
      .from(sessionPeople)
      .where(
        and(
          eq(sessionPeople.sessionId, sessionId),
          eq(sessionPeople.userId, userId),
          eq(sessionPeople.role, 'moderator'),
        ),
      )
      .limit(1);
    return Boolean(listed);
  }

  /** `/can/presentationMod/{id}`: as for sessions, or moderating the presentation's session. */
  async canModeratePresentation(platformId: number, userId: number, presentationId: number): Promise<boolean> {
    const state = await this.authState(userId);
    if (!state || state.user.platformId !== platformId) return false;
    const [presentation] = await this.db
      .select({ sessionId: presentations.sessionId })
      .from(presentations)
      .where(and(eq(presentations.id, presentationId), eq(presentations.platformId, platformId)))
      .limit(1);
    if (!presentation) return false;
    if (state.user.isAdmin || state.isPlatformModerator) return true;
    if (await this.repo.hasScope(userId, 'presentation', presentationId)) return true;
    return this.canModerateSession(platformId, userId, presentation.sessionId);
  }

  /** `/can/sponsormod/{id}`: admin, platform moderator or a sponsor-scope assignment for this stand. */
  async canModerateSponsor(platformId: number, userId: number, sponsorId: number): Promise<boolean> {
    const state = await this.authState(userId);
    if (!state || state.user.platformId !== platformId) return false;
    const [sponsor] = await this.db
      .select({ id: sponsors.id })
      .from(sponsors)
      .where(and(eq(sponsors.id, sponsorId), eq(sponsors.platformId, platformId)))
      .limit(1);
    if (!sponsor) return false;
    if (state.user.isAdmin || state.isPlatformModerator) return true;
    return this.repo.hasScope(userId, 'sponsor', sponsorId);
  }

  /**
   * Moderators and speakers of a session of this event, or null if it is not one: moderators
   * are session-scope assignments and people listed as its moderators; speakers are people listed
   * as its speakers and the speakers of its presentations. Cached a few seconds (many people enter
   * a session's chat at once).
   */
  async sessionStaff(platformId: number, sessionId: number): Promise<SessionStaff | null> {
    return this.cachedStaff(`s:${platformId}:${sessionId}`, async () => {
      const [session] = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.platformId, platformId)))
        .limit(1);
      if (!session) return null;
      const listed = await this.db
        .select({ userId: sessionPeople.userId, role: sessionPeople.role })
        .from(sessionPeople)
        .where(eq(sessionPeople.sessionId, sessionId));
      const presenting = await this.db
        .select({ userId: presentations.speakerId })
        .from(presentations)
        .where(and(eq(presentations.sessionId, sessionId), eq(presentations.platformId, platformId)));
      const scoped = await this.db
        .select({ userId: moderatorAssignments.userId })
        .from(moderatorAssignments)
        .where(
          and(
            eq(moderatorAssignments.platformId, platformId),
            eq(moderatorAssignments.scope, 'session'),
            eq(moderatorAssignments.entityId, sessionId),
          ),
        );
      const moderators = new Set([
        ...listed.filter((p) => p.role === 'moderator').map((p) => p.userId),
        ...scoped.map((p) => p.userId),
      ]);
      const speakers = new Set([
        ...listed.filter((p) => p.role === 'speaker').map((p) => p.userId),
        ...presenting.flatMap((p) => (p.userId === null ? [] : [p.userId])),
      ]);
      return { moderators, speakers };
    }) as Promise<SessionStaff | null>;
  }

  /**
   * Staff of a sponsor of this event (sponsor or sponsor_lounge assignments, entity = the sponsor
   * id), or null if it is not one. They moderate the sponsor's stand chat and sponsor lounge.
   */
  async sponsorStaff(platformId: number, sponsorId: number): Promise<Set<number> | null> {
    return this.cachedStaff(`p:${platformId}:${sponsorId}`, async () => {
      const [sponsor] = await this.db
        .select({ id: sponsors.id })
        .from(sponsors)
        .where(and(eq(sponsors.id, sponsorId), eq(sponsors.platformId, platformId)))
        .limit(1);
      if (!sponsor) return null;
      const rows = await this.db
        .select({ userId: moderatorAssignments.userId })
        .from(moderatorAssignments)
        .where(
          and(
            eq(moderatorAssignments.platformId, platformId),
            inArray(moderatorAssignments.scope, ['sponsor', 'sponsor_lounge']),
            eq(moderatorAssignments.entityId, sponsorId),
          ),
        );
      return new Set(rows.map((r) => r.userId));
    }) as Promise<Set<number> | null>;
  }

  private cachedStaff<T extends SessionStaff | Set<number> | null>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.staffCache.get(key);
    if (hit && Date.now() - hit.at < STAFF_CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    // A failed read is not remembered.
    value.catch(() => this.staffCache.delete(key));
    if (this.staffCache.size > 10_000) this.staffCache.clear();
    this.staffCache.set(key, { at: Date.now(), value });
    return value;
  }

  /** Forget cached staff lists (after an assignment changes). */
  forgetStaff() {
    this.staffCache.clear();
  }
}

export function roleFlags(role: TUserRole) {
  return {
    isSpeaker: role === 'speaker',
    isAdmin: role === 'admin',
    isReportViewer: role === 'report-viewer',
  };
}
