// Builds the web app and the server when their output is missing or older than the sources,
// so that `npm ci && npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

/**
 * Runs a build quietly (its size and timing notes read like failures to a newcomer); shows all on
 * failure. Everything this script says goes to stderr: `npm run -s atrium -- event export … > file`
 * must write only the command's own output.
 */
function build(command) {
  try {
    // A production build whoever asks: a test runner's NODE_ENV=test would otherwise reach the
    // service worker's build, which then bundles Workbox's development code.
    execSync(command, { cwd: root, stdio: 'pipe', encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  } catch (error) {
    process.stderr.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    throw error;
  }
}

function stale(output, sources) {
  const out = path.join(root, output);
  return !existsSync(out) || statSync(out).mtimeMs < newest(sources);
}

/**
 * One build at a time: two callers at once (tests that start the built server, in parallel on a
 * fresh clone) would otherwise both empty and write the same dist folders. The lock is a folder
 * (created atomically) holding its owner's pid; one whose owner is gone is taken over.
 */
const lock = path.join(root, 'node_modules', '.atrium-build-lock');
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
for (;;) {
  try {
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    let owner = 0;
    try {
      owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // being written: wait
    }
    // A lock without a pid for long was left between its two steps by a process that died.
    const orphan = !owner && existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 10_000;
    if ((owner && !alive(owner)) || orphan) rmSync(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  const contracts = ['packages/contracts/src'];
  if (
    stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...contracts])
  ) {
    console.error('Building the web app…');
    build('npm run build -w apps/web');
  }
  if (
    stale('apps/server/dist/atrium.js', ['apps/server/src', 'apps/server/drizzle', 'apps/server/media', ...contracts])
  ) {
    console.error('Building the server…');
    build('npm run build -w apps/server');
  }
} finally {
  rmSync(lock, { recursive: true, force: true });
}
