// A join storm on the player (issue 11): N attendees open one live session's page within 10 s, as
// the player does — the session (GET /sessions/{id}?check=true&noq=true), its questions, the chat
// history, then the hub: connect, CONNECT_USER, ENTER_GROUP. p50/p99 of the session endpoint and
// of ENTER_GROUP during the storm, against the same calls made one at a time on the idle server
// (the baseline), in one run. The hub runs on PostgreSQL, pinned to one core.
// Usage: npm run player-storm -w bench [-- --attendees 2000 --seconds 10]
// Needs PostgreSQL (BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt } from './src/built.ts';
import { BenchClient, type HubIdentity } from './src/hub-clients.ts';
import {
  configureHub,
  hubDatabase,
  identities,
  log,
  prepareHub,
  type Running,
  startServer,
  stopServer,
} from './src/hub-servers.ts';
import { fmt } from './src/load.ts';
import { percentile } from './src/proc.ts';

const { values } = parseArgs({
  options: { attendees: { type: 'string', default: '2000' }, seconds: { type: 'string', default: '10' } },
});
const ATTENDEES = Number(values.attendees);
const SECONDS = Number(values.seconds);
const BASELINE = 50;
ensureBuilt();
configureHub({ args: [], env: { RATE_LIMITS: 'off' } });

await prepareHub(ATTENDEES + BASELINE);
const hub = hubDatabase();
if (!hub) throw new Error('no bench event');
const db = new pg.Client({ connectionString: hub.url });
await db.connect();
// A live session with questions, a few presentations and some chat, as a real one has.
await db.query('UPDATE sessions SET enable_comments = true, description = $2 WHERE id = $1', [
  hub.sessionId,
  '<p>A session with a <strong>description</strong>.</p>'.repeat(10),
]);
await db.query(
  `INSERT INTO presentations (platform_id, session_id, title, sort_order, description)
   SELECT $1, $2, 'Talk ' || g, g, '<p>Abstract of the talk.</p>' FROM generate_series(1, 5) g`,
  [hub.platformId, hub.sessionId],
);
await db.query(
  `INSERT INTO chat_messages (platform_id, group_type, group_id, user_id, user_name, user_photo_uri, role_name, is_mod, message)
   SELECT $1, 'SESSION', $2, $3, 'User Bench1', '', 'USER', false, 'Hello ' || g FROM generate_series(1, 50) g`,
  [hub.platformId, hub.sessionId, hub.users[0]],
);
await db.end();

type Timings = { session: number[]; enter: number[]; failed: number };

/** One attendee opening the page: the three reads, then the hub; the two timings that matter. */
async function openPage(server: Running, who: HubIdentity, into: Timings): Promise<BenchClient | null> {
  const api = `${server.url}/api/platform/${who.platformId}`;
  const headers = { authorization: `Bearer ${who.token}` };
  try {
    const t0 = performance.now();
    const session = await fetch(`${api}/sessions/${who.groupId}?check=true&noq=true`, { headers });
    if (!session.ok) throw new Error(`session ${session.status}`);
    await session.arrayBuffer();
    into.session.push(performance.now() - t0);
    const [questions, history] = await Promise.all([
      fetch(`${api}/sessions/${who.groupId}/questions`, { headers }),
      fetch(`${api}/conversations/group/${who.groupId}?groupType=SESSION`, { headers }),
    ]);
    if (!questions.ok || !history.ok) throw new Error(`reads ${questions.status} ${history.status}`);
    await Promise.all([questions.arrayBuffer(), history.arrayBuffer()]);
    const client = new BenchClient('hub', server.url, { token: who.token, platformId: who.platformId });
    await client.connected;
    await client.request('CONNECT_USER', {
      eventCode: who.eventCode,
      eventId: who.platformId,
      userId: who.userId,
      userName: who.userName,
    });
    const t1 = performance.now();
    await client.request('ENTER_GROUP', { groupType: 'SESSION', groupId: who.groupId });
    into.enter.push(performance.now() - t1);
    return client;
  } catch (error) {
    into.failed++;
    log(String(error));
    return null;
  }
}

const server = await startServer('hub');
const clients: (BenchClient | null)[] = [];
try {
  const everyone = await identities(server.url, 0, ATTENDEES + BASELINE);
  // Baseline: one page at a time on the idle server.
  const idle: Timings = { session: [], enter: [], failed: 0 };
  for (const who of everyone.slice(ATTENDEES)) clients.push(await openPage(server, who, idle));
  await sleep(2000);

  log(`storm: ${ATTENDEES} attendees open the page within ${SECONDS} s`);
  const storm: Timings = { session: [], enter: [], failed: 0 };
  const t0 = performance.now();
  const opening: Promise<void>[] = [];
  for (let i = 0; i < ATTENDEES; i++) {
    const due = t0 + (i * SECONDS * 1000) / ATTENDEES;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    opening.push(openPage(server, everyone[i] as HubIdentity, storm).then((client) => void clients.push(client)));
  }
  await Promise.all(opening);
  const wall = (performance.now() - t0) / 1000;

  const stat = (values: number[]) => {
    const sorted = Float64Array.from(values).sort();
    return `${fmt(percentile(sorted, 50), 1)} / ${fmt(percentile(sorted, 99), 1)}`;
  };
  console.log(
    `\n| ${ATTENDEES} attendees within ${SECONDS} s (all in ${fmt(wall, 1)} s) | p50 / p99 ms idle (${BASELINE} one at a time) | p50 / p99 ms in the storm |`,
  );
  console.log('|---|---|---|');
  console.log(`| GET /sessions/{id}?check=true&noq=true | ${stat(idle.session)} | ${stat(storm.session)} |`);
  console.log(`| ENTER_GROUP | ${stat(idle.enter)} | ${stat(storm.enter)} |`);
  console.log(`\nfailed page opens: ${storm.failed + idle.failed} of ${ATTENDEES + BASELINE}`);
} finally {
  for (const client of clients) client?.close();
  await stopServer(server);
}
