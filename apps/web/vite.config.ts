import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The Atrium server the dev server forwards API, identity, hub and file calls to. */
const devServer = process.env.ATRIUM_DEV_SERVER ?? 'http://localhost:3000';

/** Anything below these prefixes belongs to the server; every other path is the SPA. */
const proxied = ['api', 'connect', '\\.well-known', 'files'];

/**
 * Vendor groups shared by every route chunk. Rolldown's `codeSplitting.groups` is the
 * Vite 8 successor of Rollup's `manualChunks` (which Vite 8 still accepts but deprecates).
 * Only the libraries every screen needs are grouped; MUI components stay in the route
 * chunks that use them so the login page does not download the drawer, dialogs or menus.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  {
    // The styling engine and the few MUI components every screen renders.
    name: 'vendor-mui',
    test: /[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|private-theming)|@emotion|stylis|hoist-non-react-statics|@mui[\\/]material[\\/](styles|colors|transitions|Typography|ButtonBase|Button|SvgIcon|Paper|Box|CssBaseline|GlobalStyles|CircularProgress|utils))[\\/]/,
    priority: 20,
  },
  { name: 'vendor-data', test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/, priority: 10 },
  // zod comes with the contracts' route table, which the first screen does not load.
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
];

/**
 * Writes .gz and .br next to every text asset, so the server (which serves pre-compressed
 * files when the browser accepts them) never compresses on the fly.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'atrium-precompress',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contracts package only declares values (schemas, routes, constants, pure rules)
        // and zod builders have no side effects: importing a constant or a rule from the
        // contracts must not drag every zod schema (and zod) into the first load.
        moduleSideEffects: (id: string) => (id.includes('/packages/contracts/') ? false : undefined),
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [`^/${prefix}(/|$)`, { target: devServer, changeOrigin: true }])),
      '^/hub(/|$)': { target: devServer, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
});
