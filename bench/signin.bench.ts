import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { ensureBuilt, loadBenchOptions, startBuiltServer } from './src/built.ts';
import { fmt, type LoadResult, load, median } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';

/**
 * Sign-in under attack (issues 9 and 25), on PGlite and, when it answers, PostgreSQL; same server,
 * same run, per round:
 * - brute force: 1,000 wrong passwords for one account from one address (50 at a time): the p99
 *   of GET settings before and during, how many were answered 429, and whether the real owner
 *   still signs in from another address meanwhile;
 * - storm: `--storm` clients sign in (each request from an address of its own) as fast as they
 *   are answered, at the product's scrypt cost (those refused wait the Retry-After they are
 *   given, or not with `--retry-after ignore`); meanwhile other clients load a bearer API call, a
 *   static file and /healthz: each one's p99 and median alone and during the storm.
 * npm run signin -w bench -- --seconds 5 --rounds 3 --connections 60 --storm 200 [--port 3231] [--retry-after ignore]
 */
const { seconds, rounds, connections, values } = loadBenchOptions({
  storm: { type: 'string', default: '200' },
  // honour: a refused client waits its Retry-After (as a person would); ignore: it asks again at once.
  'retry-after': { type: 'string', default: 'honour' },
  port: { type: 'string', default: '3231' },
});
const storm = Number(values.storm);
const honourRetryAfter = values['retry-after'] !== 'ignore';
ensureBuilt();

type TStorm = { signInsPerSecond: number; refused: number; throttled: number; p99Ms: number };
type TBrute = { throttled: number; checked: number; ownerStatus: number };

/**
 * The attackers run in a process of their own: their work (thousands of requests a second) must
 * not slow the event loop that times the other requests, or the bench would measure itself.
 */
