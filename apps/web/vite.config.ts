import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The Atrium server the dev server forwards API, identity, hub and file calls to. */
const devServer = process.env.ATRIUM_DEV_SERVER ?? 'http://localhost:3000';

/** Anything below these prefixes belongs to the server; every other path is the SPA. */
const proxied = ['api', 'connect', '\\.well-known', 'files'];

/**
 * MUI's styling engine and the components every first screen (login, welcome) renders: the
 * button base with its ripple, icons and the baseline. (Text, the spinner, icon
 * buttons, fields and dialogs are the app's own light components, see src/components.)
 * A group takes every matching module of the app, whoever uses it, so the list names only
 * what those screens render. Everything else of MUI (menus, popovers, collapse, badge, …)
 * stays with the lazily loaded piece that uses it, and so does `useMediaQuery`, which only
 * the shell needs.
 */
const MUI_CORE =
  /[\\/]node_modules[\\/](@mui[\\/](system|styled-engine|private-theming)|@emotion|stylis|@mui[\\/]material[\\/](styles|colors|transitions|utils|ButtonBase|SvgIcon|Box|CssBaseline|GlobalStyles))[\\/]/;
const APP_CORE =
  /[\\/]apps[\\/]web[\\/]src[\\/](api[\\/]|auth[\\/]|lib[\\/]|features[\\/](platform|users)[\\/]|features[\\/]logs[\\/]ad-clicks\.|shell[\\/]use-(app-navigate|logout)\.|components[\\/](AppIconButton|ModalDialog|ServerHtml|visually-hidden)\.)|[\\/]packages[\\/]contracts[\\/]src[\\/]rules[\\/]localized\./;
const VENDOR_DATA = /[\\/]node_modules[\\/](@tanstack|i18next|react-i18next)[\\/]/;
const INFINITE_QUERY = /[\\/](infiniteQueryObserver|useInfiniteQuery)\.[cm]?js$/;
const SHARED_ICONS =
  /[\\/]@mui[\\/]icons-material[\\/](esm[\\/])?(Close|RecordVoiceOver|ChatBubbleOutlineOutlined)\.m?js$/;
const SHELL_ONLY = /[\\/]@mui[\\/]system[\\/]useMediaQuery[\\/]/;
/** Only the reports' chart (MUI X Charts) reads theme props this way: it stays in the chart's chunk. */
const CHARTS_ONLY = /[\\/]@mui[\\/](system|material[\\/]styles)[\\/]useThemeProps[\\/.]/;

/** The chunks the first chunk imports itself (see vendorGroups): loaded before any lazy piece. */
const ALWAYS_LOADED = /(^|\/)(vendor-react|vendor-mui|vendor-data|app-core|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Vendor groups shared by every route chunk. Rolldown's `codeSplitting.groups` is the
 * Vite 8 successor of Rollup's `manualChunks` (which Vite 8 still accepts but deprecates).
 * Only the libraries every screen needs are grouped; MUI components stay in the route
 * chunks that use them so the login page does not download the drawer, dialogs or menus.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  {
    name: 'vendor-mui',
    test: (id: string) => MUI_CORE.test(id) && !SHELL_ONLY.test(id) && !CHARTS_ONLY.test(id),
    priority: 20,
  },
  // Infinite lists (the browsing pages) keep their query observer to themselves.
  {
    name: 'vendor-data',
    test: (id: string) => VENDOR_DATA.test(id) && !INFINITE_QUERY.test(id),
    priority: 10,
  },
  // The phone-width test and MUI's media query under it: one chunk, which every page and MUI X
  // Charts share (otherwise the charts' own use of the media query splits it in two).
  {
    name: 'use-is-mobile',
    test: (id: string) => SHELL_ONLY.test(id) || /[\\/]src[\\/]shell[\\/]use-is-mobile\.ts$/.test(id),
    priority: 1,
  },
  // Icons the shell's first screens show that later pages show too (the chat's role icons, a
  // dialog's close): one chunk, where each would otherwise be a chunk of a few hundred bytes.
  { name: 'shared-icons', test: SHARED_ICONS, priority: 15 },
  // The app's own small modules that most pages share (API client, session, storage, queries of the
  // platform and the user): one chunk instead of a dozen of a few hundred bytes, each gzipped apart.
  { name: 'app-core', test: APP_CORE, priority: 5 },
];

/**
 * The browser never validates with zod: it calls routes through the contracts' zod-free
 * route table (`apiRoutes`) and the server checks every input and answer. A zod module in a
 * client chunk therefore means a value import of a schema slipped in (say `api` instead of
 * `apiRoutes`, or a `Z…` schema): the build fails and names the chunk and the importer.
 */
