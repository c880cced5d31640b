// Reactions on the stage (issue 30, "Figure"): V viewers in one live session's group and, in the
// same run against the same server, (1) chat as the hub bench measures it (R messages a second
// posted, each delivered to every viewer) and (2) reactions: S of the viewers sending 1,000
// reactions a second in all. For each: server CPU (share of one core, /proc/<pid>/stat) and frames
// delivered per second; for reactions also the frames each viewer got per second (the hub sends at
// most one REACTIONS per session per 250 ms) and whether the counts they carried add up to what
// was sent. The server is pinned to core 0, this process (the load generator) to core 1.
// Usage: npm run reactions -w bench [-- --viewers 5000 --senders 400 --reactions 1000 --chat 20 --seconds 10]
// Needs PostgreSQL (BENCH_PG_ADMIN_URL); BENCH_PORT and BENCH_HUB_DB choose the ports and database.
import { execSync, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { REACTION_KINDS } from '@atrium/contracts';
import { ensureBuilt } from './src/built.ts';
import type { BenchClient } from './src/hub-clients.ts';
import { fanOut, POSTERS } from './src/hub-measure.ts';
import { crowd, hubSessionId, log, otherLoad, prepareHub, quiet, startServer, stopServer } from './src/hub-servers.ts';
import { fmt, median } from './src/load.ts';
import { cpuMs } from './src/proc.ts';

const { values } = parseArgs({
  options: {
    viewers: { type: 'string', default: '5000' },
    senders: { type: 'string', default: '400' },
    reactions: { type: 'string', default: '1000' },
    chat: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '10' },
  },
});
const VIEWERS = Number(values.viewers);
const SENDERS = Number(values.senders);
const REACTIONS = Number(values.reactions);
const CHAT_RATE = Number(values.chat);
const SECONDS = Number(values.seconds);
const DRAIN_MS = 1500;

if (!process.env.BENCH_PINNED) {
  const args = process.argv
    .slice(2)
    .map((a) => `'${a}'`)
    .join(' ');
  const child = spawn(
    'bash',
    [
      '-c',
      `ulimit -n $(ulimit -Hn); exec taskset -c 1 '${process.execPath}' --import tsx '${import.meta.filename}' ${args}`,
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => {});
}
log(`load generator: ${execSync(`taskset -p ${process.pid}`).toString().trim()}; server on core 0`);
ensureBuilt();
await prepareHub(POSTERS + VIEWERS);
const server = await startServer('hub');

const REACTIONS_PREFIX = Buffer.from('42["REACTIONS"');
const HUB_ERROR_PREFIX = Buffer.from('42["HUB_ERROR"');
const startsWith = (p: Buffer, prefix: Buffer) =>
  p.length >= prefix.length && p.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

try {
  const posters = await crowd(server, 0, POSTERS);
  const t = performance.now();
  const viewers = await crowd(server, POSTERS, VIEWERS);
  log(`${VIEWERS} viewers joined in ${fmt((performance.now() - t) / 1000, 1)} s`);
  await sleep(2000);

  // (1) Chat, as the hub bench: every message to every viewer.
  const chat = await fanOut(server, posters.clients, viewers.clients, CHAT_RATE, SECONDS);
  const chatWall = SECONDS + chat.drainMs / 1000;

  // (2) Reactions: senders spread the rate among them (each within its bucket), every 10 ms.
  const sessionId = hubSessionId();
  const frames = new Uint32Array(VIEWERS);
  let carried = 0;
  let refused = 0;
  const sample = 100; // the viewers whose frames' counts are added up (parsing all would load the generator)
  viewers.clients.forEach((client: BenchClient, i) => {
    client.onEvent = (p) => {
      if (startsWith(p, REACTIONS_PREFIX)) {
        frames[i] = (frames[i] as number) + 1;
        const counts = i < sample ? /"counts":\{([^}]*)\}/.exec(p.toString())?.[1] : undefined;
        if (counts) for (const m of counts.matchAll(/:(\d+)/g)) carried += Number(m[1]);
      } else if (startsWith(p, HUB_ERROR_PREFIX)) refused++;
    };
  });
  const senders = viewers.clients.slice(0, SENDERS);
  await quiet(server.pid);
  const others = otherLoad(server.pid);
  const cpu0 = cpuMs(server.pid);
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  const total = REACTIONS * SECONDS;
  const perTick = REACTIONS / 100;
  let sent = 0;
  for (let tick = 0; sent < total; tick++) {
    const wait = t0 + tick * 10 - performance.now();
    if (wait > 1) await sleep(wait);
    for (let k = 0; k < perTick && sent < total; k++, sent++) {
      const kind = REACTION_KINDS[sent % REACTION_KINDS.length];
      (senders[sent % senders.length] as BenchClient).emit('SEND_REACTION', { sessionId, kind });
    }
  }
  const sentIn = performance.now() - t0;
  await sleep(DRAIN_MS);
  const wall = (performance.now() - t0) / 1000;
  const cpu = (cpuMs(server.pid) - cpu0) / 1000 / wall;
  const gen = process.cpuUsage(gen0);
  const perViewer = [...frames].map((n) => n / wall);
  const delivered = frames.reduce((a, b) => a + b, 0);
  const row = {
    viewers: VIEWERS,
    senders: SENDERS,
    sentRate: (sent * 1000) / sentIn,
    refused,
    serverCpu: cpu,
    generatorCpu: (gen.user + gen.system) / 1000 / (wall * 1000),
    otherCpu: others(),
    framesPerSecond: delivered / wall,
    perViewerMedian: median(perViewer),
    perViewerMax: Math.max(...perViewer),
    countsPerSampledViewer: carried / sample,
    expectedCounts: sent - refused,
    drops: viewers.clients.filter((c) => c.closed).length,
  };
  const chatRow = {
    rate: CHAT_RATE,
    serverCpu: chat.serverCpu,
    framesPerSecond: chat.delivered / chatWall,
    delivered: chat.delivered,
    expected: chat.expected,
    otherCpu: chat.otherCpu,
  };
  log('reactions', JSON.stringify(row));
  log('chat', JSON.stringify(chatRow));
  console.log(
    [
      `| ${VIEWERS} viewers, ${SECONDS} s | server CPU (one core) | frames delivered/s | frames per viewer/s |`,
      '|---|---:|---:|---:|',
      `| chat, ${CHAT_RATE} messages/s | ${fmt(chatRow.serverCpu * 100)} % | ${fmt(chatRow.framesPerSecond)} | ${fmt(chatRow.framesPerSecond / VIEWERS, 1)} |`,
      `| reactions, ${fmt(row.sentRate)}/s from ${SENDERS} senders | ${fmt(row.serverCpu * 100)} % | ${fmt(row.framesPerSecond)} | ${fmt(row.perViewerMedian, 2)} (max ${fmt(row.perViewerMax, 2)}) |`,
      '',
      `reactions counted per sampled viewer: ${fmt(row.countsPerSampledViewer)} of ${row.expectedCounts} accepted (${row.refused} refused); chat delivered ${chatRow.delivered}/${chatRow.expected};`,
      `other processes: ${fmt(row.otherCpu * 100)} % (reactions), ${fmt(chatRow.otherCpu * 100)} % (chat) of a core; generator ${fmt(row.generatorCpu * 100)} %; viewers dropped: ${row.drops}`,
    ].join('\n'),
  );
  for (const c of [...posters.clients, ...viewers.clients]) c.close();
} finally {
  await stopServer(server);
}
process.exit(0);
