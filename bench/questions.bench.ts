// Questions under load (issue 11): N attendees in one session group of the hub (PostgreSQL), chat
// posted at R messages a second, and one question a second asked over HTTP by an attendee and
// approved by the session's moderator (HTTP) as soon as it is stored. Reported, from the same run:
// the chat's latency (post → CHAT_POSTED at every attendee) and the approval's (the approve call's
// start → QUESTION_APPROVED at every attendee), p50 and p99, delivered/expected for both, and the
// QUESTION_POSTED frames that reached attendees (must be 0: the session asks for authorisation).
// Usage: npm run questions -w bench [-- --attendees 2000 --seconds 20 --rate 10]
// Needs PostgreSQL (BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuilt } from './src/built.ts';
import { chatText } from './src/hub-clients.ts';
import {
  configureHub,
  crowd,
  hubDatabase,
  identities,
  log,
  prepareHub,
  startServer,
  stopServer,
} from './src/hub-servers.ts';
import { fmt } from './src/load.ts';
import { percentile } from './src/proc.ts';

const { values } = parseArgs({
  options: {
    attendees: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '10' },
  },
});
const ATTENDEES = Number(values.attendees);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const POSTERS = 10;
const DRAIN_MS = 10_000;
ensureBuilt();
configureHub({ args: [], env: { RATE_LIMITS: 'off' } });

// Attendees, then the posters, the askers and the moderator (the last account).
const askers = SECONDS + 5;
await prepareHub(ATTENDEES + POSTERS + askers + 1);
const hub = hubDatabase();
if (!hub) throw new Error('no bench event');
const db = new pg.Client({ connectionString: hub.url });
await db.connect();
await db.query('UPDATE sessions SET enable_comments = true, enable_authorisation_for_comments = true WHERE id = $1', [
  hub.sessionId,
]);
const moderatorId = hub.users.at(-1) as number;
await db.query(`INSERT INTO session_people (session_id, user_id, role) VALUES ($1, $2, 'moderator')`, [
  hub.sessionId,
  moderatorId,
]);
await db.end();

const server = await startServer('hub');
try {
  log(`joining ${ATTENDEES} attendees and ${POSTERS} posters`);
  const audience = await crowd(server, 0, ATTENDEES);
  const posters = (await crowd(server, ATTENDEES, POSTERS)).clients;
  const askerIds = await identities(server.url, ATTENDEES + POSTERS, askers);
  const [moderator] = await identities(server.url, ATTENDEES + POSTERS + askers, 1);
  if (!moderator) throw new Error('no moderator');
  const api = `${server.url}/api/platform/${hub.platformId}/sessions/${hub.sessionId}`;
  const call = async (method: string, url: string, token: string, body?: unknown) => {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };

  const chatMessages = SECONDS * RATE;
  const seqBase = 1_000_000;
  const chatLatencies: number[] = [];
  const approveLatencies: number[] = [];
  const approvedAt = new Map<number, number>();
  let postedToAttendees = 0;
  const ID = /"id":(\d+)/;
  for (const client of audience.clients) {
    client.onChat = (sentAt, seq) => {
      if (seq >= seqBase && seq < seqBase + chatMessages) chatLatencies.push(performance.now() - sentAt);
    };
    client.onEvent = (frame) => {
      if (frame.includes('"QUESTION_POSTED"')) postedToAttendees++;
      else if (frame.includes('"QUESTION_APPROVED"')) {
        const id = Number(ID.exec(frame.toString('latin1', 0, 200))?.[1]);
        const start = approvedAt.get(id);
        if (start !== undefined) approveLatencies.push(performance.now() - start);
      }
    };
  }

  log(`${SECONDS} s: chat at ${RATE}/s, a question a second, each approved at once`);
  const t0 = performance.now();
  const questions: Promise<void>[] = [];
  for (let k = 0; k < chatMessages; k++) {
    const due = t0 + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    posters[k % POSTERS]?.post(hub.sessionId, chatText(seqBase + k, 140));
    if (k % RATE === 0) {
      const asker = askerIds[k / RATE] ?? askerIds[0];
      questions.push(
        (async () => {
          const q = await call('POST', `${api}/question`, asker?.token ?? '', { text: `Question ${k / RATE}?` });
          approvedAt.set(q.id, performance.now());
          await call('PUT', `${api}/question/${q.id}/approve`, moderator.token);
        })(),
      );
    }
  }
  await Promise.all(questions);
  const expectedChat = chatMessages * ATTENDEES;
  const expectedApprovals = approvedAt.size * ATTENDEES;
  const until = performance.now() + DRAIN_MS;
  while (
    (chatLatencies.length < expectedChat || approveLatencies.length < expectedApprovals) &&
    performance.now() < until
  )
    await sleep(50);

  const sorted = (values: number[]) => Float64Array.from(values).sort();
  const chat = sorted(chatLatencies);
  const approvals = sorted(approveLatencies);
  console.log(
    `\n| ${ATTENDEES} attendees, chat ${RATE}/s, 1 question/s, ${SECONDS} s | delivered / expected | p50 ms | p99 ms |`,
  );
  console.log('|---|---|---|---|');
  console.log(
    `| chat (post → CHAT_POSTED) | ${chatLatencies.length} / ${expectedChat} | ${fmt(percentile(chat, 50), 1)} | ${fmt(percentile(chat, 99), 1)} |`,
  );
  console.log(
    `| approval (approve call → QUESTION_APPROVED) | ${approveLatencies.length} / ${expectedApprovals} | ${fmt(percentile(approvals, 50), 1)} | ${fmt(percentile(approvals, 99), 1)} |`,
  );
  console.log(
    `\napproval p99 / chat p99: ${fmt(percentile(approvals, 99) / percentile(chat, 99), 2)} (target ≤ 1.5); unapproved questions that reached attendees: ${postedToAttendees}`,
  );
  for (const client of [...audience.clients, ...posters]) client.close();
} finally {
  await stopServer(server);
}
