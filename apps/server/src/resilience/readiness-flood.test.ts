import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, watch, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedProcess, serveDataDir, signalProcess } from '../test/cli-process.ts';
import { eventually } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';
import { testDatabaseUrl, uniqueSchemaName } from '../test/test-server.ts';

/**
 * A flood of the health addresses cannot take the nodes out of the proxy. Two nodes (the real
 * command line, on PostgreSQL and Redis, with metrics ports) behind HAProxy with
 * deploy/haproxy.cfg as shipped, plus a stats page for the test. /readyz is flooded through the
 * proxy and straight at one node (250 calls a second each, and 1,000 at once); meanwhile HAProxy keeps both nodes
 * UP, other requests answer 200 in about the time they took before, and the flooded node ran
 * its dependency checks no more than once a second whatever the number of calls.
 */
const repository = path.resolve(import.meta.dirname, '../../../..');
const haproxyConfig = path.join(repository, 'deploy/haproxy.cfg');
const redisUrl = process.env.ATRIUM_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const FLOOD_MS = 8000;
const FLOOD_PER_SECOND = 250;
const BURST = 1000;

const dataDirs: string[] = [];
const nodes: ServedProcess[] = [];
const metricsPorts: number[] = [];
let proxy: ChildProcess | undefined;
let proxyUrl: string;
let statsUrl: string;
let schema: string;

function haproxyPath(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v haproxy || command -v /usr/sbin/haproxy'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('HAProxy is needed for this test (Debian: apt-get install haproxy)');
  }
}

async function startNode(env: Record<string, string>): Promise<ServedProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-flood-'));
  dataDirs.push(dataDir);
  const metricsPort = await freePort();
  metricsPorts.push(metricsPort);
  const node = await serveDataDir(dataDir, await freePort(), {
    DATABASE_URL: `${testDatabaseUrl()}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `atrium-flood-${randomBytes(4).toString('hex')}`,
    PUBLIC_URL: proxyUrl,
    METRICS_PORT: String(metricsPort),
    TRUST_PROXY: '127.0.0.1',
    ...env,
  });
  nodes.push(node);
  return node;
}

/** HAProxy's view of each node: its state and how many times its checks took it down. */
async function proxyView(): Promise<Record<string, { status: string; downs: number }>> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name: string) => columns.indexOf(name);
  const view: Record<string, { status: string; downs: number }> = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== 'atrium' || !['a', 'b'].includes(cells[at('svname')] as string)) continue;
    view[cells[at('svname')] as string] = {
      status: cells[at('status')] as string,
      downs: Number(cells[at('chkdown')]),
    };
  }
  return view;
}

/** Counts the storage probes (a file written and removed) a node makes in its files folder. */
function countStorageProbes(dataDir: string) {
  let count = 0;
  const watcher = watch(path.join(dataDir, 'files'), (event, name) => {
    if (event === 'rename' && name?.startsWith('.ready-')) count++;
  });
  return {
    stop() {
      watcher.close();
      // Each probe is a file created and removed: two events.
      return Math.ceil(count / 2);
    },
  };
}

/** The node's count of readiness checks run (its metrics port). */
async function checksRun(metricsPort: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^atrium_readiness_checks_total(?:\{[^}]*\})? (\d+)$/gm)) total += Number(match[1]);
  return total;
}

const floodAgent = new Agent({ keepAlive: true, maxSockets: BURST });

/** One GET on the flood's own connections: its status, or 0 when the connection failed. */
function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(url, { agent: floodAgent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Calls `url` at `perSecond` (in ticks of 10 ms, without waiting for answers) until `until`
 * resolves; counts the answers by status. A fixed rate, far above what took the nodes out before,
 * rather than as fast as this process can: the flood shares the machine's cores with the nodes.
 */
async function flood(url: string, perSecond: number, until: Promise<unknown>) {
  const statuses = new Map<number, number>();
  const answers: Promise<void>[] = [];
  const tick = setInterval(() => {
    for (let i = 0; i < perSecond / 100; i++)
      answers.push(get(url).then((status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1)));
  }, 10);
  await until;
  clearInterval(tick);
  await Promise.all(answers);
  return statuses;
}

/** Other people's requests through the proxy, one after another for `ms`: statuses and times. */
async function otherRequests(ms: number) {
  const statuses: number[] = [];
  const times: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const res = await fetch(`${proxyUrl}/api/platform/DEMO`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    statuses.push(res.status);
  }
  return { statuses, p99: percentile(times, 0.99), count: times.length };
}

function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

beforeAll(async () => {
  const haproxy = haproxyPath();
  schema = uniqueSchemaName();
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const port = await freePort();
  const statsPort = await freePort();
  proxyUrl = `http://127.0.0.1:${port}`;
  statsUrl = `http://127.0.0.1:${statsPort}/stats`;
  // The first node seeds the demo event, the second finds it.
  const a = await startNode({ SEED_DEMO: 'true' });
  const b = await startNode({ SEED_DEMO: 'false' });
  const statsDir = mkdtempSync(path.join(tmpdir(), 'atrium-flood-stats-'));
  dataDirs.push(statsDir);
  const statsConfig = path.join(statsDir, 'stats.cfg');
  writeFileSync(
    statsConfig,
    `frontend test_stats\n    bind 127.0.0.1:${statsPort}\n    stats enable\n    stats uri /stats\n`,
  );
  proxy = spawn(haproxy, ['-db', '-f', haproxyConfig, '-f', statsConfig], {
    env: {
      ...process.env,
      ATRIUM_PROXY_BIND: `127.0.0.1:${port}`,
      ATRIUM_NODE_A: a.url.replace('http://', ''),
      ATRIUM_NODE_B: b.url.replace('http://', ''),
    },
    stdio: 'ignore',
  });
  await eventually(
    async () => expect(await proxyView()).toEqual({ a: { status: 'UP', downs: 0 }, b: { status: 'UP', downs: 0 } }),
    30_000,
    200,
  );
}, 180_000);

