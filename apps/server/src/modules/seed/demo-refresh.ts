import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { demoSeeds, platforms, presentations, sessions } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { dateIn, isValidTimeZone } from '../../lib/zoned-time.ts';

export interface DemoRefresh {
  platformId: number;
  days: number;
  firstDay: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Keeps a demo alive: a demo seeded on an earlier day would have nothing live and no "today"
 * three days later. At start, each demo whose programme is as the seed left it (same programme
 * version: no import, no edit since) has its sessions and presentations moved forward by whole
 * days, at the same local times in the event's time zone, so that its first day is today. A demo
 * someone has changed is left as it is. Returns what moved (the server logs it).
 */
export async function refreshDemoDates(db: Db, clock: Clock): Promise<DemoRefresh[]> {
  const demos = await db
    .select({
      platformId: demoSeeds.platformId,
      firstDay: demoSeeds.firstDay,
      seededVersion: demoSeeds.programmeVersion,
      currentVersion: platforms.programmeVersion,
      settings: platforms.settings,
    })
    .from(demoSeeds)
    .innerJoin(platforms, eq(platforms.id, demoSeeds.platformId));
  const moved: DemoRefresh[] = [];
  for (const demo of demos) {
    if (demo.currentVersion !== demo.seededVersion) continue;
    const zone = demo.settings.timeZone && isValidTimeZone(demo.settings.timeZone) ? demo.settings.timeZone : 'UTC';
    const today = dateIn(clock.now(), zone);
    const days = daysBetween(demo.firstDay, today);
    if (days <= 0) continue;
    const done = await db.transaction(async (tx) => {
      // Claimed by the first node that gets here: the others find the first day already moved.
      const [claimed] = await tx
        .update(demoSeeds)
        .set({ firstDay: today })
        .where(
          and(
            eq(demoSeeds.platformId, demo.platformId),
            eq(demoSeeds.firstDay, demo.firstDay),
            eq(demoSeeds.programmeVersion, demo.seededVersion),
          ),
        )
        .returning({ platformId: demoSeeds.platformId });
      if (!claimed) return false;
      const shift = (column: AnyPgColumn) =>
        sql`((${column} AT TIME ZONE ${zone}) + make_interval(days => ${days})) AT TIME ZONE ${zone}`;
      await tx
        .update(sessions)
        .set({
          startsAt: shift(sessions.startsAt),
          endsAt: shift(sessions.endsAt),
          programmeDay: sql`${sessions.programmeDay} + ${days}::int`,
        })
        .where(eq(sessions.platformId, demo.platformId));
      await tx
        .update(presentations)
        .set({ startsAt: shift(presentations.startsAt), endsAt: shift(presentations.endsAt) })
        .where(and(eq(presentations.platformId, demo.platformId), isNotNull(presentations.startsAt)));
      const [version] = await tx
        .update(platforms)
        .set({ programmeVersion: sql`${platforms.programmeVersion} + 1` })
        .where(eq(platforms.id, demo.platformId))
        .returning({ programmeVersion: platforms.programmeVersion });
      await tx
        .update(demoSeeds)
        .set({ programmeVersion: version?.programmeVersion ?? demo.seededVersion + 1 })
        .where(eq(demoSeeds.platformId, demo.platformId));
      return true;
    });
    if (done) moved.push({ platformId: demo.platformId, days, firstDay: today });
  }
  return moved;
}
