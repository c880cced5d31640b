// Real-time hub fan-out benchmark (issue 3, "Figures"): in one run, our hub against a minimal
// Socket.IO broadcast server and a raw `ws` broadcast server, each pinned to core 0, with this
// process (the load generator) on core 1:
//   - fan-out: N subscribed clients in one session group (plus the posters), a 140-character chat
//     message (a ~200-byte POST_CHAT frame) posted at R per second for D seconds: delivered /
//     expected, duplicates, p50/p99 latency, server CPU per 1,000 deliveries (/proc/<pid>/stat);
//   - memory per idle connection at 5,000 and 10,000 connections (VmRSS growth / connections);
//   - join storm (hub): 5,000 clients entering one group within 10 s while chat flows.
// "hubPlain" is the hub with Socket.IO's own broadcast (HUB_FAST_BROADCAST=false), for comparison.
// Usage: npm run hub -w bench [-- --seconds 10 --sizes 2000,5000 --rates 5,10,20 --only ws,socketio,hubPlain,hub
//        --skip memory,storm --hub-env WS_NO_BUFFER_UTIL=1 --hub-args=--cpu-prof --out results.json]
// Needs PostgreSQL (BENCH_PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { importJWK, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { ensureBuilt, root } from './src/built.ts';
import {
  type BenchClient,
  type ServerKind as ClientKind,
  chatText,
  type HubIdentity,
  joinClient,
  joinMany,
  retries,
} from './src/hub-clients.ts';
import { fmt } from './src/load.ts';
import { cpuMs, machineBusyMs, percentile, rssBytes } from './src/proc.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '2000,5000' },
    rates: { type: 'string', default: '5,10,20' },
    only: { type: 'string', default: 'ws,socketio,hubPlain,hub' },
    skip: { type: 'string', default: '' },
    'hub-env': { type: 'string', multiple: true, default: [] },
    'hub-args': { type: 'string', multiple: true, default: [] },
    out: { type: 'string', default: '' },
  },
});
const SECONDS = Number(values.seconds);
const SIZES = values.sizes.split(',').map(Number);
const RATES = values.rates.split(',').map(Number);
/** The servers: raw ws, minimal Socket.IO, the hub, and the hub with its plain Socket.IO broadcast. */
type ServerKind = ClientKind | 'hubPlain';
const KINDS = values.only.split(',') as ServerKind[];
const clientKind = (kind: ServerKind): ClientKind => (kind === 'hubPlain' ? 'hub' : kind);
const isHub = (kind: ServerKind) => kind === 'hub' || kind === 'hubPlain';
const SKIP = new Set(values.skip.split(',').filter(Boolean));
const HUB_ENV = Object.fromEntries(values['hub-env'].map((kv) => kv.split('=') as [string, string]));
const POSTERS = 40; // the hub limits each user to 1 message/s sustained: 20 msg/s needs 20+ posters
const TEXT_LENGTH = 140; // the session panel's limit (spec 3 §5)
const DRAIN_MS = 15_000;
const ATTEMPTS = 3;
const OTHER_LOAD_LIMIT = 0.15;
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const LABEL: Record<ServerKind, string> = {
  hub: 'Atrium hub',
  hubPlain: 'Atrium hub, plain Socket.IO broadcast',
  socketio: 'minimal Socket.IO',
  ws: 'raw ws',
};
const log = (...args: unknown[]) => console.error(new Date().toISOString().slice(11, 19), ...args);

// ---- servers -------------------------------------------------------------------------------------

interface Running {
  kind: ServerKind;
  child: ChildProcess;
  pid: number;
  url: string;
}

let port = 3400;
let hubDb: { url: string; platformId: number; code: string; sessionId: number; users: number[] } | null = null;

