import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, serverEntry } from './src/built.ts';
import { fmt, median, startProcess, stopProcess } from './src/load.ts';

/**
 * The CPU a small command of the CLI costs (`atrium platform list`), on a data folder made by
 * `serve` once: run on its own (it opens the embedded database) and sent to a running server.
 * Each row is the median of the rounds, with its ratio to a bare `node -e 0` measured in the
 * same rounds (the floor of any Node command on this machine). `--compare <atrium.js>` adds the
 * same rows for another build (a checkout before a change) in the same rounds.
 * CPU is user + system time of the command's process, from /usr/bin/time.
 */
const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    port: { type: 'string', default: '3205' },
    compare: { type: 'string' },
  },
});
const rounds = Number(values.rounds);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
ensureBuilt();
if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time is needed (Debian: apt-get install time)');

const builds: [string, string][] = [['this build', serverEntry]];
if (values.compare) builds.push(['compared build', path.resolve(values.compare)]);

/** CPU seconds (user + system) and wall seconds of one run. */
function run(args: string[], env: Record<string, string>): { cpu: number; wall: number } {
  try {
    return parseTime(
      execFileSync('sh', ['-c', '"$@" 2>&1 >/dev/null', 'sh', '/usr/bin/time', '-f', 'TIME %U %S %e', ...args], {
        env: { ...process.env, LOG_LEVEL: 'silent', ...env },
        encoding: 'utf8',
      }),
    );
  } catch (error) {
    throw new Error(`${args.join(' ')} failed: ${(error as { stdout?: string }).stdout ?? error}`);
  }
}

function parseTime(text: string): { cpu: number; wall: number } {
  const match = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(text);
  if (!match) throw new Error(`no time in: ${text}`);
  return { cpu: Number(match[1]) + Number(match[2]), wall: Number(match[3]) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-cli-bench-'));
const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base };
// The data folder, made by `serve` once (the demo event is seeded on first start).
await stopProcess(await startProcess(process.execPath, [serverEntry, 'serve'], env, `${base}/healthz`));

type TRow = { label: string; cpu: number[]; wall: number[] };
const rows = new Map<string, TRow>();
const record = (label: string, result: { cpu: number; wall: number }) => {
  const row = rows.get(label) ?? { label, cpu: [], wall: [] };
  row.cpu.push(result.cpu);
  row.wall.push(result.wall);
  rows.set(label, row);
};

for (let round = 0; round < rounds; round++) {
  record('bare node (node -e 0)', run([process.execPath, '-e', '0'], env));
  for (const [name, entry] of builds) {
    record(`${name}: atrium --help`, run([process.execPath, entry, '--help'], env));
    record(
      `${name}: atrium platform list (embedded database)`,
      run([process.execPath, entry, 'platform', 'list'], env),
    );
  }
}
// Sent to a running server (the command does not open the database).
const server = await startProcess(process.execPath, [serverEntry, 'serve'], env, `${base}/healthz`);
try {
  for (let round = 0; round < rounds; round++) {
    for (const [name, entry] of builds)
      record(`${name}: atrium platform list (server running)`, run([process.execPath, entry, 'platform', 'list'], env));
  }
} finally {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const floor = median(rows.get('bare node (node -e 0)')?.cpu ?? [1]);
console.log(`\n${rounds} rounds, medians; CPU = user + system seconds of the command's process\n`);
console.log('| command | CPU s | wall s | CPU / bare node |');
console.log('|---|---|---|---|');
for (const row of rows.values()) {
  const cpu = median(row.cpu);
  console.log(`| ${row.label} | ${fmt(cpu, 2)} | ${fmt(median(row.wall), 2)} | ${fmt(cpu / floor, 1)} |`);
}
