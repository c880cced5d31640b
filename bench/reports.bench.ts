// Reports at conference scale: an event of 10,000 attendees over 3 days (5 million scans,
// 200,000 chat messages over its sessions, 50,000 ad clicks; and one more session with a chat
// of 100,000 messages, for the export), on PostgreSQL and
// PGlite. Per report: p50 and p99 of its HTTP answer (it reads the rollups), against the same
// figures computed from the raw activity logs without rollups, in one run. The log writer's
// throughput with and without the rollups (alternating rounds), the scan endpoint at 100
// connections, and a 100,000-row xlsx export's time and the server's peak memory.
// Usage: npm run reports -w bench [-- --attendees 10000 --days 3 --requests 30 --only postgres|pglite]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrate, openDatabase } from '../apps/server/src/db/database.ts';
import { activityLogs } from '../apps/server/src/db/schema.ts';
import { hashPassword } from '../apps/server/src/identity/password.ts';
import { writeRollups } from '../apps/server/src/modules/logs/activity-rollups.ts';
import { startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, root } from './src/built.ts';
import { fmt, load, median } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';

const { values } = parseArgs({
  options: {
    attendees: { type: 'string', default: '10000' },
    days: { type: 'string', default: '3' },
    requests: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const ATTENDEES = Number(values.attendees);
const DAYS = Number(values.days);
const REQUESTS = Number(values.requests);
/** Visits per attendee and day, each an enter, ten heartbeats five minutes apart and a leave. */
const VISITS = 14;
const SCANS_PER_VISIT = 12;
const SESSIONS_PER_DAY = 100;
const POSTERS = 200;
const STANDS = 40;
const ADS = 20;
const CHAT = 200_000;
const BIG_SESSION_CHAT = 100_000;
ensureBuilt();

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const rowsOf = (answer: unknown) => ((answer as { rows?: unknown[] }).rows ?? answer) as Record<string, unknown>[];
const exec = async (db: Db, text: string) => rowsOf(await db.execute(sql.raw(text)));
const seconds = (ms: number) => `${fmt(ms / 1000, 1)} s`;
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
};

/** The rollups' backfill of the migration that made them: the same rules, run over the raw logs. */
function backfillStatements(): string[] {
  const folder = path.join(root, 'apps/server/drizzle');
  const file = readdirSync(folder).find((f) => f.startsWith('0010_')) as string;
  return readFileSync(path.join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /INSERT INTO "activity_(presence|views)"/.test(s));
}

/** Generates the event in SQL; answers the ids the requests need. */
async function generate(db: Db) {
  const started = performance.now();
  const [platform] = await exec(
    db,
    `INSERT INTO platforms (code, settings) VALUES ('REPBENCH', '{"open":true,"eventTitle":"Report bench","timeZone":"Europe/Paris"}') RETURNING id`,
  );
  const pid = Number(platform?.id);
  await exec(
    db,
    `INSERT INTO users (platform_id, email, first_name, last_name, organisation, country, urevent_ref)
     SELECT ${pid}, 'p' || g || '@bench.test', 'First' || g, 'Last' || g, 'Org ' || (g % 300), 'France', md5(g::text)
     FROM generate_series(1, ${ATTENDEES}) g`,
  );
  const [range] = await exec(db, `SELECT min(id) AS first FROM users WHERE platform_id = ${pid}`);
  const u0 = Number(range?.first) - 1;
  const t0 = `(date_trunc('day', now() at time zone 'Europe/Paris') - interval '${DAYS - 1} days') at time zone 'Europe/Paris'`;
  await exec(
    db,
    `INSERT INTO sessions (platform_id, title, starts_at, ends_at, is_poster)
     SELECT ${pid}, 'Session ' || g,
       ${t0} + ((g - 1) / ${SESSIONS_PER_DAY}) * interval '1 day' + interval '8 hours' + (((g - 1) % ${SESSIONS_PER_DAY}) / 10) * interval '50 minutes',
       ${t0} + ((g - 1) / ${SESSIONS_PER_DAY}) * interval '1 day' + interval '8 hours 45 minutes' + (((g - 1) % ${SESSIONS_PER_DAY}) / 10) * interval '50 minutes',
       g BETWEEN ${DAYS * SESSIONS_PER_DAY + 1} AND ${DAYS * SESSIONS_PER_DAY + 2}
     FROM generate_series(1, ${DAYS * SESSIONS_PER_DAY + 3}) g`,
  );
  const [firstSession] = await exec(db, `SELECT min(id) AS id FROM sessions WHERE platform_id = ${pid}`);
  const s0 = Number(firstSession?.id) - 1;
  const posterSession = s0 + DAYS * SESSIONS_PER_DAY + 1;
  await exec(
    db,
    `INSERT INTO presentations (platform_id, session_id, title, is_poster)
     SELECT ${pid}, ${posterSession} + (g % 2), 'Poster ' || g, true FROM generate_series(1, ${POSTERS}) g`,
  );
  const [firstPoster] = await exec(
    db,
    `SELECT min(p.id) AS id FROM presentations p JOIN sessions s ON s.id = p.session_id WHERE s.platform_id = ${pid}`,
  );
  const p0 = Number(firstPoster?.id) - 1;
  await exec(
    db,
    `INSERT INTO sponsors (platform_id, title) SELECT ${pid}, 'Stand ' || g FROM generate_series(1, ${STANDS}) g`,
  );
  const [firstStand] = await exec(db, `SELECT min(id) AS id FROM sponsors WHERE platform_id = ${pid}`);
  const st0 = Number(firstStand?.id) - 1;
  await exec(
    db,
    `INSERT INTO sponsor_ads (platform_id, sponsor_id, type, title, link)
     SELECT ${pid}, ${st0} + 1 + (g % ${STANDS}), 'sidebar', 'Ad ' || g, 'https://example.com/' || g FROM generate_series(1, ${ADS}) g`,
  );
  const [firstAd] = await exec(db, `SELECT min(id) AS id FROM sponsor_ads WHERE platform_id = ${pid}`);
  const a0 = Number(firstAd?.id) - 1;

  // Scans, a slice of attendees per statement: each visit goes to a session of its day (7 in
  // 10), a poster (2 in 10) or a stand (1 in 10).
  const entity = `CASE WHEN (u * 31 + d * 17 + v * 7) % 10 < 7 THEN 'SESSION' WHEN (u * 31 + d * 17 + v * 7) % 10 < 9 THEN 'POSTER' ELSE 'SPONSOR' END`;
  const entityId = `CASE WHEN (u * 31 + d * 17 + v * 7) % 10 < 7 THEN ${s0} + 1 + d * ${SESSIONS_PER_DAY} + (v % 10) * 10 + (u % 10)
    WHEN (u * 31 + d * 17 + v * 7) % 10 < 9 THEN ${p0} + 1 + (u * 7 + v) % ${POSTERS} ELSE ${st0} + 1 + (u + v) % ${STANDS} END`;
  const slice = 1000;
  for (let from = 1; from <= ATTENDEES; from += slice) {
    const to = Math.min(ATTENDEES, from + slice - 1);
    await exec(
      db,
      `INSERT INTO activity_logs (platform_id, kind, user_id, entity_type, entity_id, action, at)
       SELECT ${pid}, 'scan', ${u0} + u, ${entity}, (${entityId})::text,
         CASE WHEN k = 0 THEN 'ENTER' WHEN k = ${SCANS_PER_VISIT - 1} THEN 'LEAVE' ELSE 'HEARTBEAT' END,
         ${t0} + d * interval '1 day' + interval '8 hours' + v * interval '40 minutes' + (u % 7) * interval '1 minute' + k * interval '5 minutes'
       FROM generate_series(${from}, ${to}) u, generate_series(0, ${DAYS - 1}) d, generate_series(0, ${VISITS - 1}) v,
         generate_series(0, ${SCANS_PER_VISIT - 1}) k`,
    );
  }
  await exec(
    db,
    `INSERT INTO activity_logs (platform_id, kind, user_id, entity_type, entity_id, action, at)
     SELECT ${pid}, 'scan', ${u0} + u, 'EVENT_PLATFORM', '${pid}', 'ENTER_EVENT_LOG', ${t0} + d * interval '1 day' + interval '7 hours 55 minutes'
     FROM generate_series(1, ${ATTENDEES}) u, generate_series(0, ${DAYS - 1}) d`,
  );
  await exec(
    db,
    `INSERT INTO activity_logs (platform_id, kind, user_id, entity_type, entity_id, action, data, at)
     SELECT ${pid}, 'ad_click', ${u0} + 1 + g % ${ATTENDEES}, 'sidebar', (${a0} + 1 + g % ${ADS})::text, 'Ad', '{}'::jsonb,
       ${t0} + (g % ${DAYS * 86_400}) * interval '1 second'
     FROM generate_series(1, 50000) g`,
  );
  const logsDone = performance.now();
  for (const statement of backfillStatements()) await exec(db, statement);
  const rollupsDone = performance.now();
  await exec(
    db,
    `INSERT INTO chat_messages (platform_id, group_type, group_id, user_id, user_name, role_name, message, created_at)
     SELECT ${pid}, 'SESSION', ${s0} + 1 + g % ${DAYS * SESSIONS_PER_DAY},
       ${u0} + 1 + g % ${ATTENDEES}, 'First' || g || ' Last', 'USER', 'Message number ' || g, ${t0} + g * interval '1 second'
     FROM generate_series(1, ${CHAT}) g`,
  );
  // One more session whose chat is 100,000 messages: the export measured on its own.
  const exportSession = s0 + DAYS * SESSIONS_PER_DAY + 3;
  await exec(
    db,
    `INSERT INTO chat_messages (platform_id, group_type, group_id, user_id, user_name, role_name, message, created_at)
     SELECT ${pid}, 'SESSION', ${exportSession}, ${u0} + 1 + g % ${ATTENDEES}, 'First' || g || ' Last', 'USER',
       'Exported message number ' || g, ${t0} + g * interval '1 second'
     FROM generate_series(1, ${BIG_SESSION_CHAT}) g`,
  );
  await exec(
    db,
    `INSERT INTO questions (platform_id, session_id, user_id, user_name, text)
     SELECT ${pid}, ${s0} + 1 + g % ${DAYS * SESSIONS_PER_DAY}, ${u0} + 1 + g % ${ATTENDEES}, 'Asker', 'Question ' || g FROM generate_series(1, 5000) g`,
  );
  await exec(db, 'ANALYZE');
  const [count] = await exec(db, `SELECT count(*)::int AS n FROM activity_logs WHERE platform_id = ${pid}`);
  return {
    pid,
    session: s0 + 1,
    exportSession,
    poster: p0 + 1,
    stand: st0 + 1,
    logs: Number(count?.n),
    logsMs: logsDone - started,
    rollupsMs: rollupsDone - logsDone,
  };
}

/** The same figures from the raw logs, without rollups: what each report would cost otherwise. */
function rawQueries(pid: number, session: number) {
  const scans = `kind = 'scan' AND platform_id = ${pid}`;
  const perPerson = (
    where: string,
  ) => `SELECT entity_id, user_id, count(*) FILTER (WHERE action IN ('ENTER', 'ENTER_EVENT_LOG')) AS visits,
      coalesce(sum(gap) FILTER (WHERE previous NOT IN ('LEAVE', 'LEAVE_EVENT_LOG', 'LOGOUT') AND gap > 0 AND gap <= 360), 0) AS seconds,
      min(at) AS first_at, max(at) AS last_at
    FROM (SELECT entity_id, user_id, action, at, extract(epoch FROM at - lag(at) OVER w) AS gap, lag(action) OVER w AS previous
          FROM activity_logs WHERE ${scans} AND ${where}
          WINDOW w AS (PARTITION BY entity_id, user_id ORDER BY at, id)) s
    GROUP BY entity_id, user_id`;
  return {
    'summary (views per day)': `SELECT date_trunc('day', at AT TIME ZONE 'Europe/Paris') AS day, count(*) FROM activity_logs
      WHERE ${scans} AND action IN ('ENTER', 'ENTER_EVENT_LOG') AND entity_type <> 'EVENT_PLATFORM' GROUP BY 1 ORDER BY 1`,
    'sessions (per session)': `SELECT entity_id, count(*), sum(visits), sum(seconds) FROM (${perPerson("entity_type = 'SESSION'")}) p GROUP BY entity_id`,
    'alluniqueusers (SESSION)': `SELECT count(DISTINCT user_id), count(*), sum(visits), sum(seconds) FROM (${perPerson("entity_type = 'SESSION'")}) p`,
    'uniqueusertable (one session)': `SELECT p.*, u.first_name, u.last_name FROM (${perPerson(`entity_type = 'SESSION' AND entity_id = '${session}'`)}) p
      JOIN users u ON u.id = p.user_id ORDER BY first_at`,
  } as Record<string, string>;
}

type Row = { database: string; report: string; p50: number; p99: number; rawP50: number | null };
const table: Row[] = [];
const setup: string[] = [];
const writer: string[] = [];
const ingestion: string[] = [];
const exports: string[] = [];

const targets: { name: string; url?: string }[] = [];
if (values.only !== 'postgres') targets.push({ name: 'PGlite (embedded)' });
if (values.only !== 'pglite') {
  const url = await freshBenchDatabase('atrium_reports_bench');
  if (url) targets.push({ name: 'PostgreSQL', url });
}

/** Milliseconds of one call of `fn`, `runs` times. */
async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The log writer's own work for `batches` batches of 500 scans (500 people entering one new
 * entity): the logs alone, against the logs and their rollups in one transaction, alternating.
 */
async function writerRounds(db: Db, pid: number, firstUser: number) {
  const batch = (round: number, n: number) =>
    Array.from({ length: 500 }, (_, i) => ({
      platformId: pid,
      kind: 'scan',
      userId: firstUser + ((n * 500 + i) % ATTENDEES),
      entityType: 'SPONSOR',
      entityId: String(900_000 + round),
      action: n % 2 ? 'HEARTBEAT' : 'ENTER',
      at: new Date(Date.now() + n * 1000),
    }));
  const plain: number[] = [];
  const rolled: number[] = [];
  for (let round = 0; round < 6; round++) {
    for (const withRollups of round % 2 ? [true, false] : [false, true]) {
      const started = performance.now();
      for (let n = 0; n < 20; n++) {
        const logs = batch(round * 2 + (withRollups ? 1 : 0), n);
        await db.transaction(async (tx) => {
          await tx.insert(activityLogs).values(logs);
          if (withRollups) await writeRollups(tx, logs);
        });
      }
      (withRollups ? rolled : plain).push((20 * 500) / ((performance.now() - started) / 1000));
    }
  }
  return { plain: median(plain), rolled: median(rolled) };
}

/** Peak resident memory of a process while `fn` runs, sampled every 10 ms (MB). */
async function peakRss(
  pid: number,
  fn: () => Promise<unknown>,
): Promise<{ ms: number; peakMb: number; beforeMb: number }> {
  const rss = () => {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
    return Number(line?.[1] ?? 0) / 1024;
  };
  const beforeMb = rss();
  let peakMb = beforeMb;
  const timer = setInterval(() => {
    peakMb = Math.max(peakMb, rss());
  }, 10);
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, peakMb: Math.max(peakMb, rss()), beforeMb };
}

