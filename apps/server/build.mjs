// Bundles the server (with the contracts package) into dist/atrium.js; npm packages stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@atrium/'));

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [new URL('./src/cli/main.ts', import.meta.url).pathname],
  // dist/atrium.js, and beside it the chunks that load on use (the web server for `serve`, the
  // S3 client, the metrics...): a one-off command does not parse or run them.
  outdir: new URL('./dist', import.meta.url).pathname,
  entryNames: 'atrium',
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  // The migrations are copied next to the bundle (below); db/database.ts finds them from the bundle file.
  // The demo's video clips likewise (modules/seed/demo-media.routes.ts).
  define: {
    ATRIUM_BUNDLE_MIGRATIONS: JSON.stringify('./drizzle/'),
    ATRIUM_BUNDLE_MEDIA: JSON.stringify('./media/demo/'),
  },
});
cpSync(new URL('./drizzle', import.meta.url), new URL('./dist/drizzle', import.meta.url), { recursive: true });
cpSync(new URL('./media', import.meta.url), new URL('./dist/media', import.meta.url), { recursive: true });
