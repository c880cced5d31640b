import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { testDatabaseUrl } from './test-server.ts';

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
