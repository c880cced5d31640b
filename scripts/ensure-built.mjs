// Builds the web app and the server when their output is missing or older than the sources,
// so that `npm ci && npm start` works on a fresh clone and after a pull.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
    execSync(command, { cwd: root, stdio: 'pipe', encoding: 'utf8' });
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

const contracts = ['packages/contracts/src'];
if (
  stale('apps/web/dist/index.html', ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', ...contracts])
) {
  console.error('Building the web app…');
  build('npm run build -w apps/web');
}
if (stale('apps/server/dist/atrium.js', ['apps/server/src', 'apps/server/drizzle', ...contracts])) {
  console.error('Building the server…');
  build('npm run build -w apps/server');
}
