import { readFileSync } from 'node:fs';
import { type BuiltServer, ensureBuilt, loadBenchOptions, startBuiltServer } from './src/built.ts';
import { fmt, load, median } from './src/load.ts';

/**
 * What the Prometheus metrics cost (issue 9): the same server, built the same way, with
 * METRICS_PORT unset (off) and set (on: every answer timed into a histogram by route), the API
 * bench's routes loaded in turn, rounds alternating off/on, same run. Medians and on/off ratios.
 * Throughput on this shared machine varies by ±25% between two identical servers, so the figure
 * that decides is the server's CPU time per request (user + system, from /proc), which the
 * machine's other work disturbs far less. `--same yes` starts both with metrics off: the noise floor.
 * npm run metrics -w bench -- --seconds 5 --rounds 5 --connections 50 [--same yes]
 */
const { seconds, rounds, connections, values } = loadBenchOptions({ same: { type: 'string', default: 'no' } });
const same = values.same === 'yes';
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // After the command name: state is field 3; utime and stime are fields 14 and 15.
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
ensureBuilt();

interface Target extends BuiltServer {
  name: 'off' | 'on';
}

async function start(name: 'off' | 'on', port: number, metricsPort: number): Promise<Target> {
  const server = await startBuiltServer(port, {
    RATE_LIMITS: 'off',
    ...(name === 'on' && !same ? { METRICS_PORT: String(metricsPort) } : {}),
  });
  return { ...server, name };
}

const targets = [await start('off', 3241, 3251), await start('on', 3242, 3252)];
const { eventId } = (await (await fetch(`${targets[0]?.base}/api/platform/DEMO`)).json()) as { eventId: number };
const routes = {
  'GET /api/platform/{eventCode}': '/api/platform/DEMO',
  'GET /api/platform/{id}/modules': `/api/platform/${eventId}/modules`,
  'GET /healthz': '/healthz',
};

const results = new Map<string, { rps: number[]; p99: number[]; cpuMicros: number[] }>();
for (let round = 0; round < rounds; round++) {
  for (const [label, route] of Object.entries(routes)) {
    // Alternating which goes first, so that neither always meets the machine warmer.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    for (const target of order) {
      const pid = target.pid;
      const cpuBefore = cpuSeconds(pid);
      const result = await load(`${target.base}${route}`, { connections, seconds });
      const cpu = cpuSeconds(pid) - cpuBefore;
      const key = `${label}|${target.name}`;
      const entry = results.get(key) ?? { rps: [], p99: [], cpuMicros: [] };
      entry.rps.push(result.requestsPerSecond);
      entry.p99.push(result.p99Ms);
      entry.cpuMicros.push((cpu * 1e6) / (result.requestsPerSecond * seconds));
      results.set(key, entry);
    }
  }
}
const scrape = same ? '' : await (await fetch('http://127.0.0.1:3252/metrics')).text();
for (const target of targets) await target.stop();

console.log(
  `\nMetrics off vs ${same ? 'off again (noise floor)' : 'on'}: ${connections} connections, ${seconds} s x ${rounds} rounds (medians)`,
);
console.log('| route | CPU µs/request off | on | on/off | req/s off | req/s on | p99 off | p99 on |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const label of Object.keys(routes)) {
  const off = results.get(`${label}|off`);
  const on = results.get(`${label}|on`);
  if (!off || !on) continue;
  console.log(
    `| ${label} | ${fmt(median(off.cpuMicros))} | ${fmt(median(on.cpuMicros))} | ${fmt(median(on.cpuMicros) / median(off.cpuMicros), 3)} | ${fmt(median(off.rps))} | ${fmt(median(on.rps))} | ${fmt(median(off.p99))} ms | ${fmt(median(on.p99))} ms |`,
  );
}
console.log(`\nOne scrape of the "on" node: ${scrape.split('\n').length} lines, ${fmt(scrape.length / 1024, 1)} KB`);
