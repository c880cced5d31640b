import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, loadBenchOptions, serverEntry } from './src/built.ts';
import { fmt, load, median, startProcess, stopProcess } from './src/load.ts';

/**
 * Sign-in storm (issue 9): how many sign-ins a second the server sustains at the product's scrypt
 * cost, and what a storm does to everyone else: the p99 of GET settings alone, then while
 * `--storm` connections sign in as fast as they can, same server, same run.
 * npm run signin -w bench -- --seconds 10 --rounds 3 --connections 50 --storm 200
 */
const { seconds, rounds, connections, values } = loadBenchOptions({ storm: { type: 'string', default: '200' } });
const storm = Number(values.storm);
ensureBuilt();

const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
const port = 3231;
const base = `http://127.0.0.1:${port}`;
// Request rate limits off: the bench measures the password hashing, not the limiter.
const server = await startProcess(
  'node',
  [serverEntry, 'serve'],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    RATE_LIMITS: 'off',
  },
  `${base}/healthz`,
);
const { eventId } = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
// The demo's five accounts in turn, each request from an address of its own (TRUST_PROXY=1): a
// crowd signing in, not one account guessing (that is throttled before any hashing).
const accounts = ['attendee', 'speaker', 'moderator', 'admin', 'reports'];
let sent = 0;
function nextSignIn() {
  sent++;
  const body = new URLSearchParams({
    grant_type: 'password',
    username: `${accounts[sent % accounts.length]}@demo.atrium.test`,
    password: 'demo-password',
    platform_id: String(eventId),
    scope: 'openid profile offline_access',
  }).toString();
  const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  return { body, address };
}

/** `storm` clients, each signing in again as soon as it is answered, for `durationSeconds`. */
async function signInStorm(durationSeconds: number) {
  const deadline = Date.now() + durationSeconds * 1000;
  const latencies: number[] = [];
  let ok = 0;
  let busy = 0;
  let other = 0;
  const client = async () => {
    while (Date.now() < deadline) {
      const started = Date.now();
      const { body, address } = nextSignIn();
      const res = await fetch(`${base}/connect/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
        body,
      });
      await res.arrayBuffer();
      latencies.push(Date.now() - started);
      if (res.status === 200) ok++;
      else if (res.status === 503) busy++;
      else other++;
    }
  };
  await Promise.all(Array.from({ length: storm }, client));
  latencies.sort((x, y) => x - y);
  const p99Ms = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  if (other > 0) console.warn(`${other} sign-ins answered neither 200 nor 503`);
  return { signInsPerSecond: ok / durationSeconds, refused: busy, p99Ms };
}

const alone: number[] = [];
const during: number[] = [];
const signIns: number[] = [];
const refused: number[] = [];
const signInP99: number[] = [];
const settingsUrl = `${base}/api/platform/DEMO`;
for (let round = 0; round < rounds; round++) {
  alone.push((await load(settingsUrl, { connections, seconds })).p99Ms);
  const [settings, stormResult] = await Promise.all([
    load(settingsUrl, { connections, seconds }),
    signInStorm(seconds),
  ]);
  during.push(settings.p99Ms);
  signIns.push(stormResult.signInsPerSecond);
  refused.push(stormResult.refused);
  signInP99.push(stormResult.p99Ms);
}
await stopProcess(server);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nSign-in storm: ${storm} connections signing in, ${connections} reading settings, ${seconds} s x ${rounds} rounds (medians)`,
);
console.log(
  `| settings p99 alone | settings p99 during the storm | ratio | sign-ins/s | sign-in p99 | refused (503) per round |`,
);
console.log(`| ---: | ---: | ---: | ---: | ---: | ---: |`);
console.log(
  `| ${fmt(median(alone))} ms | ${fmt(median(during))} ms | ${fmt(median(during) / median(alone), 2)} | ${fmt(median(signIns), 1)} | ${fmt(median(signInP99))} ms | ${fmt(median(refused))} |`,
);
