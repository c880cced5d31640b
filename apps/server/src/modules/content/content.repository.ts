import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customPages, menuItems, sponsorAds } from '../../db/schema.ts';

export type MenuRow = typeof menuItems.$inferSelect;
export type CustomPageRow = typeof customPages.$inferSelect;
export type AdRow = typeof sponsorAds.$inferSelect;

export class ContentRepository {
  constructor(private readonly db: Db) {}

  menu(platformId: number): Promise<MenuRow[]> {
    return this.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.platformId, platformId))
      .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
  }

  modulePages(platformId: number): Promise<CustomPageRow[]> {
    return this.db
      .select()
      .from(customPages)
      .where(eq(customPages.platformId, platformId))
      .orderBy(asc(customPages.id));
  }

  /** Switches the landing's on-demand home on or off; creates the (empty) landing page if there is none. */
  async setHomeVod(platformId: number, on: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [landing] = await tx
        .select({ id: customPages.id })
        .from(customPages)
        .where(and(eq(customPages.platformId, platformId), eq(customPages.module, 'landing')))
        .orderBy(asc(customPages.id))
        .limit(1)
        .for('update');
      if (landing) {
        await tx.update(customPages).set({ useHomeVodModule: on }).where(eq(customPages.id, landing.id));
      } else {
        await tx.insert(customPages).values({ platformId, module: 'landing', useHomeVodModule: on });
      }
    });
  }

  async customPage(platformId: number, id: number): Promise<CustomPageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(customPages)
      .where(and(eq(customPages.platformId, platformId), eq(customPages.id, id), isNull(customPages.module)))
      .limit(1);
    return row;
  }

  ads(platformId: number): Promise<AdRow[]> {
    return this.db
      .select()
      .from(sponsorAds)
      .where(eq(sponsorAds.platformId, platformId))
      .orderBy(asc(sponsorAds.sortOrder), asc(sponsorAds.id));
  }
}
