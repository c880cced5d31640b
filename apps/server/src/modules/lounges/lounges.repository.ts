import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { chatMessages, loungeRooms, lounges } from '../../db/schema.ts';

export type LoungeRow = typeof lounges.$inferSelect;
export type LoungeRoomRow = typeof loungeRooms.$inferSelect;

export class LoungesRepository {
  constructor(private readonly db: Db) {}

  /** The event's lounges, the general ones (no sponsor) first. */
  async list(platformId: number): Promise<LoungeRow[]> {
    return this.db
      .select()
      .from(lounges)
      .where(eq(lounges.platformId, platformId))
      .orderBy(sql`${lounges.sponsorId} IS NOT NULL`, asc(lounges.id));
  }

  async find(platformId: number, loungeId: number): Promise<LoungeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lounges)
      .where(and(eq(lounges.id, loungeId), eq(lounges.platformId, platformId)))
      .limit(1);
    return row;
  }

  async findBySponsor(platformId: number, sponsorId: number): Promise<LoungeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(lounges)
      .where(and(eq(lounges.sponsorId, sponsorId), eq(lounges.platformId, platformId)))
      .orderBy(asc(lounges.id))
      .limit(1);
    return row;
  }

  async rooms(loungeId: number): Promise<LoungeRoomRow[]> {
    return this.db.select().from(loungeRooms).where(eq(loungeRooms.loungeId, loungeId)).orderBy(asc(loungeRooms.name));
  }

  /** The time of the latest message not removed, per room of one group type. */
  async lastMessages(platformId: number, groupType: string, roomIds: number[]): Promise<Map<number, Date>> {
    if (roomIds.length === 0) return new Map();
    const rows = await this.db
      .select({ groupId: chatMessages.groupId, at: max(chatMessages.createdAt) })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.platformId, platformId),
          eq(chatMessages.groupType, groupType),
          inArray(chatMessages.groupId, roomIds),
          isNull(chatMessages.removedAt),
        ),
      )
      .groupBy(chatMessages.groupId);
    return new Map(rows.flatMap((r) => (r.at ? [[r.groupId, new Date(r.at)] as const] : [])));
  }

  async findRoom(platformId: number, roomId: number): Promise<{ room: LoungeRoomRow; lounge: LoungeRow } | undefined> {
    const [row] = await this.db
      .select({ room: loungeRooms, lounge: lounges })
      .from(loungeRooms)
      .innerJoin(lounges, eq(lounges.id, loungeRooms.loungeId))
      .where(and(eq(loungeRooms.id, roomId), eq(loungeRooms.platformId, platformId)))
      .limit(1);
    return row;
  }

  /** Inserts a room; undefined when the name exists under this lounge already (two moderators at once). */
  async insertRoom(platformId: number, loungeId: number, name: string, createdBy: number) {
    const [row] = await this.db
      .insert(loungeRooms)
      .values({ platformId, loungeId, name, createdBy })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  async deleteRoom(platformId: number, loungeId: number, roomId: number): Promise<LoungeRoomRow | undefined> {
    const [row] = await this.db
      .delete(loungeRooms)
      .where(
        and(eq(loungeRooms.id, roomId), eq(loungeRooms.loungeId, loungeId), eq(loungeRooms.platformId, platformId)),
      )
      .returning();
    return row;
  }
}