function pinned(args: string[], env: Record<string, string>): ChildProcess {
  // Core 0 for the server; the open-files limit raised to the hard limit for 10,000 sockets.
  const command = `ulimit -n $(ulimit -Hn); exec taskset -c 0 ${args.map((a) => `'${a}'`).join(' ')}`;
  return spawn('bash', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function startServer(kind: ServerKind): Promise<Running> {
  const p = port++;
  const url = `http://127.0.0.1:${p}`;
  const child = isHub(kind)
    ? pinned([process.execPath, ...values['hub-args'], path.join(root, 'apps/server/dist/atrium.js'), 'serve'], {
        PORT: String(p),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: (hubDb as { url: string }).url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-hub-bench-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HUB_FAST_BROADCAST: kind === 'hubPlain' ? 'false' : 'true',
        ...HUB_ENV,
      })
    : pinned(
        [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'src/hub-baselines.ts'), kind, String(p)],
        {},
      );
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${kind} server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { kind, child, pid: child.pid as number, url };
    } catch {
      // not yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`${kind} server did not start`);
}

async function stopServer(server: Running) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

// ---- hub data: an event, a session with chat, users, tokens ---------------------------------------

async function prepareHub(userCount: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS atrium_bench_hub WITH (FORCE)');
  await admin.query('CREATE DATABASE atrium_bench_hub');
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, '/atrium_bench_hub');
  hubDb = { url, platformId: 0, code: 'BENCH', sessionId: 0, users: [] };
  // A first start migrates and makes the signing key.
  await stopServer(await startServer('hub'));
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const platform = await db.query(
    `INSERT INTO platforms (code, settings) VALUES ('BENCH', '{"eventTitle":"Bench","open":true}') RETURNING id`,
  );
  const platformId = platform.rows[0].id as number;
  const session = await db.query(
    `INSERT INTO sessions (platform_id, title, starts_at, ends_at, enable_chat)
     VALUES ($1, 'Bench session', now(), now() + interval '1 day', true) RETURNING id`,
    [platformId],
  );
  const users = await db.query(
    `INSERT INTO users (platform_id, email, first_name, last_name, urevent_ref)
     SELECT $1, 'user' || g || '@bench.test', 'User', 'Bench' || g, md5(g::text) FROM generate_series(1, $2) g
     RETURNING id`,
    [platformId, userCount],
  );
  await db.end();
  hubDb = { url, platformId, code: 'BENCH', sessionId: session.rows[0].id, users: users.rows.map((r) => r.id) };
}

const tokens = new Map<string, string>();
async function identities(url: string, from: number, count: number): Promise<HubIdentity[]> {
  const hub = hubDb as NonNullable<typeof hubDb>;
  const db = new pg.Client({ connectionString: hub.url });
  await db.connect();
  const key = (await db.query('SELECT kid, private_jwk FROM signing_keys ORDER BY created_at DESC LIMIT 1')).rows[0];
  await db.end();
  const privateKey = await importJWK(key.private_jwk as JWK, 'ES256');
  const out: HubIdentity[] = [];
  for (let i = from; i < from + count; i++) {
    const userId = hub.users[i] as number;
    const cacheKey = `${url} ${userId}`;
    let token = tokens.get(cacheKey);
    if (!token) {
      token = await new SignJWT({ pid: hub.platformId, roles: [] })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(url)
        .setAudience('atrium-api')
        .setIssuedAt()
        .setExpirationTime('3h')
        .sign(privateKey);
      tokens.set(cacheKey, token);
    }
    out.push({
      token,
      platformId: hub.platformId,
      eventCode: hub.code,
      userId,
      userName: `User Bench${i + 1}`,
      groupId: hub.sessionId,
    });
  }
  return out;
}

interface Crowd {
  clients: BenchClient[];
  who: (HubIdentity | undefined)[];
}

async function join(server: Running, from: number, count: number): Promise<BenchClient[]> {
  return (await crowd(server, from, count)).clients;
}

async function crowd(server: Running, from: number, count: number): Promise<Crowd> {
  const who = isHub(server.kind) ? await identities(server.url, from, count) : new Array(count).fill(undefined);
  return { clients: await joinMany(clientKind(server.kind), server.url, who), who };
}