async function inProcess<T>(task: 'storm' | 'brute', base: string, eventId: number): Promise<T> {
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

/** The requests other users make meanwhile, each loaded by a third of the connections. */
interface Probe {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

async function probesOf(base: string, eventId: number): Promise<Probe[]> {
  // The demo attendee's token (from an address of its own), for a bearer API call.
  const signedIn = await fetch(`${base}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.250' },
    body: new URLSearchParams({
      grant_type: 'password',
      username: 'attendee@demo.atrium.test',
      password: 'demo-password',
      platform_id: String(eventId),
      scope: 'openid profile offline_access meeting_api',
    }).toString(),
  });
  if (signedIn.status !== 200) throw new Error(`the demo attendee could not sign in: ${signedIn.status}`);
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  const sub = (JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString()) as { sub: string }).sub;
  // A static file the web app really serves: its entry script, named in the page.
  const page = await (await fetch(`${base}/`)).text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
  if (!script) throw new Error('no script named in the web page');
  return [
    {
      name: `bearer API (GET /api/platform/{id}/users/{id})`,
      url: `${base}/api/platform/${eventId}/users/${sub}`,
      headers: { authorization: `Bearer ${token}` },
    },
    { name: 'static file (the entry script)', url: `${base}${script}` },
    { name: 'GET /healthz', url: `${base}/healthz` },
  ];
}

/** Every probe loaded at once for `seconds` (a third of the connections each). */
function loadProbes(probes: Probe[]): Promise<LoadResult[]> {
  const each = Math.max(5, Math.floor(connections / probes.length));
  return Promise.all(probes.map((p) => load(p.url, { connections: each, seconds, headers: p.headers })));
}

interface TargetResult {
  name: string;
  probes: { name: string; alone: LoadResult[]; during: LoadResult[] }[];
  storms: TStorm[];
  bruteAlone: number[];
  bruteDuring: number[];
  brutes: TBrute[];
}

async function measure(name: string, port: number, env: Record<string, string>): Promise<TargetResult> {
  // The product's defaults, request rate limits included; the bench is the proxy: each client's
  // X-Forwarded-For is its address.
  const server = await startBuiltServer(port, { TRUST_PROXY: '1', ...env });
  const { base } = server;
  try {
    const { eventId } = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
    const settingsUrl = `${base}/api/platform/DEMO`;
    const probes = await probesOf(base, eventId);
    const result: TargetResult = {
      name,
      probes: probes.map((p) => ({ name: p.name, alone: [], during: [] })),
      storms: [],
      bruteAlone: [],
      bruteDuring: [],
      brutes: [],
    };
    for (let round = 0; round < rounds; round++) {
      result.bruteAlone.push((await load(settingsUrl, { connections, seconds })).p99Ms);
      const [settings, brute] = await Promise.all([
        load(settingsUrl, { connections, seconds }),
        inProcess<TBrute>('brute', base, eventId),
      ]);
      result.bruteDuring.push(settings.p99Ms);
      result.brutes.push(brute);
      const alone = await loadProbes(probes);
      const [during, stormResult] = await Promise.all([loadProbes(probes), inProcess<TStorm>('storm', base, eventId)]);
      result.probes.forEach((p, i) => {
        p.alone.push(alone[i] as LoadResult);
        p.during.push(during[i] as LoadResult);
      });
      result.storms.push(stormResult);
    }
    return result;
  } finally {
    await server.stop();
  }
}

const port = Number(values.port);
const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite (embedded)', env: {} }];
const pgUrl = await freshBenchDatabase('atrium_signin_bench');
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });
const results: TargetResult[] = [];
for (const [i, target] of targets.entries()) results.push(await measure(target.name, port + i, target.env));

const m = (values: number[], digits = 0) => fmt(median(values), digits);
console.log(
  `\nSign-in storm: ${storm} clients signing in, each request from an address of its own (Retry-After ${honourRetryAfter ? 'honoured' : 'ignored'}); ` +
    `meanwhile ${connections} connections split over the requests below; ${seconds} s x ${rounds} rounds, medians of the rounds`,
);
console.log(
  '| database | request | p99 alone | p99 during | p99 ratio | median alone | median during | non-2xx during |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results)
  for (const p of r.probes) {
    const alone = median(p.alone.map((x) => x.p99Ms));
    const during = median(p.during.map((x) => x.p99Ms));
    console.log(
      `| ${r.name} | ${p.name} | ${fmt(alone)} ms | ${fmt(during)} ms | **${fmt(during / alone, 2)}** | ${m(p.alone.map((x) => x.p50Ms))} ms | ${m(p.during.map((x) => x.p50Ms))} ms | ${m(p.during.map((x) => x.non2xx + x.errors))} |`,
    );
  }
console.log('\n| database | sign-ins/s | sign-in p99 | refused 503 (hashing full) per round | refused 429 per round |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const r of results)
  console.log(
    `| ${r.name} | ${m(
      r.storms.map((s) => s.signInsPerSecond),
      1,
    )} | ${m(r.storms.map((s) => s.p99Ms))} ms | ${m(r.storms.map((s) => s.refused))} | ${m(r.storms.map((s) => s.throttled))} |`,
  );
console.log(
  `\nBrute force: 1,000 wrong passwords for one account from one address (50 at a time), ${connections} connections reading settings`,
);
console.log(
  '| database | settings p99 before | during | ratio | answered 429 | passwords checked | owner from elsewhere |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
for (const r of results)
  console.log(
    `| ${r.name} | ${m(r.bruteAlone)} ms | ${m(r.bruteDuring)} ms | **${fmt(median(r.bruteDuring) / median(r.bruteAlone), 2)}** | ${m(r.brutes.map((b) => b.throttled))} | ${m(r.brutes.map((b) => b.checked))} | ${r.brutes.map((b) => b.ownerStatus).join(', ')} |`,
  );
const worst = Math.max(
  ...results.flatMap((r) =>
    r.probes.map((p) => median(p.during.map((x) => x.p99Ms)) / median(p.alone.map((x) => x.p99Ms))),
  ),
);
console.log(`\nWorst p99 ratio during the storm: ${fmt(worst, 2)} (target: within 2)`);
