import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, loadBenchOptions, serverEntry } from './src/built.ts';
import { fmt, load, median, startProcess, stopProcess } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';

const { seconds, rounds, connections } = loadBenchOptions();
ensureBuilt();

interface Row {
  database: string;
  endpoint: string;
  bytes: number;
  rps: number;
  baseRps: number;
  p99: number;
  baseP99: number;
}

const rows: Row[] = [];
const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite (embedded)', env: {} }];
const pgUrl = await freshBenchDatabase();
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });

for (const [index, target] of targets.entries()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const port = 3201 + index;
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'node',
    [serverEntry, 'serve'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...target.env },
    `${base}/healthz`,
  );
  const settings = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
  const paths = { settings: '/api/platform/DEMO', modules: `/api/platform/${settings.eventId}/modules` };
  const bodies: Record<string, string> = {};
  for (const p of Object.values(paths)) bodies[p] = await (await fetch(base + p)).text();
  const bodiesFile = path.join(dataDir, 'baseline.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const basePort = 3301 + index;
  const baseline = await startProcess(
    'node',
    ['--import', 'tsx', path.join(import.meta.dirname, 'src/baseline-server.ts'), String(basePort), bodiesFile],
    {},
    `http://127.0.0.1:${basePort}/healthz`,
  );
  for (const [endpoint, p] of Object.entries(paths)) {
    // Warm both up, then alternate: baseline, product, baseline, product, ...
    await load(`http://127.0.0.1:${basePort}${p}`, { connections, seconds: 1 });
    await load(base + p, { connections, seconds: 1 });
    const product: { rps: number; p99: number }[] = [];
    const bare: { rps: number; p99: number }[] = [];
    for (let round = 0; round < rounds; round++) {
      const b = await load(`http://127.0.0.1:${basePort}${p}`, { connections, seconds });
      const r = await load(base + p, { connections, seconds });
      if (r.errors || r.non2xx) console.warn(`  ${endpoint}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      bare.push({ rps: b.requestsPerSecond, p99: b.p99Ms });
      product.push({ rps: r.requestsPerSecond, p99: r.p99Ms });
      console.log(
        `${target.name} ${endpoint} round ${round + 1}: product ${fmt(r.requestsPerSecond)} req/s p99 ${r.p99Ms} ms; bare ${fmt(b.requestsPerSecond)} req/s p99 ${b.p99Ms} ms`,
      );
    }
    rows.push({
      database: target.name,
      endpoint: endpoint === 'settings' ? 'GET /api/platform/{eventCode}' : 'GET /api/platform/{id}/modules',
      bytes: Buffer.byteLength(bodies[p] ?? ''),
      rps: median(product.map((x) => x.rps)),
      baseRps: median(bare.map((x) => x.rps)),
      p99: median(product.map((x) => x.p99)),
      baseP99: median(bare.map((x) => x.p99)),
    });
  }
  await stopProcess(baseline);
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${connections} connections, ${rounds} rounds of ${seconds} s each, medians:\n`);
console.log('| database | endpoint | bytes | req/s | bare req/s | ratio | p99 ms | bare p99 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.database} | ${r.endpoint} | ${r.bytes} | ${fmt(r.rps)} | ${fmt(r.baseRps)} | ${fmt(r.rps / r.baseRps, 2)} | ${fmt(r.p99)} | ${fmt(r.baseP99)} |`,
  );
}