/** Replaces the clients the server has closed (a ping time-out while the machine was starved). */
async function revive(server: Running, group: Crowd): Promise<number> {
  const dead = group.clients.flatMap((c, i) => (c.closed ? [i] : []));
  if (dead.length === 0) return 0;
  log(`${dead.length} ${LABEL[server.kind]} clients were disconnected: joining them again`);
  const fresh = await joinMany(
    clientKind(server.kind),
    server.url,
    dead.map((i) => group.who[i]),
  );
  dead.forEach((index, k) => {
    group.clients[index] = fresh[k] as BenchClient;
  });
  await sleep(1500);
  return dead.length;
}

// ---- other load on the machine ----------------------------------------------------------------------

/** CPU used by everything but the server and this process (other work on a shared machine). */
function otherLoad(serverPid: number) {
  const start = { machine: machineBusyMs(), server: cpuMs(serverPid), self: process.cpuUsage(), at: performance.now() };
  return () => {
    const self = process.cpuUsage(start.self);
    const others =
      machineBusyMs() - start.machine - (cpuMs(serverPid) - start.server) - (self.user + self.system) / 1000;
    return Math.max(0, others) / (performance.now() - start.at);
  };
}

/** Waits (at most 60 s) until other processes use less than 10% of a core, so rows are comparable. */
async function quiet(serverPid: number) {
  const deadline = performance.now() + 60_000;
  for (;;) {
    const measure = otherLoad(serverPid);
    await sleep(1000);
    const load = measure();
    if (load < 0.1 || performance.now() > deadline) {
      if (load >= 0.1) log(`other processes still use ${fmt(load * 100)}% of a core; measuring anyway`);
      return;
    }
  }
}

// ---- fan-out ----------------------------------------------------------------------------------------

interface FanOutRow {
  kind: ServerKind;
  subscribers: number;
  rate: number;
  expected: number;
  delivered: number;
  duplicates: number;
  p50: number;
  p99: number;
  cpuPer1000: number;
  postedRate: number;
  drainMs: number;
  /** Share of one core each process used from the first post until everything arrived. */
  serverCpu: number;
  generatorCpu: number;
  /** Other processes' CPU meanwhile (PostgreSQL for the hub; anything else sharing the machine). */
  otherCpu: number;
  /** Clients the server disconnected during the row. */
  drops: number;
  /** Bytes of one delivered frame's payload. */
  frameBytes: number;
}

let seqBase = 0;

async function fanOut(server: Running, posters: BenchClient[], subscribers: BenchClient[], rate: number) {
  const messages = rate * SECONDS;
  const base = seqBase;
  seqBase += messages + 1000;
  const n = subscribers.length;
  const seen = new Uint8Array(n * messages);
  const latencies = new Float64Array(n * messages);
  let unique = 0;
  let duplicates = 0;
  subscribers.forEach((client, i) => {
    client.onChat = (sentAt, seq) => {
      const k = seq - base;
      if (k < 0 || k >= messages) return;
      const index = i * messages + k;
      if (seen[index]) {
        duplicates++;
        return;
      }
      seen[index] = 1;
      latencies[unique++] = performance.now() - sentAt;
    };
  });
  const groupId = hubDb?.sessionId ?? 1;
  await quiet(server.pid);
  const others = otherLoad(server.pid);
  const cpu0 = cpuMs(server.pid);
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  for (let k = 0; k < messages; k++) {
    const due = t0 + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    (posters[k % posters.length] as BenchClient).post(groupId, chatText(base + k, TEXT_LENGTH));
  }
  const postedIn = performance.now() - t0;
  const postedAt = performance.now();
  while (unique < n * messages && performance.now() - postedAt < DRAIN_MS) await sleep(20);
  const drainMs = performance.now() - postedAt;
  const cpu = cpuMs(server.pid) - cpu0;
  const gen = process.cpuUsage(gen0);
  const wall = performance.now() - t0;
  for (const client of subscribers) client.onChat = null;
  const sorted = latencies.slice(0, unique).sort();
  const deliveries = messages * (n + posters.length);
  const row: FanOutRow = {
    kind: server.kind,
    subscribers: n,
    rate,
    expected: n * messages,
    delivered: unique,
    duplicates,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPer1000: cpu / (deliveries / 1000),
    postedRate: (messages * 1000) / Math.max(postedIn, 1),
    drainMs,
    serverCpu: cpu / wall,
    generatorCpu: (gen.user + gen.system) / 1000 / wall,
    otherCpu: others(),
    drops: [...subscribers, ...posters].filter((c) => c.closed).length,
    frameBytes: subscribers[0]?.frameBytes ?? 0,
  };
  log(
    `${LABEL[server.kind]} N=${n} R=${rate}: ${row.delivered}/${row.expected} dup ${duplicates}`,
    `p50 ${fmt(row.p50)} ms p99 ${fmt(row.p99)} ms cpu ${fmt(row.cpuPer1000, 1)} ms/1000 posted ${fmt(row.postedRate, 1)}/s`,
    `server ${fmt(row.serverCpu * 100)}% generator ${fmt(row.generatorCpu * 100)}% others ${fmt(row.otherCpu * 100)}%`,
  );
  return row;
}

