import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, load, median, startProcess, stopProcess } from './load.ts';

/** One endpoint against the bare route sending the same bytes, medians of the rounds. */
export interface TVersusRow {
  database: string;
  endpoint: string;
  bytes: number;
  rps: number;
  baseRps: number;
  p50: number;
  baseP50: number;
  p99: number;
  baseP99: number;
  /** The product's failed requests (errors, time-outs, non-2xx answers) over all rounds. */
  errors: number;
}

/**
 * Measures each endpoint (label → path on `base`) against a bare Fastify server that sends the
 * same bytes (src/baseline-server.ts, started on `basePort`): both warmed up, then alternating
 * baseline, product, baseline, product… for `rounds` rounds. Labels ending in "gzip" ask for
 * gzip, and their bytes are counted gzipped.
 */
export async function versusBaseline(options: {
  database: string;
  base: string;
  paths: Record<string, string>;
  dataDir: string;
  basePort: number;
  connections: number;
  seconds: number;
  rounds: number;
  /**
   * Wait after each load on the product until one more request of it is answered: a route slower
   * than the round leaves requests queued in the server (the database answers them after the
   * client has gone), which would otherwise count against the next round.
   */
  drain?: boolean;
}): Promise<TVersusRow[]> {
  const { database, base, paths, dataDir, basePort, connections, seconds, rounds } = options;
  const drain = async (p: string) => {
    if (options.drain) await (await fetch(base + p)).arrayBuffer();
  };
  const bodies: Record<string, string> = {};
  for (const p of Object.values(paths)) bodies[p] = await (await fetch(base + p)).text();
  const bodiesFile = path.join(dataDir, 'baseline.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const bare = `http://127.0.0.1:${basePort}`;
  const baseline = await startProcess(
    'node',
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts'), String(basePort), bodiesFile],
    {},
    `${bare}/healthz`,
  );
  const rows: TVersusRow[] = [];
  for (const [endpoint, p] of Object.entries(paths)) {
    const headers = endpoint.endsWith('gzip') ? { 'accept-encoding': 'gzip' } : undefined;
    await load(bare + p, { connections, seconds: 1, headers });
    await load(base + p, { connections, seconds: 1, headers });
    await drain(p);
    const product: { rps: number; p50: number; p99: number }[] = [];
    const plain: { rps: number; p50: number; p99: number }[] = [];
    let errors = 0;
    for (let round = 0; round < rounds; round++) {
      const b = await load(bare + p, { connections, seconds, headers });
      const r = await load(base + p, { connections, seconds, headers });
      await drain(p);
      if (r.errors || r.non2xx) console.warn(`  ${endpoint}: ${r.errors} errors, ${r.non2xx} non-2xx`);
      errors += r.errors + r.non2xx;
      plain.push({ rps: b.requestsPerSecond, p50: b.p50Ms, p99: b.p99Ms });
      product.push({ rps: r.requestsPerSecond, p50: r.p50Ms, p99: r.p99Ms });
      console.log(
        `${database} ${endpoint} round ${round + 1}: product ${fmt(r.requestsPerSecond)} req/s p99 ${r.p99Ms} ms; bare ${fmt(b.requestsPerSecond)} req/s p99 ${b.p99Ms} ms`,
      );
    }
    const body = Buffer.from(bodies[p] ?? '');
    rows.push({
      database,
      endpoint,
      bytes: headers ? gzipSync(body, { level: 6 }).length : body.length,
      rps: median(product.map((x) => x.rps)),
      baseRps: median(plain.map((x) => x.rps)),
      p50: median(product.map((x) => x.p50)),
      baseP50: median(plain.map((x) => x.p50)),
      p99: median(product.map((x) => x.p99)),
      baseP99: median(plain.map((x) => x.p99)),
      errors,
    });
  }
  await stopProcess(baseline);
  return rows;
}

/** The table of rows, with the run's settings. */
export function printVersusTable(rows: TVersusRow[], run: { connections: number; rounds: number; seconds: number }) {
  console.log(`\n${run.connections} connections, ${run.rounds} rounds of ${run.seconds} s each, medians:\n`);
  console.log('| database | endpoint | bytes | req/s | bare req/s | ratio | p99 ms | bare p99 ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.endpoint} | ${fmt(r.bytes)} | ${fmt(r.rps)} | ${fmt(r.baseRps)} | ${fmt(r.rps / r.baseRps, 2)} | ${fmt(r.p99)} | ${fmt(r.baseP99)} |`,
    );
  }
}
