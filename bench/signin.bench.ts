import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { ensureBuilt, loadBenchOptions, startBuiltServer } from './src/built.ts';
import { fmt, load, median } from './src/load.ts';

/**
 * Sign-in under attack (issue 9), same server, same run, per round:
 * - brute force: 1,000 wrong passwords for one account from one address (50 at a time): the p99
 *   of GET settings before and during, how many were answered 429, and whether the real owner
 *   still signs in from another address meanwhile;
 * - storm: how many sign-ins a second the server sustains at the product's scrypt cost while
 *   `--storm` clients sign in as fast as they are answered (those refused wait the Retry-After
 *   they are given, or not with `--retry-after ignore`), and the settings p99 meanwhile.
 * npm run signin -w bench -- --seconds 10 --rounds 3 --connections 50 --storm 200 [--retry-after ignore]
 */
const { seconds, rounds, connections, values } = loadBenchOptions({
  storm: { type: 'string', default: '200' },
  // honour: a refused client waits its Retry-After (as a person would); ignore: it asks again at once.
  'retry-after': { type: 'string', default: 'honour' },
});
const storm = Number(values.storm);
const honourRetryAfter = values['retry-after'] !== 'ignore';
ensureBuilt();

// The product's defaults, request rate limits included (the storm's clients each have an address
// of their own, so the per-address limits leave them alone; the brute force meets them).
// The bench is the proxy: each client's X-Forwarded-For is its address.
const server = await startBuiltServer(3231, { TRUST_PROXY: '1' });
const { base } = server;
const { eventId } = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
const settingsUrl = `${base}/api/platform/DEMO`;
/**
 * The attackers run in a process of their own: their work (thousands of requests a second) must
 * not slow the event loop that times the settings requests, or the bench would measure itself.
 */
async function inProcess<T>(task: 'storm' | 'brute'): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'src/signin-clients.ts')], {
    env: { ...process.env, SIGNIN_TASK: JSON.stringify({ task, base, eventId, seconds, storm, honourRetryAfter }) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the ${task} clients exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1) as string) as T;
}
const signInStorm = () => inProcess<{ signInsPerSecond: number; refused: number; p99Ms: number }>('storm');
const bruteForce = () => inProcess<{ throttled: number; checked: number; ownerStatus: number }>('brute');

/** The settings p99 while `work` runs (at least `seconds`). */
async function settingsDuring(work: Promise<unknown>) {
  const [settings] = await Promise.all([load(settingsUrl, { connections, seconds }), work]);
  return settings.p99Ms;
}

const bruteAlone: number[] = [];
const bruteDuring: number[] = [];
const bruteResults: Awaited<ReturnType<typeof bruteForce>>[] = [];
const alone: number[] = [];
const during: number[] = [];
const signIns: number[] = [];
const refused: number[] = [];
const signInP99: number[] = [];
for (let round = 0; round < rounds; round++) {
  bruteAlone.push((await load(settingsUrl, { connections, seconds })).p99Ms);
  let brute: Awaited<ReturnType<typeof bruteForce>> | undefined;
  bruteDuring.push(
    await settingsDuring(
      bruteForce().then((result) => {
        brute = result;
      }),
    ),
  );
  if (brute) bruteResults.push(brute);
  alone.push((await load(settingsUrl, { connections, seconds })).p99Ms);
  const [settings, stormResult] = await Promise.all([load(settingsUrl, { connections, seconds }), signInStorm()]);
  during.push(settings.p99Ms);
  signIns.push(stormResult.signInsPerSecond);
  refused.push(stormResult.refused);
  signInP99.push(stormResult.p99Ms);
}
await server.stop();

console.log(
  `\nBrute force: 1,000 wrong passwords for one account from one address (50 at a time), ${connections} reading settings (medians of ${rounds} rounds)`,
);
console.log(
  '| settings p99 before | settings p99 during | ratio | answered 429 | passwords checked | owner from elsewhere |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | --- |');
console.log(
  `| ${fmt(median(bruteAlone))} ms | ${fmt(median(bruteDuring))} ms | ${fmt(median(bruteDuring) / median(bruteAlone), 2)} | ${fmt(median(bruteResults.map((r) => r.throttled)))} | ${fmt(median(bruteResults.map((r) => r.checked)))} | ${bruteResults.map((r) => r.ownerStatus).join(', ')} |`,
);
console.log(
  `\nSign-in storm: ${storm} connections signing in (Retry-After ${honourRetryAfter ? 'honoured' : 'ignored'}), ${connections} reading settings, ${seconds} s x ${rounds} rounds (medians)`,
);
console.log(
  `| settings p99 alone | settings p99 during the storm | ratio | sign-ins/s | sign-in p99 | refused (503) per round |`,
);
console.log(`| ---: | ---: | ---: | ---: | ---: | ---: |`);
console.log(
  `| ${fmt(median(alone))} ms | ${fmt(median(during))} ms | ${fmt(median(during) / median(alone), 2)} | ${fmt(median(signIns), 1)} | ${fmt(median(signInP99))} ms | ${fmt(median(refused))} |`,
);
