import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuilt, serverEntry, startBuiltServer } from './src/built.ts';
import { fmt, median } from './src/load.ts';
import { cpuMs, rssBytes } from './src/proc.ts';

/**
 * Uploads through the local storage's signed address (issue 12), same machine, same run:
 * - one large file (default 1 GiB) sent by curl to Atrium's upload address, against curl sending
 *   the same file to a bare Node server that only streams the body to a file on the same disk;
 *   throughput per round and the server's peak resident memory while it receives (sampled every
 *   20 ms), at the large size and at a tenth of it (memory must not grow with the file);
 * - `--concurrent` uploads (default 50) of `--each` MiB (default 20) at once through the whole
 *   flow (token, PUT, register), each read back and compared by SHA-256.
 * npm run upload -w bench -- --mib 1024 --rounds 3 --concurrent 50 --each 20
 */
const { values } = parseArgs({
  options: {
    mib: { type: 'string', default: '1024' },
    rounds: { type: 'string', default: '3' },
    concurrent: { type: 'string', default: '50' },
    each: { type: 'string', default: '20' },
  },
});
const MIB = 1024 * 1024;
const largeMiB = Number(values.mib);
const rounds = Number(values.rounds);
const concurrent = Number(values.concurrent);
const eachMiB = Number(values.each);
ensureBuilt();

const work = mkdtempSync(path.join(tmpdir(), 'atrium-upload-bench-'));

/** A file of `mib` MiB of random bytes (one random MiB, varied per block so no block repeats). */
function makeFile(name: string, mib: number): string {
  const file = path.join(work, name);
  const fd = openSync(file, 'w');
  const block = randomBytes(MIB);
  for (let i = 0; i < mib; i++) {
    block.writeUInt32LE(i, 0);
    writeSync(fd, block);
  }
  closeSync(fd);
  return file;
}

/** curl sends a file with PUT; answers the seconds it took (curl's own timing) and the status. */
function curlPut(url: string, file: string): { seconds: number; status: number } {
  const out = execFileSync('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', '-T', file, url], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  const [status, seconds] = out.trim().split(' ');
  return { status: Number(status), seconds: Number(seconds) };
}

/** Samples a process's resident memory until stopped; answers the peak. */
function sampleRss(pid: number) {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      // gone
    }
  }, 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

// The baseline: a bare Node server in a process of its own that writes the body to disk, with
// the same 1 MiB write buffer as the product's local storage.
const bareDir = path.join(work, 'bare');
const bareScript = `
const http = require('node:http'); const fs = require('node:fs'); const { pipeline } = require('node:stream/promises');
let n = 0;
http.createServer(async (req, res) => {
  const file = ${JSON.stringify(bareDir)} + '/' + (n++) + '.bin';
  try { await pipeline(req, fs.createWriteStream(file, { highWaterMark: 1 << 20 })); res.end('ok'); fs.rm(file, () => {}); }
  catch (e) { res.statusCode = 500; res.end(String(e)); }
}).listen(3242, '127.0.0.1', () => process.send && process.send('ready'));
`;
execFileSync('mkdir', ['-p', bareDir]);
const bare = spawn(process.execPath, ['-e', bareScript], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
await new Promise((resolve) => bare.once('message', resolve));

const server = await startBuiltServer(3241, { RATE_LIMITS: 'off' });
const { base } = server;
const atrium = (args: string[]) =>
  execFileSync(process.execPath, [serverEntry, ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  });
atrium(['platform', 'settings', 'DEMO', '--set', `submit.maxUploadMegabytes=${Math.max(largeMiB + 1, 500)}`]);

const { eventId } = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
const signIn = await fetch(`${base}/connect/token`, {
  method: 'POST',
  body: new URLSearchParams({
    grant_type: 'password',
    username: 'submitter@demo.atrium.test',
    password: 'demo-password',
    platform_id: String(eventId),
  }),
});
const { access_token: token } = (await signIn.json()) as { access_token: string };
const api = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
};
const list = (await api('GET', `/api/v2/platform/${eventId}/submit/presentations`)) as {
  id: number;
  record: boolean;
  publish: boolean;
  declareConflictOfInterest: boolean;
}[];
const presentation = list[0] as (typeof list)[number];
const pres = `/api/v2/platform/${eventId}/submit/presentations/${presentation.id}`;
if (presentation.record) await api('PUT', `${pres}/authoriserecord?value=true`);
if (presentation.publish) await api('PUT', `${pres}/authorisepublish?value=true`);
if (presentation.declareConflictOfInterest) await api('PUT', `${pres}/conflictofinterest?value=false`);
const tokenFor = (name: string, size: number) =>
  api('GET', `${pres}/token?type=other&orgFileName=${encodeURIComponent(name)}&size=${size}`) as Promise<{
    sasUri: string;
    blobUri: string;
  }>;

