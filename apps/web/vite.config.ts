import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  { name: 'vendor-data', test: /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/, priority: 10 },
  // zod comes with the contracts' route table, which the first screen does not load.
  { name: 'vendor-zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 10 },
];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
