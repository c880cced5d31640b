import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEntry } from './built.ts';
import { startProcess, stopProcess } from './load.ts';

export type TBenchServer = {
  base: string;
  dataDir: string;
  /** The server's process id (its memory can be read from /proc). */
  pid: number;
  /** Runs a command of the command line against this server's data (and database). */
  cli: (...args: string[]) => string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
};

/**
 * The built server on 127.0.0.1:`port` with a data folder of its own, no demo event unless
 * `env` asks for it, warnings only; `env` adds to or overrides that (a database, rate limits).
 */
export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<TBenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const serverEnv = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PUBLIC_URL: base,
    ...env,
  };
  const server = await startProcess('node', [serverEntry, 'serve'], serverEnv, `${base}/healthz`);
  return {
    base,
    dataDir,
    pid: server.pid ?? 0,
    cli: (...args) =>
      execFileSync('node', [serverEntry, ...args], { env: { ...process.env, ...serverEnv }, encoding: 'utf8' }),
    stop: async () => {
      await stopProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Today in Paris: generated schedules start then, so that some sessions are live while a bench runs. */
export function parisToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
}

/**
 * Creates the open event BENCH (with `settings`, as `name=value`) and imports the schedule into
 * it: the import's report, and its wall time in seconds (the command's start included).
 */
export function importBenchEvent(
  server: TBenchServer,
  scheduleFile: string,
  settings: string[] = [],
): { report: string; seconds: number } {
  server.cli(
    'platform',
    'create',
    'BENCH',
    '--title',
    'Bench congress',
    '--set',
    'open=true',
    ...settings.flatMap((s) => ['--set', s]),
  );
  const started = performance.now();
  const report = server.cli('import', 'schedule', '--platform', 'BENCH', scheduleFile).trim();
  return { report, seconds: (performance.now() - started) / 1000 };
}
