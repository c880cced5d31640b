import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Real PostgreSQL and Redis servers of a test's own, on free loopback ports, so that a test may
 * stop, kill and restart them without disturbing the machine's shared services or other suites.
 */

/** A free TCP port on the loopback address (the OS picks it; released before use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(root, version, 'bin', name);
    if (existsSync(file)) return file;
  }
  throw new Error(`PostgreSQL's ${name} was not found under ${root}: install the postgresql package`);
}

/** PostgreSQL refuses to run as root: its commands then run as the `postgres` account. */
function asPostgres(file: string, args: string[]): string[] {
  return process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--', file, ...args] : [file, ...args];
}

function run(argv: string[]) {
  const [command, ...args] = argv;
  execFileSync(command as string, args, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** A fast shutdown (connections are ended, as when an operator restarts the server). */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

/** initdb in a temporary folder, trust authentication, listening on 127.0.0.1 only. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  run(asPostgres(postgresBin('initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']));
  const port = await freePort();
  const ctl = (args: string[]) => run(asPostgres(postgresBin('pg_ctl'), ['-D', dataDir, ...args]));
  const service: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      ctl([
        '-w',
        '-l',
        path.join(dir, 'log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        'start',
      ]);
    },
    async stop() {
      ctl(['-w', '-m', 'fast', 'stop']);
    },
    async destroy() {
      try {
        ctl(['-w', '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await service.start();
  return service;
}

export interface PrivateRedis {
  url: string;
  port: number;
  start(): Promise<void>;
  /** Kills the server (it keeps nothing on disk: a restart comes back empty, as after a crash). */
  stop(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const service: PrivateRedis = {
    url: `redis://127.0.0.1:${port}`,
    port,
    start() {
      return new Promise((resolve, reject) => {
        const proc = spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: ['ignore', 'pipe', 'inherit'],
          },
        );
        child = proc;
        let output = '';
        proc.once('error', reject);
        proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
        proc.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) resolve();
        });
      });
    },
    stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        proc.removeAllListeners('exit');
        proc.once('exit', () => resolve());
        proc.kill('SIGKILL');
      });
    },
    destroy() {
      return service.stop();
    },
  };
  await service.start();
  return service;
}
