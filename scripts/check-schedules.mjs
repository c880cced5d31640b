// Imports real conference schedules with the built CLI and checks the counts it prints
// against what the schedules hold (the table of ../shared/data/README.md), then imports
// each again and checks that nothing new is created. Run by hand, not by npm test (the
// schedules are not part of the repository):
//   node scripts/check-schedules.mjs [folder]     (default: ../shared/data/schedules)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const folder = path.resolve(process.argv[2] ?? path.join(root, '../shared/data/schedules'));
const cli = path.join(root, 'apps/server/dist/atrium.js');

/** days, rooms, sessions (events), speakers (distinct persons) per file. */
const EXPECTED = {
  'fosdem-2020.schedule.xml': { days: 2, rooms: 35, sessions: 872, speakers: 841 },
  '36c3-fahrplan.schedule.json': { days: 4, rooms: 5, sessions: 162, speakers: 234 },
  'camp2019-frab.schedule.json': { days: 5, rooms: 2, sessions: 79, speakers: 90 },
  'rc3-2020-channels-pretalx.schedule.json': { days: 4, rooms: 5, sessions: 48, speakers: 56 },
  '38c3-hub-schedule2-example.json': { days: 4, rooms: 5, sessions: 2, speakers: 4 },
};

if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-schedules-'));
const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' };
const atrium = (...args) => execFileSync('node', [cli, ...args], { env, encoding: 'utf8' });

const count = (output, name) => Number(new RegExp(`^  ${name}: (\\d+)`, 'm').exec(output)?.[1]);
let failures = 0;
const rows = [];
try {
  for (const [file, expected] of Object.entries(EXPECTED)) {
    const source = path.join(folder, file);
    if (!existsSync(source)) {
      console.log(`${file}: not found in ${folder}, skipped`);
      continue;
    }
    const code = `S${rows.length + 1}`;
    atrium('platform', 'create', code, '--title', file, '--set', 'open=true', '--set', 'timeZone=Europe/Berlin');
    const started = performance.now();
    const output = atrium('import', 'schedule', '--platform', code, source);
    const wall = (performance.now() - started) / 1000;
    const got = Object.fromEntries(Object.keys(expected).map((k) => [k, count(output, k)]));
    const ok = Object.entries(expected).every(([k, v]) => got[k] === v);
    const again = atrium('import', 'schedule', '--platform', code, source);
    const idempotent = /sessions: \d+ \(0 created, \d+ updated\)/.test(again) && /speakers: \d+ \(0 new\)/.test(again);
    const importSeconds = Number(/ in (\d+\.\d) s:/.exec(output)?.[1]);
    if (!ok || !idempotent) failures++;
    rows.push({ file, ...got, importSeconds, wall, ok, idempotent });
    console.log(output.trim());
    console.log();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log('| file | days | rooms | sessions | speakers | import (s) | command (s) | counts | re-import |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.file} | ${r.days} | ${r.rooms} | ${r.sessions} | ${r.speakers} | ${r.importSeconds.toFixed(1)} | ${r.wall.toFixed(1)} | ${r.ok ? 'as expected' : 'WRONG'} | ${r.idempotent ? '0 created' : 'WRONG'} |`,
  );
}
process.exit(failures ? 1 : 0);
