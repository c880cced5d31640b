import type { TStoredPlatformSettings } from '@atrium/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { platforms } from '../../db/schema.ts';

export type PlatformRow = typeof platforms.$inferSelect;

export class PlatformRepository {
  constructor(private readonly db: Db) {}

  async findById(id: number): Promise<PlatformRow | undefined> {
    const [row] = await this.db.select().from(platforms).where(eq(platforms.id, id)).limit(1);
    return row;
  }

  async findByCode(code: string): Promise<PlatformRow | undefined> {
    const [row] = await this.db.select().from(platforms).where(eq(platforms.code, code)).limit(1);
    return row;
  }

  async list(): Promise<PlatformRow[]> {
    return this.db.select().from(platforms).orderBy(platforms.id);
  }

  async insert(code: string, settings: TStoredPlatformSettings): Promise<PlatformRow> {
    const [row] = await this.db.insert(platforms).values({ code, settings }).returning();
    if (!row) throw new Error('insert failed');
    return row;
  }

  async updateSettings(id: number, settings: TStoredPlatformSettings): Promise<void> {
    await this.db.update(platforms).set({ settings, updatedAt: sql`now()` }).where(eq(platforms.id, id));
  }
}
