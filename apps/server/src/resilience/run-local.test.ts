import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/hub-client.ts';
import { freePort } from '../test/private-services.ts';
import { testDatabaseUrl, uniqueSchemaName } from '../test/test-server.ts';

/**
 * deploy/run-local.sh as an operator runs it, twice side by side on one machine (each copy with
 * its own public port, data folder and database schema, every inner port left to the script):
 * both come up behind their proxies with metrics ports of their own, and SIGTERM to the script
 * stops every process it started.
 */
const repository = path.resolve(import.meta.dirname, '../../../..');
const script = path.join(repository, 'deploy/run-local.sh');
const redisUrl = process.env.ATRIUM_TEST_REDIS_URL || 'redis://127.0.0.1:6379';

interface Copy {
  script: ChildProcess;
  proxyUrl: string;
  schema: string;
  dataRoot: string;
  output: string;
}
const copies: Copy[] = [];

/** The script's descendants, now (from /proc: the parent of each process). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const found: number[] = [];
  const visit = (pid: number) => {
    for (const [child, of] of parent) {
      if (of !== pid) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};

async function startCopy(): Promise<Copy> {
  const schema = uniqueSchemaName();
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const port = await freePort();
  const dataRoot = mkdtempSync(path.join(tmpdir(), 'atrium-run-local-'));
  const databaseUrl = `${testDatabaseUrl()}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const child = spawn('bash', [script], {
    cwd: tmpdir(),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: `atrium-runlocal-${randomBytes(4).toString('hex')}`,
      PROXY_PORT: String(port),
      DATA_ROOT: dataRoot,
      SEED_DEMO: 'false',
      SHUTDOWN_DRAIN_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
  const copy: Copy = { script: child, proxyUrl: `http://127.0.0.1:${port}`, schema, dataRoot, output: '' };
  child.stdout?.on('data', (chunk) => {
    copy.output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    copy.output += chunk;
  });
  copies.push(copy);
  return copy;
}

async function up(copy: Copy) {
  await eventually(
    async () => {
      expect(copy.script.exitCode, copy.output).toBeNull();
      expect(copy.output).toMatch(/Ctrl-C stops/);
      expect((await fetch(`${copy.proxyUrl}/readyz`)).status).toBe(200);
    },
    150_000,
    250,
  );
  const metrics = copy.output.match(/metrics: 127\.0\.0\.1:(\d+) and :(\d+)/);
  expect(metrics, copy.output).toBeTruthy();
  return [Number(metrics?.[1]), Number(metrics?.[2])];
}

beforeAll(() => {
  // The script runs the built server.
  execFileSync(process.execPath, [path.join(repository, 'scripts/ensure-built.mjs')], { stdio: 'ignore' });
}, 300_000);

afterAll(async () => {
  for (const copy of copies) {
    for (const pid of descendants(copy.script.pid as number)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
    copy.script.kill('SIGKILL');
    rmSync(copy.dataRoot, { recursive: true, force: true });
  }
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  for (const copy of copies) await admin.query(`DROP SCHEMA IF EXISTS "${copy.schema}" CASCADE`);
  await admin.end();
}, 60_000);

describe('deploy/run-local.sh', () => {
  it('runs twice side by side, and SIGTERM stops every process it started', async () => {
    const first = await startCopy();
    const firstMetrics = await up(first);
    const second = await startCopy();
    const secondMetrics = await up(second);

    const ports = [...firstMetrics, ...secondMetrics];
    expect(new Set(ports).size).toBe(4);
    for (const port of ports) {
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toMatch(/^# TYPE atrium_activity_log_dropped_total counter$/m);
    }

    for (const copy of [first, second]) {
      const started = descendants(copy.script.pid as number);
      // s3rver, two nodes and HAProxy at least.
      expect(started.length, copy.output).toBeGreaterThanOrEqual(4);
      const exited = new Promise<number | null>((resolve) => copy.script.once('exit', (code) => resolve(code)));
      copy.script.kill('SIGTERM');
      expect(await exited).toBe(143);
      expect(started.filter(alive), copy.output).toEqual([]);
      await expect(fetch(`${copy.proxyUrl}/readyz`)).rejects.toThrow();
    }
  }, 400_000);
});
