// Polls under load (issue 30): N attendees in one session group of the hub (PostgreSQL). First the
// chat figure of the run: chat posted at R messages a second for a few seconds, the server's CPU
// per message. Then a moderator opens a poll and every attendee votes over HTTP within W seconds
// (one in ten votes first for another option and changes the vote). Reported, from the same run:
// votes stored against votes meant (each person once), the results every attendee last received
// against the final count, how long after the last vote each attendee had the final results
// (p50, p99, max), the result frames each attendee received (the coalescing), and the server's
// CPU per vote against its CPU per chat message.
// Usage: npm run polls -w bench [-- --attendees 5000 --window 10 --rate 10]; POLLS_PROFILE=<folder> writes
// the server's CPU profile there.
// Needs PostgreSQL (BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { Agent, request } from 'node:http';
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
import { cpuMs, percentile } from './src/proc.ts';

const { values } = parseArgs({
  options: {
    attendees: { type: 'string', default: '5000' },
    window: { type: 'string', default: '10' },
    rate: { type: 'string', default: '10' },
    'chat-seconds': { type: 'string', default: '10' },
  },
});
const ATTENDEES = Number(values.attendees);
const WINDOW_S = Number(values.window);
const RATE = Number(values.rate);
const CHAT_SECONDS = Number(values['chat-seconds']);
const OPTIONS = 4;
const POSTERS = 10;
const DRAIN_MS = 15_000;
ensureBuilt();
configureHub({
  args: process.env.POLLS_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.POLLS_PROFILE}`] : [],
  env: { RATE_LIMITS: 'off' },
});

// Attendees, then the posters, then the moderator (the last account).
await prepareHub(ATTENDEES + POSTERS + 1);
const hub = hubDatabase();
if (!hub) throw new Error('no bench event');
const moderatorId = hub.users.at(-1) as number;
{
  const db = new pg.Client({ connectionString: hub.url });
  await db.connect();
  await db.query(`INSERT INTO session_people (session_id, user_id, role) VALUES ($1, $2, 'moderator')`, [
    hub.sessionId,
    moderatorId,
  ]);
  await db.end();
}

type Results = { voters: number; counts: { optionId: number; votes: number }[] };
const server = await startServer('hub');
try {
  log(`joining ${ATTENDEES} attendees and ${POSTERS} posters`);
  const audience = await crowd(server, 0, ATTENDEES);
  const posters = (await crowd(server, ATTENDEES, POSTERS)).clients;
  const voters = await identities(server.url, 0, ATTENDEES);
  const [moderator] = await identities(server.url, ATTENDEES + POSTERS, 1);
  if (!moderator) throw new Error('no moderator');
  const api = `${server.url}/api/platform/${hub.platformId}/sessions/${hub.sessionId}`;
  // Votes share a pool of kept-alive connections, as a proxy in front of the server would.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const call = (method: string, url: string, token: string, body?: unknown) =>
    new Promise<{ id: number }>((resolve, reject) => {
      const text = body ? JSON.stringify(body) : '';
      const req = request(
        url,
        {
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const answer = Buffer.concat(chunks).toString();
            if ((res.statusCode ?? 0) >= 300) reject(new Error(`${method} ${url}: ${res.statusCode} ${answer}`));
            else resolve(JSON.parse(answer) as { id: number });
          });
        },
      );
      req.on('error', reject);
      req.end(text);
    });

  // ---- the chat figure of this run --------------------------------------------------------------
  const chatMessages = CHAT_SECONDS * RATE;
  const seqBase = 2_000_000;
  const chatLatencies: number[] = [];
  for (const client of audience.clients)
    client.onChat = (sentAt, seq) => {
      if (seq >= seqBase && seq < seqBase + chatMessages) chatLatencies.push(performance.now() - sentAt);
    };
  log(`${CHAT_SECONDS} s of chat at ${RATE}/s`);
  const chatCpu0 = cpuMs(server.pid);
  const c0 = performance.now();
  for (let k = 0; k < chatMessages; k++) {
    const wait = c0 + (k * 1000) / RATE - performance.now();
    if (wait > 1) await sleep(wait);
    posters[k % POSTERS]?.post(hub.sessionId, chatText(seqBase + k, 140));
  }
  const chatUntil = performance.now() + DRAIN_MS;
  while (chatLatencies.length < chatMessages * ATTENDEES && performance.now() < chatUntil) await sleep(50);
  const chatCpu = cpuMs(server.pid) - chatCpu0;

  // ---- the poll -----------------------------------------------------------------------------------
  const poll = await call('POST', `${api}/poll`, moderator.token, {
    question: 'Which option?',
    options: Array.from({ length: OPTIONS }, (_, i) => `Option ${i + 1}`),
  });
  await call('PUT', `${api}/poll/${poll.id}/open`, moderator.token);
  await sleep(1000);
  const last: (Results | null)[] = new Array(ATTENDEES).fill(null);
  const lastAt: number[] = new Array(ATTENDEES).fill(0);
  const frames: number[] = new Array(ATTENDEES).fill(0);
  audience.clients.forEach((client, i) => {
    client.onChat = null;
    client.onEvent = (frame) => {
      if (!frame.includes('"POLL_RESULTS"')) return;
      const [, results] = JSON.parse(frame.toString('utf8', 2)) as [string, Results & { pollId: number }];
      if (results.pollId !== poll.id) return;
      frames[i] = (frames[i] ?? 0) + 1;
      last[i] = results;
      lastAt[i] = performance.now();
    };
  });

  // Attendee i's final choice: option i % OPTIONS + 1; every tenth first votes for the next one.
  const finalChoice = (i: number) => (i % OPTIONS) + 1;
  const expected = Array.from(
    { length: OPTIONS },
    (_, o) => Array.from({ length: ATTENDEES }, (_, i) => i).filter((i) => finalChoice(i) === o + 1).length,
  );
  log(`${ATTENDEES} votes within ${WINDOW_S} s`);
  const voteCpu0 = cpuMs(server.pid);
  const v0 = performance.now();
  const votes: Promise<void>[] = [];
  let requests = 0;
  let failed = 0;
  for (let i = 0; i < ATTENDEES; i++) {
    const wait = v0 + (i * WINDOW_S * 1000) / ATTENDEES - performance.now();
    if (wait > 1) await sleep(wait);
    const token = voters[i]?.token ?? '';
    const vote = (option: number) => {
      requests++;
      return call('POST', `${api}/poll/${poll.id}/vote`, token, { optionIds: [option] });
    };
    votes.push(
      (async () => {
        if (i % 10 === 0) await vote((finalChoice(i) % OPTIONS) + 1);
        await vote(finalChoice(i));
      })().catch((error: unknown) => {
        failed++;
        if (failed < 5) log(String(error));
      }),
    );
  }
  await Promise.all(votes);
  const lastVote = performance.now();
  const right = (r: Results | null) =>
    r !== null &&
    r.voters === ATTENDEES &&
    expected.every((n, o) => r.counts.find((c) => c.optionId === o + 1)?.votes === n);
  const until = performance.now() + DRAIN_MS;
  while (!last.every(right) && performance.now() < until) await sleep(50);
  const voteCpu = cpuMs(server.pid) - voteCpu0;

  const db = new pg.Client({ connectionString: hub.url });
  await db.connect();
  const stored = (
    await db.query(
      `SELECT o.option_id AS option, count(*)::int AS votes, count(DISTINCT v.user_id)::int AS people
       FROM poll_votes v CROSS JOIN LATERAL unnest(v.option_ids) o(option_id) WHERE v.poll_id = $1 GROUP BY 1 ORDER BY 1`,
      [poll.id],
    )
  ).rows as { option: number; votes: number; people: number }[];
  const rows = (await db.query('SELECT count(*)::int AS n FROM poll_votes WHERE poll_id = $1', [poll.id])).rows[0];
  await db.end();

  const sorted = (xs: number[]) => Float64Array.from(xs).sort();
  const rightCount = last.filter(right).length;
  const delays = sorted(lastAt.flatMap((at, i) => (right(last[i] ?? null) ? [Math.max(0, at - lastVote)] : [])));
  const frameCounts = sorted(frames);
  const chat = sorted(chatLatencies);
  const cpuPerVote = voteCpu / requests;
  const cpuPerChat = chatCpu / chatMessages;
  console.log(`\n| ${ATTENDEES} attendees, one session | figure |`);
  console.log('|---|---|');
  console.log(`| vote requests (votes and changed votes) in ${WINDOW_S} s | ${requests} (${failed} failed) |`);
  console.log(`| vote rows stored / people | ${rows.n} / ${ATTENDEES} |`);
  console.log(
    `| votes per option stored / meant | ${stored.map((r) => r.votes).join(', ')} / ${expected.join(', ')} |`,
  );
  console.log(`| attendees whose last results are the final count | ${rightCount} / ${ATTENDEES} |`);
  console.log(
    `| final results after the last vote: p50 / p99 / max ms | ${fmt(percentile(delays, 50), 0)} / ${fmt(percentile(delays, 99), 0)} / ${fmt(delays.at(-1) ?? Number.NaN, 0)} |`,
  );
  console.log(
    `| result frames per attendee: p50 / max (votes took ${fmt((lastVote - v0) / 1000, 1)} s) | ${percentile(frameCounts, 50)} / ${frameCounts.at(-1)} |`,
  );
  console.log(
    `| chat ${RATE}/s for ${CHAT_SECONDS} s: delivered / expected, p50 ms | ${chatLatencies.length} / ${chatMessages * ATTENDEES}, ${fmt(percentile(chat, 50), 1)} |`,
  );
  console.log(`| server CPU per chat message (to ${ATTENDEES}) | ${fmt(cpuPerChat, 2)} ms |`);
  console.log(`| server CPU per vote (its results to ${ATTENDEES} included) | ${fmt(cpuPerVote, 2)} ms |`);
  console.log(`\nCPU per vote / CPU per chat message: ${fmt(cpuPerVote / cpuPerChat, 3)}`);
  for (const client of [...audience.clients, ...posters]) client.close();
  agent.destroy();
} finally {
  await stopServer(server);
}
