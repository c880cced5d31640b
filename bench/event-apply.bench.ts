// Applying an event file at congress size (issue 15): a generated file of 200 sponsors with their
// stands (staff, hotspots, links, two documents each, stored from beside the file), 2,000 people
// and a 1,000-session programme with 3,000 presentations (src/generate-event-file.ts), applied
// to a new event on PGlite (on disk, as `atrium serve` keeps it) and on PostgreSQL (a fresh
// database on the local server). Each run times the first apply (everything created) and a
// second apply of the same file (nothing to change), and the dry run of that file; the figures
// are medians of the runs, with the longest a query beside each apply waited and the longest the
// event loop gave no turn. A bench, not a test: it prints figures and asserts nothing.
// Usage: npm run event-apply -w bench [-- --runs 3 --db pglite|postgres --sponsors 200 --people 2000 --sessions 1000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEventFile } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { type AppContext, createContext } from '../apps/server/src/context.ts';
import { migrate, openDatabase } from '../apps/server/src/db/database.ts';
import { platforms } from '../apps/server/src/db/schema.ts';
import { generateEventFile } from './src/generate-event-file.ts';
import { fmt, median } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    db: { type: 'string', default: 'all' },
    sponsors: { type: 'string', default: '200' },
    people: { type: 'string', default: '2000' },
    sessions: { type: 'string', default: '1000' },
  },
});
const RUNS = Number(values.runs);
const size = { sponsors: Number(values.sponsors), people: Number(values.people), sessions: Number(values.sessions) };

const { file, files } = generateEventFile({ ...size, start: '2026-05-04' });
const readFile = async (relPath: string) => {
  const bytes = files.get(relPath);
  if (!bytes) throw new Error(`no file ${relPath}`);
  return bytes;
};
// The schema check alone (apply's first step), to tell it from the database's part.
const parseTimes = Array.from({ length: 5 }, () => {
  const start = performance.now();
  parseEventFile(file);
  return performance.now() - start;
});
const presentations = (file.programme?.sessions ?? []).reduce((n, s) => n + (s.presentations?.length ?? 0), 0);
console.log(
  `Event file: ${fmt(size.sponsors)} sponsors, ${fmt(file.people?.length ?? 0)} people, ${fmt(size.sessions)} sessions, ${fmt(presentations)} presentations, ${files.size} documents; ${fmt(JSON.stringify(file).length / 1e6, 1)} MB of JSON; the schema check alone ${fmt(median(parseTimes))} ms (median of 5)`,
);

interface TRun {
  first: number;
  again: number;
  dryRun: number;
  /** The longest a query beside the first and the second apply waited. */
  firstWait: number;
  againWait: number;
  /** The longest the event loop gave no turn (a timer due every 5 ms fired that late) during the first and the second apply. */
  firstStall: number;
  againStall: number;
  /** What the second apply reported, per section: created/updated/removed/unchanged. */
  summary: string;
}

/** `people 0/0/0/2000`: created, updated, removed, unchanged per section of an apply's report. */
function summary(report: unknown): string {
  const sections = (report as { sections: Record<string, Record<string, unknown[]>> }).sections;
  return Object.entries(sections)
    .map(
      ([name, s]) => `${name} ${[s.created, s.updated, s.removed, s.unchanged].map((l) => l?.length ?? 0).join('/')}`,
    )
    .join(', ');
}

type Db = AppContext['db'];

/**
 * Times `what`, and meanwhile asks the database `SELECT 1` 20 ms after each answer, as another
 * request in the same process would: `worstWait` is the longest from when a query was due to its
 * answer, so it counts both the database's wait (on PGlite, one connection, the apply's
 * transaction holds every other query until it ends) and the process's own busy stretches.
 */
