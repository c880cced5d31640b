import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import { startTestServer, type TestServer, testDatabaseUrl, uniqueSchemaName } from './test-server.ts';

/** A server node in a process of its own (src/test/hub-node.ts), for tests that kill or stop nodes. */
export interface NodeProcess {
  process: ChildProcess;
  url: string;
}

export interface NodeProcessOptions {
  /** The PostgreSQL schema shared with the test's own server. */
  schema: string;
  redisUrl: string;
  redisPrefix: string;
  /** The issuer of the tokens the test signs in with (its own server's address). */
  publicUrl: string;
  /** The hub settings of every node (`Config['hub']`). */
  hub: Record<string, unknown>;
}

const here = path.dirname(new URL(import.meta.url).pathname);

export function startNodeProcess(options: NodeProcessOptions): Promise<NodeProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'hub-node.ts')], {
    cwd: path.join(here, '../..'),
    env: {
      ...process.env,
      ATRIUM_TEST_DATABASE_URL: testDatabaseUrl(),
      ATRIUM_TEST_SCHEMA: options.schema,
      REDIS_URL: options.redisUrl,
      REDIS_PREFIX: options.redisPrefix,
      PUBLIC_URL: options.publicUrl,
      ATRIUM_TEST_HUB_TIMINGS: JSON.stringify(options.hub),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('node did not start in time')), 30_000);
    child.once('exit', (code) => reject(new Error(`node exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /LISTENING (\d+)/.exec(chunk.toString())?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({ process: child, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** SIGTERM: a clean stop; SIGKILL: a node that dies. */
export function stopNodeProcess(node: NodeProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!node || node.process.exitCode !== null || node.process.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    node.process.once('exit', () => resolve());
    node.process.kill(signal);
  });
}

/** Every node of a deployment has the same hub timings: short ones here, for a quick test. */
export const QUICK_HUB_TIMINGS = {
  pingIntervalMs: 200,
  pingTimeoutMs: 300,
  countIntervalMs: 100,
  nodeTtlMs: 1000,
  sweepIntervalMs: 30_000,
};

/**
 * Server nodes in processes of their own on one PostgreSQL schema and one Redis (a key prefix of
 * this run's own), beside the test's own server, which makes the schema, the people and the
 * tokens (and is a node too).
 */
export interface NodeCluster {
  setup: TestServer;
  /** A node with the cluster's timings, and these hub settings of its own (`fastBroadcast: false`). */
  startNode(settings?: Record<string, unknown>): Promise<NodeProcess>;
  /** The environment of a command line (`atrium …` with PostgreSQL) run against this cluster. */
  commandEnv: Record<string, string>;
  /** Stops the nodes it started and the test's server, and deletes this run's Redis keys. */
  close(): Promise<void>;
}

export async function startNodeCluster(): Promise<NodeCluster> {
  const redisUrl = process.env.ATRIUM_TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const prefix = `atrium-test-${process.pid}-${randomBytes(4).toString('hex')}`;
  const schema = uniqueSchemaName();
  const setup = await startTestServer({
    schema,
    configOverrides: { redisUrl, redisPrefix: prefix, hub: QUICK_HUB_TIMINGS },
  });
  const nodes: NodeProcess[] = [];
  const databaseUrl = new URL(testDatabaseUrl());
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    setup,
    commandEnv: {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PUBLIC_URL: setup.baseUrl,
    },
    async startNode(settings = {}) {
      const node = await startNodeProcess({
        schema,
        redisUrl,
        redisPrefix: prefix,
        publicUrl: setup.baseUrl,
        hub: { ...QUICK_HUB_TIMINGS, ...settings },
      });
      nodes.push(node);
      return node;
    },
    async close() {
      await Promise.all(nodes.map((node) => stopNodeProcess(node)));
      await setup.close();
      await deleteRedisKeys(redisUrl, prefix);
    },
  };
}

/** Deletes the keys under a prefix (a test run's own), a page at a time. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [nextCursor, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    keys.push(...found);
    cursor = nextCursor;
  } while (cursor !== '0');
  if (keys.length) await redis.del(...keys);
  await redis.quit();
}
