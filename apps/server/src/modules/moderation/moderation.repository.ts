import type { TModeratorScope } from '@atrium/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { moderatorAssignments } from '../../db/schema.ts';

/** Moderator assignments: a scope held by a user, for one entity (0 for event-wide scopes). */
export class ModerationRepository {
  constructor(private readonly db: Db) {}

  /** Every scope a user holds. */
  async scopesOf(userId: number): Promise<{ scope: string; entityId: number }[]> {
    return this.db
      .select({ scope: moderatorAssignments.scope, entityId: moderatorAssignments.entityId })
      .from(moderatorAssignments)
      .where(eq(moderatorAssignments.userId, userId));
  }

  async holds(platformId: number, userId: number, scope: TModeratorScope, entityId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(moderatorAssignments)
      .where(
        and(
          eq(moderatorAssignments.platformId, platformId),
          eq(moderatorAssignments.userId, userId),
          eq(moderatorAssignments.scope, scope),
          eq(moderatorAssignments.entityId, entityId),
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  /** Who holds one of these scopes for an entity of the event, with the scope each holds. */
  async holders(
    platformId: number,
    scopes: readonly TModeratorScope[],
    entityId: number,
  ): Promise<{ userId: number; scope: string }[]> {
    return this.db
      .select({ userId: moderatorAssignments.userId, scope: moderatorAssignments.scope })
      .from(moderatorAssignments)
      .where(
        and(
          eq(moderatorAssignments.platformId, platformId),
          inArray(moderatorAssignments.scope, [...scopes]),
          eq(moderatorAssignments.entityId, entityId),
        ),
      );
  }

  async add(platformId: number, userId: number, scope: TModeratorScope, entityId = 0): Promise<void> {
    await this.db.insert(moderatorAssignments).values({ platformId, userId, scope, entityId }).onConflictDoNothing();
  }
}
