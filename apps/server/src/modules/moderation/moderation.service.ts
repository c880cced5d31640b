import { isModeratingRole, type TChatRole, type TGroupType, type TModeratorScope } from '@atrium/contracts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { ProgrammeService } from '../programme/programme.service.ts';
import {
  type ChatStanding,
  canViewReports,
  chatRoleFor,
  type Moderator,
  moderatesLounges,
  moderatesPlatform,
  type ScopeFlags,
  SPONSOR_LOUNGE_STAFF_SCOPES,
  STAND_STAFF_SCOPES,
  scopeFlags,
  scopesOfRole,
} from './moderation.policy.ts';
import { ModerationRepository } from './moderation.repository.ts';

/** Session and sponsor staff lists, read per entity (a crowd entering a session's chat asks at once). */
const STAFF_CACHE_MS = 5000;

/** A hub group as the policy needs it (the chat domain's GroupMeta is one). */
export interface GroupRef {
  groupType: TGroupType;
  groupId: number;
  /** The sponsor of a stand or a sponsor lounge (room or foyer). */
  sponsorId: number | null;
}

/** A user's role in a group and whether it is a moderating one. */
export interface GroupRole {
  roleName: TChatRole;
  isMod: boolean;
}

/** Who moderates and who speaks in one session. */
interface SessionStaff {
  moderators: Set<number>;
  speakers: Set<number>;
}

/** A sponsor's staff: of its stand, and of its lounge (see STAND_STAFF_SCOPES). */
interface SponsorStaff {
  stand: Set<number>;
  lounge: Set<number>;
}

const STAFF_SCOPES = [...new Set([...STAND_STAFF_SCOPES, ...SPONSOR_LOUNGE_STAFF_SCOPES])];

/** Whether a sponsor is one of the event's (read where sponsors are read until they have a domain). */
export type SponsorLookup = (platformId: number, sponsorId: number) => Promise<boolean>;

/**
 * The one answer to "may this user moderate X" and "what is their role in group G" (Outline's
 * policies): `/can/*`, chat roles, lounge rooms, question moderation, stand statistics and
 * reports all ask here. Rules are in moderation.policy.ts; this service reads what they need
 * (assignments, a session's people through the programme) and caches staff lists a few seconds
 * per node. Every answer about an entity is false when it is not one of the event's, even for
 * organisers.
 */
export class ModerationService {
  private readonly repo: ModerationRepository;
  private readonly staffCache: TtlCache<string, SessionStaff | SponsorStaff | null>;

  constructor(
    db: Db,
    private readonly programme: ProgrammeService,
    private readonly sponsorInEvent: SponsorLookup,
    clock: Clock,
  ) {
    this.repo = new ModerationRepository(db);
    this.staffCache = new TtlCache(clock, { ttlMs: STAFF_CACHE_MS, maxSize: 10_000 });
  }

  /** A user's event-wide flags, read fresh (the users domain caches them with the account). */
  async accountFlags(userId: number): Promise<ScopeFlags> {
    return scopeFlags(await this.repo.scopesOf(userId));
  }

  /** Gives a user a scope; this node's staff lists are read again. */
  async grant(platformId: number, userId: number, scope: TModeratorScope, entityId = 0): Promise<void> {
    await this.repo.add(platformId, userId, scope, entityId);
    this.forget();
  }

  /** Gives the scopes an account role brings (moderator: platform and lounges). */
  async grantRole(platformId: number, userId: number, role: Parameters<typeof scopesOfRole>[0]): Promise<void> {
    for (const scope of scopesOfRole(role)) await this.grant(platformId, userId, scope);
  }

  /** `/can/platfrommod`: admins and platform moderators of this event. */
  moderatesPlatform(platformId: number, m: Moderator): boolean {
    return m.user.platformId === platformId && moderatesPlatform(m);
  }

  /** `/can/loungemod`: every lounge of the event (admins, platform and lounge moderators). */
  moderatesLounges(platformId: number, m: Moderator): boolean {
    return m.user.platformId === platformId && moderatesLounges(m);
  }

  /** Reports (spec 2: reports, ad-clicks): report viewers and admins of this event. */
  canViewReports(platformId: number, m: Moderator): boolean {
    return m.user.platformId === platformId && canViewReports(m);
  }

  /** Stand statistics (spec 2: `GET /report/{sponsorId}/sponsorstats`, for the stand's moderators). */
  canViewStandStatistics(platformId: number, m: Moderator, sponsorId: number): Promise<boolean> {
    return this.moderatesSponsor(platformId, m, sponsorId);
  }

  /** Question moderation of a session or of one of its presentations (approve, hide, reply). */
  moderatesQuestions(
    platformId: number,
    m: Moderator,
    target: { sessionId: number } | { presentationId: number },
  ): Promise<boolean> {
    return 'sessionId' in target
      ? this.moderatesSession(platformId, m, target.sessionId)
      : this.moderatesPresentation(platformId, m, target.presentationId);
  }

  /** `/can/sessionmod/{id}`: admin, platform moderator, session scope, or listed as its moderator. */
  async moderatesSession(platformId: number, m: Moderator, sessionId: number): Promise<boolean> {
    if (m.user.platformId !== platformId) return false;
    const staff = await this.sessionStaff(platformId, sessionId);
    if (!staff) return false;
    return moderatesPlatform(m) || staff.moderators.has(m.user.id);
  }