function noZodInTheBrowser(): Plugin {
  const isZod = (id: string) => /[\\/]node_modules[\\/]zod[\\/]/.test(id);
  return {
    name: 'atrium-no-zod',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const zod = chunk.moduleIds.find(isZod);
        if (!zod) continue;
        const importer = chunk.moduleIds.find((id) => id.includes('/packages/contracts/src/') && !isZod(id));
        this.error(
          `zod is bundled into ${chunk.fileName} (${zod}${importer ? `, via ${importer}` : ''}): call routes through apiRoutes and import schemas as types only`,
        );
      }
    },
  };
}

/**
 * MUI's CSS-variables machinery: `createTheme` imports the CSS-variables theme builder
 * (`createThemeWithVars`, with the variable preparation and parsing it needs) for its
 * `cssVariables` and `colorSchemes` options, and `ThemeProvider` imports the provider for such
 * themes (`CssVarsProvider`: colour-scheme storage, `InitColorSchemeScript`, …); every styled
 * component reaches `createTheme` through MUI's default theme. Together about 7 KB gzipped on
 * every page. Atrium's themes use neither option (src/app/theme.ts), so MUI always takes its
 * no-variables branches and this code is dead, but the bundler cannot prove it. The two
 * imports are replaced by stubs that fail loudly if a theme ever asks for CSS variables. If an
 * MUI upgrade moves them, the build warns and bundles MUI unchanged.
 */
const MUI_CSS_VARIABLE_MODULES = [
  { importer: 'createTheme.mjs', source: './createThemeWithVars.mjs', exports: ['default'] },
  { importer: 'ThemeProvider.mjs', source: './ThemeProviderWithVars.mjs', exports: ['CssVarsProvider'] },
];

function muiWithoutCssVariables(): Plugin {
  const stubPrefix = '\0atrium:mui-without-css-variables:';
  const applied = new Set<string>();
  const failure =
    'Atrium bundles MUI without CSS-variable themes: see muiWithoutCssVariables in apps/web/vite.config.ts';
  return {
    name: 'atrium-mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = MUI_CSS_VARIABLE_MODULES.find(
        (module) =>
          source === module.source &&
          /[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(importer ?? '') &&
          importer?.endsWith(module.importer),
      );
      if (!stub) return null;
      applied.add(stub.source);
      return stubPrefix + stub.source;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const stub = MUI_CSS_VARIABLE_MODULES.find((module) => id === stubPrefix + module.source);
      const fail = `function unavailable() { throw new Error(${JSON.stringify(failure)}); }`;
      return [
        fail,
        ...(stub?.exports ?? []).map((name) =>
          name === 'default' ? 'export default unavailable;' : `export const ${name} = unavailable;`,
        ),
      ].join('\n');
    },
    buildEnd() {
      if (this.meta.watchMode) return;
      for (const { importer, source } of MUI_CSS_VARIABLE_MODULES) {
        if (!applied.has(source))
          this.warn(`@mui/material/styles/${importer} no longer imports ${source}: the stub did not apply`);
      }
    },
  };
}

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

/**
 * The service worker (src/offline/sw.ts, built to /sw.js by vite-plugin-pwa with Workbox): the
 * app's page is precached with every build, the rest is kept as it is used (see the worker).
 * The app registers it itself after the first screen (offline/register.ts); the web app manifest
 * is the server's, per event (its name, colours and icons).
 */
function offlineWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['index.html'] },
  });
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      // MUI's visually-hidden style is the app's own (the same nine properties), which the first
      // load has already: MUI's copy, shared by the player's rating and the session form's date
      // picker, became a chunk of its own whose name the first chunk's preload lists carried
      // (38 bytes gzipped on a page with fewer to spare).
      {
        find: /^@mui\/utils\/visuallyHidden$/,
        replacement: fileURLToPath(new URL('./src/components/visually-hidden.ts', import.meta.url)),
      },
    ],
  },
  plugins: [react(), muiWithoutCssVariables(), noZodInTheBrowser(), precompress(), offlineWorker()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the build targets supports <link rel="modulepreload"> (or ignores it
    // harmlessly): the polyfill would only add code to the first load.
    // A lazily loaded piece preloads the chunks it needs; the first chunk's own imports (React,
    // MUI's core, the data libraries, the app's core) are loaded before any piece can be asked
    // for, so they are left out of the preload lists, which the first chunk carries.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
    },
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contracts package only declares values (schemas, routes, constants, pure rules)
        // and zod builders have no side effects: importing a constant or a rule from the
        // contracts must not drag every zod schema (and zod) into the first load.
        // hoist-non-react-statics is pure, but declares nothing: @emotion/react's bare
        // `import 'hoist-non-react-statics'` would keep it (and its own react-is) in every
        // page although nothing calls it (only emotion's unused withTheme would).
        moduleSideEffects: (id: string) =>
          id.includes('/packages/contracts/') || /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id)
            ? false
            : undefined,
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          groups: [...vendorGroups],
        },
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
