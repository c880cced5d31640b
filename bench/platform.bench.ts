import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, loadBenchOptions, serverEntry } from './src/built.ts';
import { startProcess, stopProcess } from './src/load.ts';
import { freshBenchDatabase } from './src/postgres.ts';
import { printVersusTable, type TVersusRow, versusBaseline } from './src/versus-baseline.ts';

const { seconds, rounds, connections } = loadBenchOptions();
ensureBuilt();

const rows: TVersusRow[] = [];
const targets: { name: string; env: Record<string, string> }[] = [{ name: 'PGlite (embedded)', env: {} }];
const pgUrl = await freshBenchDatabase();
if (pgUrl) targets.push({ name: 'PostgreSQL', env: { DATABASE_URL: pgUrl } });

for (const [index, target] of targets.entries()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const port = 3201 + index;
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'node',
    [serverEntry, 'serve'],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...target.env },
    `${base}/healthz`,
  );
  const settings = (await (await fetch(`${base}/api/platform/DEMO`)).json()) as { eventId: number };
  const paths = { settings: '/api/platform/DEMO', modules: `/api/platform/${settings.eventId}/modules` };
  rows.push(
    ...(await versusBaseline({
      database: target.name,
      base,
      paths: { 'GET /api/platform/{eventCode}': paths.settings, 'GET /api/platform/{id}/modules': paths.modules },
      dataDir,
      basePort: 3301 + index,
      connections,
      seconds,
      rounds,
    })),
  );
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}

printVersusTable(rows, { connections, rounds, seconds });
