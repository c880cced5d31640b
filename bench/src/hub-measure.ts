// What the hub benchmark measures: fan-out rows, memory per idle connection, the join storm.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BenchClient, chatText, joinClient, retries } from './hub-clients.ts';
import {
  hubSessionId,
  identities,
  join,
  LABEL,
  log,
  otherLoad,
  quiet,
  type Running,
  type ServerKind,
  startServer,
  stopServer,
} from './hub-servers.ts';
import { fmt } from './load.ts';
import { cpuMs, percentile, rssBytes } from './proc.ts';

export const POSTERS = 40; // the hub limits each user to 1 message/s sustained: 20 msg/s needs 20+ posters
export const TEXT_LENGTH = 140; // the session panel's limit (spec 3 §5)
const DRAIN_MS = 15_000;

// ---- fan-out ----------------------------------------------------------------------------------------

export interface FanOutRow {
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

export async function fanOut(
  server: Running,
  posters: BenchClient[],
  subscribers: BenchClient[],
  rate: number,
  seconds: number,
) {
  const messages = rate * seconds;
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
  const groupId = hubSessionId();
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

export interface MemoryRow {
  kind: ServerKind;
  baseMb: number;
  at5000: number;
  at10000: number;
}

export async function memory(kind: ServerKind): Promise<MemoryRow> {
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

export interface StormRow {
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

export async function joinStorm(clients: number, spreadMs: number, rate: number): Promise<StormRow> {
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
        (posters[k % posters.length] as BenchClient).post(hubSessionId(), chatText(seq++, TEXT_LENGTH));
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
