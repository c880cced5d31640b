import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startProcess, stopProcess } from './load.ts';

/** The repository's root and the built server's entry point. */
export const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'apps/server/dist/atrium.js');

/** Builds the web app and the server when their sources are newer than the build. */
export function ensureBuilt(): void {
  execSync('node scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });
}

type TStringOptions = Record<string, { type: 'string'; default: string }>;

/**
 * The options of an HTTP load bench: `--seconds` per round, `--rounds`, `--connections`, plus
 * the bench's own string options (their values as given).
 */
export function loadBenchOptions<E extends TStringOptions>(extra: E = {} as E) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '3' },
      connections: { type: 'string', default: '100' },
      ...extra,
    },
  });
  const given = values as Record<string, string>;
  return {
    seconds: Number(given.seconds),
    rounds: Number(given.rounds),
    connections: Number(given.connections),
    values: given as { [K in keyof E]: string },
  };
}

/** A built server (`atrium serve`) with the demo, on a data folder of its own. */
export interface BuiltServer {
  base: string;
  pid: number;
  /** Its DATA_DIR (commands reach the running server through it). */
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the built server on `port` with the demo and `env`, once it answers /healthz. */
export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'node',
    [serverEntry, 'serve'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    `${base}/healthz`,
  );
  return {
    base,
    pid: server.pid as number,
    dataDir,
    async stop() {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