// ---- memory -----------------------------------------------------------------------------------------

interface MemoryRow {
  kind: ServerKind;
  baseMb: number;
  at5000: number;
  at10000: number;
}

async function memory(kind: ServerKind): Promise<MemoryRow> {
  const server = await startServer(kind);
  try {
    // Warm up (lazy initialisation, JIT, pools), then measure the growth per connection.
    const warm = await join(server, POSTERS, 200);
    await sleep(3000);
    const base = rssBytes(server.pid);
    const first = await join(server, POSTERS + 200, 5000);
    await sleep(3000);
    const at5000 = (rssBytes(server.pid) - base) / 5000;
    const second = await join(server, POSTERS + 5200, 5000);
    await sleep(3000);
    const at10000 = (rssBytes(server.pid) - base) / 10000;
    for (const c of [...warm, ...first, ...second]) c.close();
    const row = { kind, baseMb: base / 1024 / 1024, at5000, at10000 };
    log(`${LABEL[kind]} memory: ${fmt(at5000 / 1024, 1)} KB at 5,000, ${fmt(at10000 / 1024, 1)} KB at 10,000`);
    return row;
  } finally {
    await stopServer(server);
  }
}

// ---- join storm (hub) ----------------------------------------------------------------------------

interface StormRow {
  clients: number;
  spreadMs: number;
  lastJoinMs: number;
  allRightMs: number;
  afterLastJoinMs: number;
  joinP50: number;
  joinP99: number;
  chatP50: number;
  chatP99: number;
  chatDelivered: number;
  updatesPerClient: number;
  otherCpu: number;
  serverCpu: number;
  /** Connections refused or reset under load and made again. */
  retries: number;
}