afterAll(async () => {
  proxy?.kill('SIGKILL');
  await Promise.all(nodes.map((node) => signalProcess(node.process, 'SIGKILL')));
  floodAgent.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
}, 60_000);

describe('a flood of /readyz', () => {
  it('leaves both nodes in service behind HAProxy, and runs no check per call', async () => {
    const [nodeA] = nodes as [ServedProcess];
    const [metricsA] = metricsPorts as [number];
    const baseline = await otherRequests(4000);
    expect(new Set(baseline.statuses)).toEqual(new Set([200]));

    // The counting window: from the first count read to the last.
    const windowStarted = performance.now();
    const checksBefore = await checksRun(metricsA);
    const probes = countStorageProbes(dataDirs[0] as string);
    const floodStarted = performance.now();
    const stop = new Promise((resolve) => setTimeout(resolve, FLOOD_MS));
    const throughProxy = flood(`${proxyUrl}/readyz`, FLOOD_PER_SECOND, stop);
    const direct = flood(`${nodeA.url}/readyz`, FLOOD_PER_SECOND, stop);
    const measured = otherRequests(FLOOD_MS - 1500);
    // 1,000 calls at once, straight at one node, while the rest goes on.
    const burst = await Promise.all(Array.from({ length: BURST }, () => get(`${nodeA.url}/readyz`)));
    const during = await measured;
    const [proxied, straight] = await Promise.all([throughProxy, direct]);
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    const probesDuring = probes.stop();
    const checksDuring = (await checksRun(metricsA)) - checksBefore;
    const windowSeconds = (performance.now() - windowStarted) / 1000;
    const view = await proxyView();

    const calls = [...proxied.values(), ...straight.values()].reduce((sum, n) => sum + n, 0) + BURST;
    console.log(
      `readyz flood: ${calls} calls in ${floodSeconds.toFixed(1)} s (through the proxy ${JSON.stringify([...proxied])}, ` +
        `to one node ${JSON.stringify([...straight])}); node checks meanwhile ${checksDuring}, storage probes ${probesDuring}; ` +
        `other requests p99 ${baseline.p99.toFixed(1)} ms before (${baseline.count}), ${during.p99.toFixed(1)} ms during (${during.count}); ` +
        `proxy ${JSON.stringify(view)}`,
    );
    // The proxy kept both nodes the whole time, and everyone else was served.
    expect(view).toEqual({ a: { status: 'UP', downs: 0 }, b: { status: 'UP', downs: 0 } });
    expect(new Set(during.statuses)).toEqual(new Set([200]));
    // The node answered every call, from memory: ready, each time.
    expect(new Set(burst)).toEqual(new Set([200]));
    expect([...straight.keys()]).toEqual([200]);
    expect([...proxied.keys()]).toEqual([200]);
    // Its dependency checks (a query, a storage write) ran at most once a second, whatever the
    // number of calls: counted by the node, and by the files its storage probe wrote.
    expect(probesDuring).toBeLessThanOrEqual(Math.ceil(windowSeconds) + 1);
    expect(checksDuring).toBeGreaterThan(0);
    expect(checksDuring).toBeLessThanOrEqual(Math.ceil(windowSeconds) + 1);
    // Timing, the one place it is asserted: other requests' p99 stays within a generous multiple of
    // the one measured just before (the flood itself shares this machine's cores).
    expect(during.p99).toBeLessThan(Math.max(10 * baseline.p99, baseline.p99 + 250));
  }, 120_000);

  it('keeps a node that stalls for a few seconds in service', async () => {
    // A node whose process stops answering for 4.5 s (a long pause, a starved CPU), then goes on.
    const [nodeA] = nodes as [ServedProcess];
    const before = await proxyView();
    nodeA.process.kill('SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 4500));
    nodeA.process.kill('SIGCONT');
    await eventually(async () => expect((await fetch(`${nodeA.url}/readyz`)).status).toBe(200), 10_000, 100);
    // Three more checks after it answers again: none has taken it out.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const after = await proxyView();
    console.log(`stall of 4.5 s: proxy ${JSON.stringify(after)}`);
    expect(after).toEqual({ a: { status: 'UP', downs: before.a?.downs }, b: { status: 'UP', downs: before.b?.downs } });
  }, 60_000);
});
