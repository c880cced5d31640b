// The browsing lists (issue 13) at 100 connections, each against a bare Fastify route sending the
// same bytes, in alternating rounds of one run, on PGlite and, when it answers, PostgreSQL: a
// ~1,000-session generated schedule imported (the on-demand list: first page, a deep page, a
// search, three filters together; live now; the on-demand home) and the demo event's 647 posters
// (the poster list, first page and a search).
// Usage: npm run browse -w bench [-- --seconds 5 --rounds 3 --rooms 60 --days 2]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importBenchEvent, parisToday, startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, loadBenchOptions } from './src/built.ts';
import { generateSchedule } from './src/generate-schedule.ts';
import { freshBenchDatabase } from './src/postgres.ts';
import { printVersusTable, type TVersusRow, versusBaseline } from './src/versus-baseline.ts';

const { seconds, rounds, connections, values } = loadBenchOptions({
  rooms: { type: 'string', default: '60' },
  days: { type: 'string', default: '2' },
});
ensureBuilt();

const today = parisToday();
const scheduleDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-schedule-'));
const scheduleFile = path.join(scheduleDir, 'congress.schedule.json');
writeFileSync(scheduleFile, generateSchedule({ rooms: Number(values.rooms), days: Number(values.days), start: today }));

const rows: TVersusRow[] = [];
const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite (embedded)', env: {} }];
const pgUrl = await freshBenchDatabase();
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });

for (const [index, target] of targets.entries()) {
  const server = await startBenchServer(3261 + index, { SEED_DEMO: 'true', RATE_LIMITS: 'off', ...target.env });
  const { base, dataDir } = server;
  console.log(importBenchEvent(server, scheduleFile).report);
  const id = ((await (await fetch(`${base}/api/platform/BENCH`)).json()) as { eventId: number }).eventId;
  const demo = ((await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number }).eventId;
  const filters = (await (await fetch(`${base}/api/platform/${id}/sessions/filters`)).json()) as {
    rooms: { id: number; name: string }[];
  };
  const vod = (await (await fetch(`${base}/api/platform/${id}/sessions?page=1`)).json()) as {
    total: number;
    items: { theme: string; type: string; roomName: string }[];
  };
  // Three filters that some sessions match: those of the list's first session.
  const sample = vod.items[0] as { theme: string; type: string; roomName: string };
  const sampleRoom = filters.rooms.find((r) => r.name === sample.roomName)?.id ?? 0;
  const deepPage = Math.max(1, Math.floor(vod.total / 25 / 2));
  const list = `/api/platform/${id}/sessions`;
  const paths: Record<string, string> = {
    'GET /sessions?page=1 (on demand)': `${list}?page=1`,
    [`GET /sessions?page=${deepPage} (on demand, deep)`]: `${list}?page=${deepPage}`,
    'GET /sessions?search= (on demand)': `${list}?page=1&search=${encodeURIComponent('security')}`,
    'GET /sessions?theme&type&room': `${list}?page=1&theme=${encodeURIComponent(sample.theme)}&type=${encodeURIComponent(sample.type)}&room=${sampleRoom}`,
    'GET /sessions?live=true': `${list}?page=1&live=true`,
    'GET /sessions/homevod': `/api/platform/${id}/sessions/homevod`,
    'GET /sessions?poster=true (647 posters)': `/api/platform/${demo}/sessions?page=1&poster=true`,
    'GET /sessions?poster=true&search=': `/api/platform/${demo}/sessions?page=1&poster=true&search=${encodeURIComponent('imaging')}`,
  };
  rows.push(
    ...(await versusBaseline({
      database: target.name,
      base,
      paths,
      dataDir,
      basePort: 3361 + index,
      connections,
      seconds,
      rounds,
    })),
  );
  await server.stop();
}
rmSync(scheduleDir, { recursive: true, force: true });
printVersusTable(rows, { connections, rounds, seconds });
