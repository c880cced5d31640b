import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { reachable } from './directory.repository.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export class UsersRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async findByEmail(platformId: number, email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.platformId, platformId), eq(users.email, email.toLowerCase())))
      .limit(1);
    return row;
  }

  async findManyByIds(platformId: number, ids: number[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(users)
      .where(and(eq(users.platformId, platformId), inArray(users.id, ids)));
  }

  /** Of these ids, the accounts that exist and are not disabled. */
  async enabledIds(ids: number[]): Promise<number[]> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.disabled, false)));
    return rows.map((row) => row.id);
  }

  /**
   * People others may find (visibility.ts `isReachable`: hidden, declined and disabled accounts
   * never show) whose "first last" or "last first" name contains `text`, except one.
   */
  async searchByName(platformId: number, text: string, exceptId: number, limit: number): Promise<UserRow[]> {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.platformId, platformId),
          ne(users.id, exceptId),
          reachable(platformId),
          or(
            sql`(${users.firstName} || ' ' || ${users.lastName}) ILIKE ${pattern}`,
            sql`(${users.lastName} || ' ' || ${users.firstName}) ILIKE ${pattern}`,
          ),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(limit);
  }

  async insert(user: NewUser): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    if (!row) throw new Error('insert failed');
    return row;
  }

  async update(id: number, changes: Partial<NewUser>): Promise<UserRow | undefined> {
    const [row] = await this.db.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  }

  /**
   * Sets a new photo and returns the one it replaces, in one transaction with the row locked:
   * of two uploads at once, each gets the photo the other replaced, so none is left behind.
   */
  async replacePhoto(id: number, photoUri: string): Promise<{ previous: string } | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select({ photoUri: users.photoUri }).from(users).where(eq(users.id, id)).for('update');
      if (!row) return undefined;
      await tx.update(users).set({ photoUri }).where(eq(users.id, id));
      return { previous: row.photoUri };
    });
  }
}