  /**
   * The presentations of a session a user moderates through a presentation scope of their own
   * (someone moderating the whole session is not asked: they see all of its questions).
   */
  async presentationsModerated(platformId: number, userId: number, sessionId: number): Promise<number[]> {
    const scoped = (await this.repo.scopesOf(userId)).filter((s) => s.scope === 'presentation');
    const ofSession = await Promise.all(
      scoped.map(async ({ entityId }) =>
        (await this.programme.sessionOfPresentation(platformId, entityId)) === sessionId ? [entityId] : [],
      ),
    );
    return ofSession.flat();
  }

  /** `/can/presentationMod/{id}`: as for sessions, a presentation scope, or moderating its session. */
  async moderatesPresentation(platformId: number, m: Moderator, presentationId: number): Promise<boolean> {
    if (m.user.platformId !== platformId) return false;
    const sessionId = await this.programme.sessionOfPresentation(platformId, presentationId);
    if (sessionId === null) return false;
    if (moderatesPlatform(m)) return true;
    if (await this.repo.holds(platformId, m.user.id, 'presentation', presentationId)) return true;
    return this.moderatesSession(platformId, m, sessionId);
  }

  /** `/can/sponsormod/{id}` and stand statistics: admin, platform moderator, the stand's staff. */
  async moderatesSponsor(platformId: number, m: Moderator, sponsorId: number): Promise<boolean> {
    if (m.user.platformId !== platformId) return false;
    const staff = await this.sponsorStaff(platformId, sponsorId);
    if (!staff) return false;
    return moderatesPlatform(m) || staff.stand.has(m.user.id);
  }

  /**
   * Who moderates a stand by assignment: its staff and the event's platform moderators (organisers
   * too, by their account's flag, which the caller reads). A stand's statistics leave them out.
   */
  async standModerators(platformId: number, sponsorId: number): Promise<number[]> {
    const staff = await this.sponsorStaff(platformId, sponsorId);
    const platformModerators = await this.repo.holders(platformId, ['platform'], 0);
    return [...new Set([...(staff?.stand ?? []), ...platformModerators.map((p) => p.userId)])];
  }

  /**
   * Lounge rooms' create and delete, the sponsor lounge's `isMod`: whoever has a moderating role
   * in the lounge's foyer (lounge and platform moderators; in a sponsor lounge, its staff too).
   */
  async moderatesLounge(platformId: number, m: Moderator, lounge: { id: number; sponsorId: number | null }) {
    if (m.user.platformId !== platformId) return false;
    const groupType = lounge.sponsorId === null ? 'LOUNGE_FOYER' : 'SPONSOR_LOUNGE_FOYER';
    const role = await this.roleInGroup(platformId, m, { groupType, groupId: lounge.id, sponsorId: lounge.sponsorId });
    return role.isMod;
  }

  /** The user's role in a group of the event (chat messages, user lists, who may remove). */
  async roleInGroup(platformId: number, m: Moderator, group: GroupRef): Promise<GroupRole> {
    const standing: ChatStanding = {
      isAdmin: m.user.isAdmin,
      isPlatformModerator: m.isPlatformModerator,
      isLoungeModerator: m.isLoungeModerator,
      isEventSpeaker: m.user.isSpeaker,
      isSessionModerator: false,
      isSessionSpeaker: false,
      isSponsorStaff: false,
    };
    if (group.groupType === 'SESSION') {
      const staff = await this.sessionStaff(platformId, group.groupId);
      standing.isSessionModerator = Boolean(staff?.moderators.has(m.user.id));
      standing.isSessionSpeaker = Boolean(staff?.speakers.has(m.user.id));
    } else if (group.sponsorId !== null) {
      const staff = await this.sponsorStaff(platformId, group.sponsorId);
      const members = group.groupType === 'SPONSOR' ? staff?.stand : staff?.lounge;
      standing.isSponsorStaff = Boolean(members?.has(m.user.id));
    }
    const roleName = chatRoleFor(group.groupType, standing);
    return { roleName, isMod: isModeratingRole(roleName) };
  }

  /** Forget cached staff lists (after an assignment changes). */
  forget() {
    this.staffCache.clear();
  }

  /**
   * Moderators and speakers of a session of this event, or null if it is not one: moderators
   * are session-scope assignments and people listed as its moderators; speakers are people listed
   * as its speakers and the speakers of its presentations.
   */
  private sessionStaff(platformId: number, sessionId: number): Promise<SessionStaff | null> {
    return this.cached(`s:${platformId}:${sessionId}`, async () => {
      const people = await this.programme.sessionPeople(platformId, sessionId);
      if (!people) return null;
      const scoped = await this.repo.holders(platformId, ['session'], sessionId);
      return {
        moderators: new Set([...people.listedModerators, ...scoped.map((p) => p.userId)]),
        speakers: new Set([...people.listedSpeakers, ...people.presentationSpeakers]),
      };
    });
  }

  /** Staff of a sponsor of this event (entity = the sponsor id), or null if it is not one. */
  private sponsorStaff(platformId: number, sponsorId: number): Promise<SponsorStaff | null> {
    return this.cached(`p:${platformId}:${sponsorId}`, async () => {
      if (!(await this.sponsorInEvent(platformId, sponsorId))) return null;
      const rows = await this.repo.holders(platformId, STAFF_SCOPES, sponsorId);
      const holding = (scopes: readonly string[]) =>
        new Set(rows.filter((r) => scopes.includes(r.scope)).map((r) => r.userId));
      return { stand: holding(STAND_STAFF_SCOPES), lounge: holding(SPONSOR_LOUNGE_STAFF_SCOPES) };
    });
  }

  private cached<T extends SessionStaff | SponsorStaff | null>(key: string, load: () => Promise<T>): Promise<T> {
    // A failed read is not remembered.
    return this.staffCache.getOrLoad(key, load) as Promise<T>;
  }
}
