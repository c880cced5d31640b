// Assembles the release folder: what the container image holds and what any machine runs with
// `node apps/server/dist/atrium.js serve` (README: Running in production). The Dockerfile calls it,
// and apps/server/src/ops/release.test.ts calls it and starts the result from a clean environment.
//
//   node scripts/release.mjs <folder>
//
// The folder mirrors the repository's layout, so that every package resolves from where the
// lock file placed it (some of the server's dependencies are nested under apps/server/node_modules):
//   apps/server/dist/   the server bundle and its SQL migrations (drizzle/)
//   apps/web/dist/      the built web app, found next to the bundle
//   node_modules/, apps/server/node_modules/   the server's production dependencies only, installed
//                       by `npm ci --omit=dev` from the repository's own lock file
//   package.json, package-lock.json and each workspace's package.json (what npm ci reads)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = process.argv[2];
if (!target) {
  console.error('usage: node scripts/release.mjs <folder>');
  process.exit(2);
}
const out = path.resolve(target);
if (out === root || root.startsWith(`${out}${path.sep}`)) {
  console.error(`refusing to assemble the release into ${out}: it holds the sources`);
  process.exit(2);
}

// The web app and the server, built when missing or older than their sources.
execFileSync(process.execPath, [path.join(root, 'scripts/ensure-built.mjs')], { stdio: 'inherit' });

const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const copy = (from, to = from) => cpSync(path.join(root, from), path.join(out, to), { recursive: true });

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
copy('package.json');
copy('package-lock.json');
for (const workspace of rootPackage.workspaces) copy(path.join(workspace, 'package.json'));
copy('apps/server/dist');
copy('apps/web/dist');

execFileSync(
  'npm',
  [
    'ci',
    '--omit=dev',
    '--workspace=apps/server',
    '--include-workspace-root=false',
    // No package the server needs at run time builds anything at install (sharp ships its
    // binaries as packages); the release check starts what this installs.
    '--ignore-scripts',
    '--prefer-offline',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ],
  { cwd: out, stdio: 'inherit' },
);

const bundle = path.join(out, 'apps/server/dist/atrium.js');
for (const needed of [bundle, path.join(out, 'apps/server/dist/drizzle'), path.join(out, 'apps/web/dist/index.html')]) {
  if (!existsSync(needed)) throw new Error(`the release lacks ${path.relative(out, needed)}`);
}
const migrations = readdirSync(path.join(out, 'apps/server/dist/drizzle')).filter((f) => f.endsWith('.sql'));
console.error(
  `Release in ${out}: ${migrations.length} migrations; start it with: node apps/server/dist/atrium.js serve`,
);
