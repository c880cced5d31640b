// The programme endpoints at 100 connections with a ~1,000-session, 60-room programme
// imported, each against a bare Fastify route sending the same bytes (plain, and gzipped for
// the big answers), in alternating rounds of one run; on PGlite and, when it answers,
// PostgreSQL. Also times the import through the running server's command channel (PGlite)
// or directly (PostgreSQL), and the first answer after it.
// Usage: npm run programme -w bench [-- --seconds 5 --rounds 3 --rooms 60 --days 2]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importBenchEvent, parisToday, startBenchServer } from './src/bench-server.ts';
import { ensureBuilt, loadBenchOptions } from './src/built.ts';
import { generateSchedule } from './src/generate-schedule.ts';
import { fmt } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';
import { printVersusTable, type TVersusRow, versusBaseline } from './src/versus-baseline.ts';

const { seconds, rounds, connections, values } = loadBenchOptions({
  rooms: { type: 'string', default: '60' },
  days: { type: 'string', default: '2' },
});
ensureBuilt();

// Today in Paris, so that some sessions are live while the bench runs.
const today = parisToday();
const scheduleDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-schedule-'));
const scheduleFile = path.join(scheduleDir, 'congress.schedule.json');
writeFileSync(scheduleFile, generateSchedule({ rooms: Number(values.rooms), days: Number(values.days), start: today }));

const rows: TVersusRow[] = [];
const imports: { database: string; lines: string; seconds: number; firstCalendarMs: number }[] = [];
const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite (embedded)', env: {} }];
const pgUrl = await freshBenchDatabase();
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });

for (const [index, target] of targets.entries()) {
  const server = await startBenchServer(3221 + index, target.env);
  const { base, dataDir } = server;
  const { report, seconds } = importBenchEvent(server, scheduleFile);
  console.log(report);

  const settings = (await (await fetch(`${base}/api/platform/BENCH`)).json()) as { eventId: number };
  const id = settings.eventId;
  // The first answer after the import builds the programme from the database.
  const cold = performance.now();
  await (await fetch(`${base}/api/platform/${id}/sessions/calendar`)).arrayBuffer();
  imports.push({ database: target.name, lines: report.trim(), seconds, firstCalendarMs: performance.now() - cold });
  const all = (await (await fetch(`${base}/api/v2/platform/${id}/programme/`)).json()) as {
    sessions: { id: number; theme: string; roomId: number }[];
  };
  const first = all.sessions[0] as { id: number; theme: string; roomId: number };
  const calendarPath = `/api/platform/${id}/sessions/calendar`;
  const dayPath = `/api/v2/platform/${id}/programme/${encodeURIComponent(`date=${today}`)}`;
  const paths: Record<string, string> = {
    'GET /sessions/calendar (all days)': calendarPath,
    'GET /sessions/calendar (all days), gzip': calendarPath,
    'GET /programme/{date} (one day)': dayPath,
    'GET /programme/{date} (one day), gzip': dayPath,
    'GET /programme/{date, theme, room}': `/api/v2/platform/${id}/programme/${encodeURIComponent(`date=${today}&theme=${first.theme}&room=${first.roomId}`)}`,
    'GET /sessions/filters': `/api/platform/${id}/sessions/filters`,
    'GET /programme/{sessionId} (detail)': `/api/v2/platform/${id}/programme/${first.id}`,
  };
  rows.push(
    ...(await versusBaseline({
      database: target.name,
      base,
      paths,
      dataDir,
      basePort: 3321 + index,
      connections,
      seconds,
      rounds,
    })),
  );
  await server.stop();
}
rmSync(scheduleDir, { recursive: true, force: true });

console.log(`\nImport of the generated schedule (command wall time, including the CLI's start):\n`);
for (const i of imports)
  console.log(
    `- ${i.database}: ${i.seconds.toFixed(1)} s (${i.lines.split('\n').slice(1).join(';').replace(/\s+/g, ' ').trim()}); first calendar answer after it ${fmt(i.firstCalendarMs)} ms`,
  );
printVersusTable(rows, { connections, rounds, seconds });