console.log(
  `Large upload: ${largeMiB} MiB, ${rounds} rounds, curl to Atrium's signed address vs curl to a bare Node stream.`,
);
const sizes = [Math.max(1, Math.round(largeMiB / 10)), largeMiB];
const rows: string[] = [];
for (const mib of sizes) {
  const file = makeFile(`large-${mib}.bin`, mib);
  const atriumSeconds: number[] = [];
  const bareSeconds: number[] = [];
  const peaks: number[] = [];
  const growths: number[] = [];
  const atriumCpu: number[] = [];
  const bareCpu: number[] = [];
  const bareRound = () => {
    const cpu = cpuMs(bare.pid as number);
    const sent = curlPut('http://127.0.0.1:3242/upload', file);
    bareCpu.push(cpuMs(bare.pid as number) - cpu);
    if (sent.status !== 200) throw new Error(`bare server answered ${sent.status}`);
    bareSeconds.push(sent.seconds);
  };
  const atriumRound = async (round: number) => {
    const name = `large-${mib}-${round}.bin`;
    const t = await tokenFor(name, mib * MIB);
    const before = rssBytes(server.pid);
    const stop = sampleRss(server.pid);
    const cpu = cpuMs(server.pid);
    const sent = curlPut(`${base}${t.sasUri}`, file);
    atriumCpu.push(cpuMs(server.pid) - cpu);
    const peak = stop();
    if (sent.status !== 200) throw new Error(`Atrium answered ${sent.status}`);
    peaks.push(peak);
    growths.push(peak - before);
    atriumSeconds.push(sent.seconds);
    await api('PUT', `${pres}?type=other`, { blobUri: t.blobUri });
    // Removed at once through the product, as the bare server removes its copy.
    await api('DELETE', `${pres}?type=other&orgFileName=${encodeURIComponent(name)}`);
  };
  // Alternating who goes first: the disk's write-back of one run must not land on the same side.
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      bareRound();
      await atriumRound(round);
    } else {
      await atriumRound(round);
      bareRound();
    }
  }
  rmSync(file);
  const a = median(atriumSeconds);
  const b = median(bareSeconds);
  rows.push(
    `| ${fmt(mib)} MiB | ${fmt(mib / a)} MiB/s | ${fmt(mib / b)} MiB/s | ${fmt(a / b, 2)}× | ${fmt(median(peaks) / MIB)} MiB | ${fmt(median(growths) / MIB, 1)} MiB (max ${fmt(Math.max(...growths) / MIB, 1)}) | ${fmt(median(atriumCpu))} / ${fmt(median(bareCpu))} ms |`,
  );
}
console.log(
  '| file | Atrium (median) | bare Node stream (median) | Atrium time / bare time | server peak RSS while receiving | its growth during the upload | server CPU, Atrium / bare |',
);
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

// Many at once: the whole flow, each file read back and checked.
console.log(`\n${concurrent} concurrent uploads of ${eachMiB} MiB (token, PUT, register, read back):`);
const payloads = Array.from({ length: concurrent }, () => randomBytes(eachMiB * MIB));
const stop = sampleRss(server.pid);
const started = performance.now();
const results = await Promise.allSettled(
  payloads.map(async (bytes, i) => {
    const t = await tokenFor(`many-${i}.bin`, bytes.length);
    const put = await fetch(`${base}${t.sasUri}`, { method: 'PUT', body: bytes });
    if (put.status !== 200) throw new Error(`PUT ${put.status}`);
    const registered = (await api('PUT', `${pres}?type=other`, { blobUri: t.blobUri })) as {
      files: { name: string; uri: string }[];
    };
    const file = registered.files.find((f) => f.name === `many-${i}.bin`);
    if (!file) throw new Error('not registered');
    const back = Buffer.from(await (await fetch(`${base}${file.uri}`)).arrayBuffer());
    const same = createHash('sha256').update(back).digest('hex') === createHash('sha256').update(bytes).digest('hex');
    if (!same) throw new Error('corrupted');
  }),
);
const elapsed = (performance.now() - started) / 1000;
const peak = stop();
const failed = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
console.log(
  `completed ${concurrent - failed.length}/${concurrent}, corrupted or failed ${failed.length}, ${fmt(elapsed, 1)} s, ${fmt((concurrent * eachMiB) / elapsed)} MiB/s in, server peak RSS ${fmt(peak / MIB)} MiB`,
);
for (const f of failed.slice(0, 5)) console.log(`  ${String(f.reason)}`);

await server.stop();
bare.kill();
rmSync(work, { recursive: true, force: true });