const time = async (db: Db, what: () => Promise<unknown>) => {
  let done = false;
  let worstWait = 0;
  // What the rest of the process sees (hub heartbeats, cached answers, files): how late a timer fires.
  let worstStall = 0;
  const ticker = (async () => {
    while (!done) {
      const due = performance.now() + 5;
      await new Promise((resolve) => setTimeout(resolve, 5));
      worstStall = Math.max(worstStall, performance.now() - due);
    }
  })();
  const probe = (async () => {
    let due = performance.now();
    while (!done) {
      await db.execute(sql`SELECT 1`);
      const answered = performance.now();
      worstWait = Math.max(worstWait, answered - due);
      due = answered + 20;
      await new Promise((resolve) => setTimeout(resolve, 20));
      // A timer that fires late is a process too busy to answer anyone meanwhile.
      worstWait = Math.max(worstWait, performance.now() - due);
    }
  })();
  const start = performance.now();
  const result = await what();
  const ms = performance.now() - start;
  done = true;
  await Promise.all([probe, ticker]);
  return { ms, worstWait, worstStall, result };
};

/** One run: a new event on a fresh context, the file applied twice, then checked (dry run). */
async function oneRun(target: { name: string; url?: string }, run: number): Promise<TRun> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-event-apply-'));
  const database = await openDatabase(target.url ? { url: target.url } : { pgliteDir: path.join(dataDir, 'db') });
  let ctx: AppContext | undefined;
  try {
    await migrate(database);
    ctx = await createContext(
      { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), rateLimits: false },
      database,
    );
    const code = `APPLY${run}`;
    const [row] = await database.db
      .insert(platforms)
      .values({ code, settings: { eventTitle: 'Bench' } })
      .returning({ id: platforms.id });
    const platformId = row?.id as number;
    const { eventFile } = ctx;
    const first = await time(database.db, () => eventFile.applyEvent(platformId, file, { readFile }));
    const again = await time(database.db, () => eventFile.applyEvent(platformId, file, { readFile }));
    const dryRun = await time(database.db, () => eventFile.applyEvent(platformId, file, { readFile, dryRun: true }));
    console.log(
      `${target.name} run ${run + 1}: first apply ${fmt(first.ms)} ms (a query beside it waited up to ${fmt(first.worstWait)} ms, the event loop up to ${fmt(first.worstStall)} ms), again ${fmt(again.ms)} ms (${fmt(again.worstWait)} ms, ${fmt(again.worstStall)} ms), dry run ${fmt(dryRun.ms)} ms`,
    );
    return {
      first: first.ms,
      again: again.ms,
      dryRun: dryRun.ms,
      firstWait: first.worstWait,
      againWait: again.worstWait,
      firstStall: first.worstStall,
      againStall: again.worstStall,
      summary: summary(again.result),
    };
  } finally {
    if (ctx) await ctx.close();
    else await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const targets: { name: string; url?: string }[] = [];
if (values.db === 'all' || values.db === 'pglite') targets.push({ name: 'PGlite' });
if (values.db === 'all' || values.db === 'postgres') {
  const url = await freshBenchDatabase('atrium_event_apply_bench');
  if (url) targets.push({ name: 'PostgreSQL', url });
}

const lines: string[] = [];
for (const target of targets) {
  const runs: TRun[] = [];
  for (let run = 0; run < RUNS; run++) {
    // PostgreSQL: every run in a database of its own, as PGlite's runs are.
    const url = target.url && run > 0 ? await freshBenchDatabase('atrium_event_apply_bench') : target.url;
    runs.push(await oneRun({ ...target, url: url ?? undefined }, run));
  }
  console.log(`${target.name}, second apply (created/updated/removed/unchanged): ${runs.at(-1)?.summary}`);
  const m = (pick: (r: TRun) => number) => fmt(median(runs.map(pick)));
  lines.push(
    `| ${target.name} | ${RUNS} | ${m((r) => r.first)} | ${m((r) => r.again)} | ${m((r) => r.dryRun)} | ${m((r) => r.firstWait)} / ${m((r) => r.againWait)} | ${m((r) => r.firstStall)} / ${m((r) => r.againStall)} |`,
  );
}

console.log(
  '\n| database | runs | first apply, ms (median) | same file again, ms | dry run, ms | longest wait of a query beside the first / second apply, ms | longest the event loop waited, first / second apply, ms |',
);
console.log('|---|---|---|---|---|---|---|');
for (const line of lines) console.log(line);