async function joinStorm(clients: number, spreadMs: number, rate: number): Promise<StormRow> {
  const server = await startServer('hub');
  try {
    const posters = await join(server, 0, POSTERS);
    const who = await identities(server.url, POSTERS + 200, clients);
    const target = clients + POSTERS;
    const joined: BenchClient[] = [];
    const joinTimes = new Float64Array(clients);
    const chat: number[] = [];
    const updates = { count: 0 };
    let seq = seqBase;
    seqBase += 100_000;
    await quiet(server.pid);
    const others = otherLoad(server.pid);
    const cpu0 = cpuMs(server.pid);
    const retried = retries.count;
    const t0 = performance.now();
    // Chat flows during the storm.
    let posting = true;
    const poster = (async () => {
      let k = 0;
      while (posting) {
        const due = t0 + (k * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 1) await sleep(wait);
        (posters[k % posters.length] as BenchClient).post(hubDb?.sessionId ?? 1, chatText(seq++, TEXT_LENGTH));
        k++;
      }
    })();
    let lastJoin = 0;
    const starts: Promise<void>[] = [];
    for (let i = 0; i < clients; i++) {
      const due = t0 + (i * spreadMs) / clients;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      const started = performance.now();
      starts.push(
        joinClient('hub', server.url, who[i]).then((client) => {
          lastJoin = performance.now();
          joinTimes[i] = lastJoin - started;
          client.onChat = (sentAt) => chat.push(performance.now() - sentAt);
          client.onCount = () => updates.count++;
          joined.push(client);
        }),
      );
    }
    await Promise.all(starts);
    const allRight = () => joined.length === clients && joined.every((c) => c.count === target);
    const deadline = performance.now() + 30_000;
    while (!allRight() && performance.now() < deadline) await sleep(10);
    const rightAt = performance.now();
    const serverCpu = (cpuMs(server.pid) - cpu0) / (rightAt - t0);
    const otherCpu = others();
    posting = false;
    await poster;
    for (const c of [...joined, ...posters]) c.close();
    const joins = joinTimes.slice().sort();
    const chatSorted = Float64Array.from(chat).sort();
    const row: StormRow = {
      clients,
      spreadMs,
      lastJoinMs: lastJoin - t0,
      allRightMs: allRight() ? rightAt - t0 : Number.NaN,
      afterLastJoinMs: rightAt - lastJoin,
      joinP50: percentile(joins, 50),
      joinP99: percentile(joins, 99),
      chatP50: percentile(chatSorted, 50),
      chatP99: percentile(chatSorted, 99),
      chatDelivered: chat.length,
      updatesPerClient: updates.count / clients,
      otherCpu,
      serverCpu,
      retries: retries.count - retried,
    };
    log('join storm', row);
    return row;
  } finally {
    await stopServer(server);
  }
}

// ---- run ------------------------------------------------------------------------------------------

