// The servers of the hub benchmark (raw ws, minimal Socket.IO, the hub with and without its
// one-frame broadcast), each pinned to core 0; the hub's event, users and tokens; the other load
// on the machine while a row is measured.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { importJWK, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import { root } from './built.ts';
import { type BenchClient, type ServerKind as ClientKind, type HubIdentity, joinMany } from './hub-clients.ts';
import { fmt } from './load.ts';
import { cpuMs, machineBusyMs } from './proc.ts';

/** The servers: raw ws, minimal Socket.IO, the hub, and the hub with its plain Socket.IO broadcast. */
export type ServerKind = ClientKind | 'hubPlain';
export const clientKind = (kind: ServerKind): ClientKind => (kind === 'hubPlain' ? 'hub' : kind);
export const isHub = (kind: ServerKind) => kind === 'hub' || kind === 'hubPlain';
const adminUrl = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const LABEL: Record<ServerKind, string> = {
  hub: 'Atrium hub',
  hubPlain: 'Atrium hub, plain Socket.IO broadcast',
  socketio: 'minimal Socket.IO',
  ws: 'raw ws',
};
export const log = (...args: unknown[]) => console.error(new Date().toISOString().slice(11, 19), ...args);

export interface Running {
  kind: ServerKind;
  child: ChildProcess;
  pid: number;
  url: string;
}

// BENCH_PORT: the first port the bench's servers take (a machine shared by several runs gives each its range).
let port = Number(process.env.BENCH_PORT ?? 3400);
let hubArgs: string[] = [];
let hubEnv: Record<string, string> = {};
let hubDb: { url: string; platformId: number; code: string; sessionId: number; users: number[] } | null = null;

/** The hub's extra node arguments (`--cpu-prof`) and environment (`WS_NO_BUFFER_UTIL=1`). */
export function configureHub(options: { args: string[]; env: Record<string, string> }) {
  hubArgs = options.args;
  hubEnv = options.env;
}

/** The event's chat session (the group every client enters). */
export const hubSessionId = () => hubDb?.sessionId ?? 1;
/** The bench event's database and ids, once prepareHub has made them. */
export const hubDatabase = () => hubDb;

function pinned(args: string[], env: Record<string, string>): ChildProcess {
  // Core 0 for the server; the open-files limit raised to the hard limit for 10,000 sockets.
  const command = `ulimit -n $(ulimit -Hn); exec taskset -c 0 ${args.map((a) => `'${a}'`).join(' ')}`;
  return spawn('bash', ['-c', command], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

export async function startServer(kind: ServerKind): Promise<Running> {
  const p = port++;
  const url = `http://127.0.0.1:${p}`;
  const child = isHub(kind)
    ? pinned([process.execPath, ...hubArgs, path.join(root, 'apps/server/dist/atrium.js'), 'serve'], {
        PORT: String(p),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATABASE_URL: (hubDb as { url: string }).url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atrium-hub-bench-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        HUB_FAST_BROADCAST: kind === 'hubPlain' ? 'false' : 'true',
        ...hubEnv,
      })
    : pinned(
        [process.execPath, '--import', 'tsx', path.join(import.meta.dirname, 'hub-baselines.ts'), kind, String(p)],
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

export async function stopServer(server: Running) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
}

// ---- hub data: an event, a session with chat, users, tokens ---------------------------------------

export async function prepareHub(userCount: number) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // BENCH_HUB_DB: the database's name, so that two benches on one PostgreSQL do not drop each other's.
  const name = process.env.BENCH_HUB_DB ?? 'atrium_bench_hub';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_HUB_DB: not a plain database name: ${name}`);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/[^/]*$/, `/${name}`);
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
export async function identities(url: string, from: number, count: number): Promise<HubIdentity[]> {
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
      // An access token as the identity provider makes one (RFC 9068 `at+jwt`, with its sign-in's id).
      token = await new SignJWT({ pid: hub.platformId, roles: [], sid: randomUUID() })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
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

export interface Crowd {
  clients: BenchClient[];
  who: (HubIdentity | undefined)[];
}

export async function join(server: Running, from: number, count: number): Promise<BenchClient[]> {
  return (await crowd(server, from, count)).clients;
}

export async function crowd(server: Running, from: number, count: number): Promise<Crowd> {
  const who = isHub(server.kind) ? await identities(server.url, from, count) : new Array(count).fill(undefined);
  return { clients: await joinMany(clientKind(server.kind), server.url, who), who };
}

/** Replaces the clients the server has closed (a ping time-out while the machine was starved). */
export async function revive(server: Running, group: Crowd): Promise<number> {
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
export function otherLoad(serverPid: number) {
  const start = { machine: machineBusyMs(), server: cpuMs(serverPid), self: process.cpuUsage(), at: performance.now() };
  return () => {
    const self = process.cpuUsage(start.self);
    const others =
      machineBusyMs() - start.machine - (cpuMs(serverPid) - start.server) - (self.user + self.system) / 1000;
    return Math.max(0, others) / (performance.now() - start.at);
  };
}

/** Waits (at most 60 s) until other processes use less than 10% of a core, so rows are comparable. */
export async function quiet(serverPid: number) {
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