for (const [index, target] of targets.entries()) {
  const port = 3281 + index;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-reports-bench-'));
  // The data is made before the server starts (PGlite is one process's at a time).
  const database = await openDatabase(target.url ? { url: target.url } : { pgliteDir: path.join(dataDir, 'db') });
  await migrate(database);
  const made = await generate(database.db);
  setup.push(`| ${target.name} | ${fmt(made.logs)} | ${seconds(made.logsMs)} | ${seconds(made.rollupsMs)} |`);
  console.log(`${target.name}: ${fmt(made.logs)} activity logs`);
  const password = 'bench-report-viewer';
  await exec(
    database.db,
    `INSERT INTO users (platform_id, email, first_name, last_name, password_hash, is_report_viewer, accepted, urevent_ref)
     VALUES (${made.pid}, 'viewer@bench.test', 'Report', 'Viewer', '${await hashPassword(password, 1024)}', true, true, 'viewer')`,
  );
  const [firstUser] = await exec(database.db, `SELECT min(id) AS id FROM users WHERE platform_id = ${made.pid}`);
  for (const [report, query] of Object.entries(rawQueries(made.pid, made.session))) {
    const times = await timed(3, () => exec(database.db, query));
    table.push({
      database: target.name,
      report: `raw logs: ${report}`,
      p50: median(times),
      p99: Math.max(...times),
      rawP50: null,
    });
  }
  const w = await writerRounds(database.db, made.pid, Number(firstUser?.id));
  writer.push(`| ${target.name} | ${fmt(w.plain)} | ${fmt(w.rolled)} | ${fmt(w.rolled / w.plain, 2)} |`);
  await database.close();

  const server = await startBenchServer(port, {
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    ...(target.url ? { DATABASE_URL: target.url } : {}),
  });
  const { base } = server;
  const tokenAnswer = await fetch(`${base}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'viewer@bench.test',
      password,
      platform_id: String(made.pid),
    }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}` };
  const api = `${base}/api/platform/${made.pid}/report`;
  // Each report, and the raw-log query that computes the same figures (rawQueries).
  const reports: [string, string, string?][] = [
    ['summary (period 1440)', `${api}/summary`, 'summary (views per day)'],
    ['summary (period 60)', `${api}/summary?period=60`],
    ['sessions', `${api}/sessions`, 'sessions (per session)'],
    ['posters', `${api}/posters`],
    ['sponsors', `${api}/sponsors`],
    ['alluniqueusers (SESSION)', `${api}/alluniqueusers?type=SESSION`, 'alluniqueusers (SESSION)'],
    [
      'uniqueusertable (one session)',
      `${api}/${made.session}/uniqueusertable?type=SESSION`,
      'uniqueusertable (one session)',
    ],
    ['uniqueusertable (the event, every attendee)', `${api}/${made.pid}/uniqueusertable?type=EVENT_PLATFORM`],
    ['messages', `${api}/messages`],
    ['messages of a session', `${api}/${made.session}/messages`],
    ['adclicks', `${api}/adclicks`],
    ['sponsorstats', `${api}/${made.stand}/sponsorstats`],
  ];
  for (const [report, url, rawKey] of reports) {
    const get = async () => {
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`${report}: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
    };
    await timed(3, get);
    const times = await timed(REQUESTS, get);
    table.push({
      database: target.name,
      report,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      rawP50: rawKey
        ? (table.find((r) => r.database === target.name && r.report === `raw logs: ${rawKey}`)?.p50 ?? null)
        : null,
    });
    console.log(`${target.name} ${report}: p50 ${fmt(percentile(times, 50))} ms`);
  }

  // The scan endpoint at 100 connections: entering scans of the viewer on one stand.
  const scan = await load(`${base}/api/platform/${made.pid}/log/scan`, {
    connections: 100,
    seconds: 10,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      entityId: made.stand,
      scanEntityType: 'SPONSOR',
      scanType: 'ENTER',
      userId: Number(JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub),
    }),
  });
  ingestion.push(
    `| ${target.name} | ${fmt(scan.requestsPerSecond)} | ${fmt(scan.p99Ms)} | ${scan.errors + scan.non2xx} |`,
  );

  const bigChat = `${api}/${made.exportSession}/messages`;
  const json = await peakRss(server.pid, async () => (await fetch(bigChat, { headers })).arrayBuffer());
  const xlsx = await peakRss(server.pid, async () =>
    (await fetch(`${bigChat}?format=xlsx`, { headers })).arrayBuffer(),
  );
  exports.push(
    `| ${target.name} | JSON | ${fmt(json.ms)} | ${fmt(json.peakMb - json.beforeMb)} |`,
    `| ${target.name} | xlsx (streamed) | ${fmt(xlsx.ms)} | ${fmt(xlsx.peakMb - xlsx.beforeMb)} |`,
  );
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('\n| database | activity logs | logs written (SQL) | rollups built from them (SQL) |');
console.log('|---|---|---|---|');
for (const line of setup) console.log(line);
console.log('\n| database | report | p50 ms | p99 ms | same figures from the raw logs, p50 ms |');
console.log('|---|---|---|---|---|');
for (const r of table.filter((row) => !row.report.startsWith('raw logs')))
  console.log(
    `| ${r.database} | ${r.report} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.rawP50 === null ? '–' : fmt(r.rawP50)} |`,
  );
console.log('\n| database | log writer, scans/s: logs only | logs and rollups | ratio |');
console.log('|---|---|---|---|');
for (const line of writer) console.log(line);
console.log('\n| database | POST /log/scan at 100 connections, req/s | p99 ms | errors |');
console.log('|---|---|---|---|');
for (const line of ingestion) console.log(line);
console.log('\n| database | 100,000 messages of a session as | ms | server memory growth, MB |');
console.log('|---|---|---|---|');
for (const line of exports) console.log(line);