// The load generator runs on core 1 with the open-files limit raised: re-run pinned if not yet.
if (!process.env.BENCH_PINNED) {
  const args = process.argv
    .slice(2)
    .map((a) => `'${a}'`)
    .join(' ');
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n $(ulimit -Hn); exec taskset -c 1 '${process.execPath}' --import tsx '${import.meta.filename}' ${args}`,
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}
log(
  `load generator: ${execSync(`taskset -p ${process.pid}`).toString().trim()}, open files ${execSync('ulimit -n', { shell: '/bin/bash' }).toString().trim()}; servers on core 0`,
);
ensureBuilt();
const maxUsers = 10_500;
await prepareHub(maxUsers);

const fanRows: FanOutRow[] = [];
for (const size of SIZES) {
  for (const kind of KINDS) {
    const server = await startServer(kind);
    try {
      const posters = await crowd(server, 0, POSTERS);
      const t = performance.now();
      const subscribers = await crowd(server, POSTERS, size);
      log(`${LABEL[kind]}: ${size} subscribers joined in ${fmt((performance.now() - t) / 1000, 1)} s`);
      await sleep(2000);
      for (const rate of RATES) {
        // On a shared machine another process may take a core meanwhile: measure again (at most
        // 3 times) and keep the attempt with the least other load; the table shows that load.
        let best: FanOutRow | null = null;
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          await revive(server, posters);
          await revive(server, subscribers);
          const row = await fanOut(server, posters.clients, subscribers.clients, rate);
          const better = !best || row.drops < best.drops || (row.drops === best.drops && row.otherCpu < best.otherCpu);
          if (better) best = row;
          await sleep(1000);
          if (row.otherCpu < OTHER_LOAD_LIMIT && row.drops === 0) break;
          if (attempt < ATTEMPTS) log('other processes were busy meanwhile: measuring again');
        }
        fanRows.push(best as FanOutRow);
      }
      for (const c of [...posters.clients, ...subscribers.clients]) c.close();
    } finally {
      await stopServer(server);
    }
  }
}

const memoryRows: MemoryRow[] = [];
// The plain-broadcast hub holds connections exactly as the hub does: its memory is not measured again.
if (!SKIP.has('memory')) for (const kind of KINDS.filter((k) => k !== 'hubPlain')) memoryRows.push(await memory(kind));
let storm: StormRow | null = null;
if (!SKIP.has('storm') && KINDS.includes('hub')) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const row = await joinStorm(5000, 10_000, 10);
    if (!storm || row.otherCpu < storm.otherCpu) storm = row;
    if (row.otherCpu < OTHER_LOAD_LIMIT) break;
  }
}

// ---- report ---------------------------------------------------------------------------------------

const lines: string[] = [];
const get = (kind: ServerKind, n: number, r: number) =>
  fanRows.find((x) => x.kind === kind && x.subscribers === n && x.rate === r);
const frames = [...new Set(fanRows.map((r) => `${LABEL[r.kind]} ${r.frameBytes} B`))].join(', ');
lines.push(
  `Fan-out: ${SECONDS} s of posting per row, ${POSTERS} posters (in the group too), ${TEXT_LENGTH}-character messages; delivered frames: ${frames}.`,
  '',
  '| server | subscribers | msg/s | delivered / expected | dup | p50 ms | p99 ms | CPU ms / 1,000 deliveries | vs Socket.IO | vs ws | p99 vs ws | server CPU | generator CPU | others | drops |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const row of fanRows) {
  const sio = get('socketio', row.subscribers, row.rate);
  const ws = get('ws', row.subscribers, row.rate);
  const ratio = (a: number, b: number | undefined) => (b ? `${fmt(a / b, 2)}×` : '–');
  lines.push(
    `| ${LABEL[row.kind]} | ${fmt(row.subscribers)} | ${row.rate} | ${fmt(row.delivered)} / ${fmt(row.expected)}` +
      ` | ${row.duplicates} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.cpuPer1000, 1)}` +
      ` | ${ratio(row.cpuPer1000, sio?.cpuPer1000)} | ${ratio(row.cpuPer1000, ws?.cpuPer1000)} | ${ratio(row.p99, ws?.p99)}` +
      ` | ${fmt(row.serverCpu * 100)}% | ${fmt(row.generatorCpu * 100)}% | ${fmt(row.otherCpu * 100)}% | ${row.drops} |`,
  );
}
if (memoryRows.length) {
  lines.push(
    '',
    '| server | RSS after warm-up | per idle connection at 5,000 | at 10,000 |',
    '| --- | ---: | ---: | ---: |',
  );
  for (const m of memoryRows) {
    lines.push(
      `| ${LABEL[m.kind]} | ${fmt(m.baseMb)} MB | ${fmt(m.at5000 / 1024, 1)} KB | ${fmt(m.at10000 / 1024, 1)} KB |`,
    );
  }
}
if (storm) {
  lines.push(
    '',
    `Join storm: ${fmt(storm.clients)} clients enter one session group over ${fmt(storm.spreadMs / 1000)} s (connect, CONNECT_USER, ENTER_GROUP) while ${POSTERS} posters send 10 messages/s.`,
    '',
    '| last join done | every count right | after the last join | join p50 / p99 | chat p50 / p99 meanwhile | count updates per client | reconnections | server CPU | others |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${fmt(storm.lastJoinMs / 1000, 2)} s | ${fmt(storm.allRightMs / 1000, 2)} s | ${fmt(storm.afterLastJoinMs)} ms | ${fmt(storm.joinP50)} / ${fmt(storm.joinP99)} ms | ${fmt(storm.chatP50)} / ${fmt(storm.chatP99)} ms | ${fmt(storm.updatesPerClient, 1)} | ${storm.retries} | ${fmt(storm.serverCpu * 100)}% | ${fmt(storm.otherCpu * 100)}% |`,
  );
}
const report = lines.join('\n');
console.log(report);
if (values.out) writeFileSync(values.out, JSON.stringify({ fanRows, memoryRows, storm, report }, null, 2));
process.exit(0);
