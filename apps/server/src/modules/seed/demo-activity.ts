import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, chatMessages, presentations, sessions, sponsorAds, sponsors, users } from '../../db/schema.ts';
import { writeRollups } from '../logs/activity-rollups.ts';
import { Rng } from './demo-random.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type NewLog = typeof activityLogs.$inferInsert;

const MINUTE = 60_000;
/** How far back the demo's visits go: the days before the event, when people look at it. */
const HISTORY_MS = 3 * 24 * 60 * MINUTE;
const VISITORS = 300;
const HEARTBEAT_MS = 5 * MINUTE;

const CHAT_LINES = [
  'Great start, thank you!',
  'Is the recording going to be available later?',
  'The slides are very clear.',
  'Can you share the reference you mentioned?',
  'Hello from Lyon 👋',
  'Interesting results on the second cohort.',
];

/**
 * What the demo's reports show: three days of visits by generated people (the event, stands,
 * posters, and sessions that have begun, each visit an enter, heartbeats every five minutes and
 * a leave; the event's own heartbeats run for the whole visit, as an open tab's do), clicks on ads, and a few chat messages in sessions that have begun; every stand but
 * the last has visitors. The logs and
 * their rollups are written as the log writer writes them, so the reports count them exactly.
 */
export async function seedDemoActivity(tx: Tx, platformId: number, now: number, seed: number): Promise<number> {
  const rng = new Rng(seed ^ 0x5eed);
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.platformId, platformId))
    .orderBy(users.id)
    .limit(VISITORS);
  const started = await tx
    .select({ id: sessions.id, startsAt: sessions.startsAt })
    .from(sessions)
    .where(and(eq(sessions.platformId, platformId), lt(sessions.startsAt, new Date(now))));
  const posters = await tx
    .select({ id: presentations.id })
    .from(presentations)
    .innerJoin(sessions, eq(sessions.id, presentations.sessionId))
    .where(and(eq(sessions.platformId, platformId), eq(presentations.isPoster, true)));
  // The last stand (a sponsor who joined late) has no visits yet: its moderators see the no-data dialog.
  const allStands = await tx
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(eq(sponsors.platformId, platformId))
    .orderBy(sponsors.id);
  const quiet = allStands.at(-1)?.id;
  const stands = allStands.filter((s) => s.id !== quiet);
  const ads = (
    await tx
      .select({
        id: sponsorAds.id,
        type: sponsorAds.type,
        title: sponsorAds.title,
        link: sponsorAds.link,
        sponsorId: sponsorAds.sponsorId,
      })
      .from(sponsorAds)
      .where(eq(sponsorAds.platformId, platformId))
  ).filter((ad) => ad.sponsorId !== quiet);
  if (people.length === 0) return 0;

  const logs: NewLog[] = [];
  const scan = (userId: number, entityType: string, entityId: number, action: string, at: number) =>
    logs.push({ platformId, kind: 'scan', userId, entityType, entityId: String(entityId), action, at: new Date(at) });

  for (const person of people) {
    let at = now - rng.int(30 * MINUTE, HISTORY_MS);
    const arrived = at;
    scan(person.id, 'EVENT_PLATFORM', platformId, 'ENTER_EVENT_LOG', at);
    const stops = rng.int(1, 4);
    for (let i = 0; i < stops; i++) {
      at += rng.int(1, 10) * MINUTE;
      const live = started.filter((s) => s.startsAt.getTime() <= at);
      const choices: [string, number][] = [
        ...(stands.length ? [['SPONSOR', rng.pick(stands).id] as [string, number]] : []),
        ...(posters.length ? [['POSTER', rng.pick(posters).id] as [string, number]] : []),
        ...(live.length ? [['SESSION', rng.pick(live).id] as [string, number]] : []),
      ];
      if (choices.length === 0) break;
      const [type, id] = rng.pick(choices);
      const stay = rng.int(1, 8) * HEARTBEAT_MS;
      if (at + stay >= now) break;
      scan(person.id, type, id, 'ENTER', at);
      for (let beat = HEARTBEAT_MS; beat < stay; beat += HEARTBEAT_MS)
        scan(person.id, type, id, 'HEARTBEAT', at + beat);
      at += stay;
      scan(person.id, type, id, 'LEAVE', at);
    }
    if (ads.length && rng.chance(0.2)) {
      const ad = rng.pick(ads);
      logs.push({
        platformId,
        kind: 'ad_click',
        userId: person.id,
        entityType: ad.type,
        entityId: String(ad.id),
        action: ad.title,
        data: { link: ad.link },
        at: new Date(at),
      });
    }
    // The open tab's heartbeats, as the web sends them, keep the person on the event for the
    // whole visit: the event's time spent covers the time on its stands, posters and sessions.
    const left = Math.min(at + MINUTE, now);
    for (let beat = arrived + HEARTBEAT_MS; beat < left; beat += HEARTBEAT_MS)
      scan(person.id, 'EVENT_PLATFORM', platformId, 'HEARTBEAT', beat);
    scan(person.id, 'EVENT_PLATFORM', platformId, 'LEAVE_EVENT_LOG', left);
  }
  logs.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  for (let i = 0; i < logs.length; i += 1000) await tx.insert(activityLogs).values(logs.slice(i, i + 1000));
  await writeRollups(tx, logs);

  const chat = started.slice(-12).flatMap((s) =>
    rng.sample(people, Math.min(people.length, rng.int(1, 4))).map((person, i) => ({
      platformId,
      groupType: 'SESSION',
      groupId: s.id,
      userId: person.id,
      userName: `${person.firstName} ${person.lastName}`,
      roleName: 'USER',
      message: CHAT_LINES[(s.id + i) % CHAT_LINES.length] as string,
      createdAt: new Date(Math.min(now - MINUTE, s.startsAt.getTime() + (i + 1) * 3 * MINUTE)),
    })),
  );
  if (chat.length) await tx.insert(chatMessages).values(chat);
  return logs.length;
}
