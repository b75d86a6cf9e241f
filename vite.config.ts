/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pwaPlugin } from './scripts/build/vite-pwa.ts';
import { contactFormPlugin } from './scripts/build/vite-contact-form.ts';
import { deployEnvPlugin } from './scripts/build/vite-deploy-env.ts';
import { newsPagePlugin } from './scripts/build/vite-news-page.ts';
import { prerenderedPagesPlugin } from './scripts/build/vite-prerendered.ts';
import { startupPreloadPlugin } from './scripts/build/vite-startup-preload.ts';
import { preloadLists } from './scripts/build/vite-preload-lists.ts';
import { compileHintsPlugin } from './scripts/build/vite-compile-hints.ts';
import { pdfFontPlugin } from './scripts/build/vite-pdf-font.ts';
import {
  isLucideBaseModule,
  isToolIconsModule,
  isUiIconModule,
  LUCIDE_CHUNK,
  TOOL_ICONS_CHUNK,
  toolIconNames,
  UI_ICONS_CHUNK,
} from './scripts/build/tool-icons-chunk.ts';

const toolIcons = toolIconNames();

/**
 * react-router publishes a development build (the one its package exports resolve to, with
 * warnings for developers) and a production build without them; production bundles take the
 * latter, both entry points from the same build so they share one router context.
 */
const reactRouterBuild = (build: 'development' | 'production') => [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL(`./node_modules/react-router/dist/${build}/index.mjs`, import.meta.url),
    ),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(
      new URL(`./node_modules/react-router/dist/${build}/dom-export.mjs`, import.meta.url),
    ),
  },
];

/** React 18+ has useSyncExternalStore; src/lib/useSyncExternalStoreShim.ts says why. */
const nativeSyncExternalStore = {
  find: /^use-sync-external-store\/shim$/,
  replacement: fileURLToPath(new URL('./src/lib/useSyncExternalStoreShim.ts', import.meta.url)),
};

/**
 * The `import()` lists: none in the start-up code's chunks that import the screens (`boot`, `app`);
 * elsewhere without the chunks evaluated at start-up, before any route's code (`app`, rolldown's
 * runtime, Vite's preload helper the entry imports) and without what the importing chunk loads.
 */
const preloads = preloadLists({
  startupHost: /(?:^|\/)(?:app|boot)-[\w-]+\.js$/,
  alwaysLoaded: /(?:^|\/)(?:app|rolldown-runtime|preload-helper)-[\w-]+\.js$/,
});

/** Component and browser-API tests: in jsdom. */
const UNIT_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts', 'scripts/**/*.dom.test.ts'];
/**
 * The ones that run in a module graph and jsdom of their own (see the unit-isolated project):
 * those that replace modules (`vi.mock`), and those that draw pages with React's server renderer
 * (a page drawn there left React's router context set for the next file's components: "You
 * cannot render a <Router> inside another <Router>").
 */
const ISOLATED_UNIT_TESTS = [
  'src/app/prerender.dom.test.ts',
  'src/tools/ai-news/drawNewsIntoPage.dom.test.tsx',
  'src/app/auth/AuthModal.test.tsx',
  'src/components/SignInNotice.test.tsx',
  'src/components/history/HistoryPanel.test.tsx',
  'src/lib/query/useLiveTopics.test.tsx',
  'src/pages/settings/DangerZone.test.tsx',
  'src/tools/company-search/CompanySearchTool.test.tsx',
  'src/tools/schedule-share/useSchedules.dom.test.ts',
  'src/tools/todo-share/useTodoLists.dom.test.ts',
];
/** How both jsdom projects run. */
const IN_JSDOM = {
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup.ts'],
  // Node 25 and later define a `localStorage` of their own (empty without --localstorage-file),
  // which vitest then leaves in place of jsdom's; older Node refuses the flag.
  execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [],
};
/** Integration tests: the real supabase-js against the local backend. */
const INTEGRATION_TESTS = ['tests/**/*.test.ts', 'server/**/*.test.ts', 'supabase/**/*.test.ts'];
/** The ones that run in a process of their own (see the integration-isolated project). */
const ISOLATED_INTEGRATION_TESTS = [
  'server/db/pglite-interrupt.test.ts',
  'server/db/pglite-shared-memory.test.ts',
  'tests/durability-kill.test.ts',
  'tests/auth-gotrue.test.ts',
  'tests/business-documents.test.ts',
  'tests/document-numbering.test.ts',
  'tests/sender-profile-account.test.ts',
  'server/http/rate-limit.test.ts',
];

export default defineConfig(({ mode }) => ({
  resolve: {
    alias:
      mode === 'production'
        ? [...reactRouterBuild('production'), nativeSyncExternalStore]
        : [nativeSyncExternalStore],
  },
  plugins: [
    deployEnvPlugin(),
    react(),
    tailwindcss(),
    contactFormPlugin(),
    prerenderedPagesPlugin(),
    startupPreloadPlugin(),
    compileHintsPlugin(),
    newsPagePlugin(),
    pdfFontPlugin(),
    pwaPlugin(),
    preloads.plugin,
  ],
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115,
    // Safari 17); an older one only loses the head start, so the home page skips the polyfill.
    modulePreload: {
      polyfill: false,
      // What each `import()` names to fetch beside its module: scripts/build/vite-preload-lists.ts.
      resolveDependencies: preloads.resolveDependencies,
    },
    // The start-up code in two chunks, evaluated a task apart (src/main.tsx says why): `app`,
    // React with react-dom and the few modules the shell shares with lazy chunks; `boot`, the app
    // (src/boot.tsx and everything it imports: the router, i18next, the shell). Fewer, larger
    // chunks also compress better: the start-up code was 110.0 KB gzip in five chunks, then
    // 110.5 KB split in two steps across seven, and is 108.5 KB in these.
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A group takes the modules it matches and what they import, higher `priority` first:
          // the app's React before lucide's code (which imports React), and lucide's code before
          // the tool icons (which import it); `boot` last, so that it takes what is left.
          groups: [
            // Vite's helper that loads what an `import()` needs, apart from React: the entry uses
            // it to start the app, and on the home page nothing else comes before the visitor's
            // first interaction (src/main.tsx).
            { name: 'preload-helper', priority: 3, test: /vite[\\/]preload-helper/ },
            // With two tiny modules several screens share (0.1–0.2 KB each): each a chunk of its
            // own cost the quote page more than its bytes, and put it over its 60 KB.
            {
              name: 'app',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]|src[\\/]lib[\\/](storage|analytics|auth[\\/]AuthContext|leftForTheApp|query[\\/]refetchAll)/,
            },
            // lucide's code that draws an icon, apart: a tool's screen that imports an icon of
            // its own needs it, not the cards' icons (scripts/build/tool-icons-chunk.ts).
            { name: LUCIDE_CHUNK, priority: 1, test: isLucideBaseModule },
            // The icons several screens share, one chunk instead of one each.
            { name: UI_ICONS_CHUNK, minShareCount: 2, test: isUiIconModule(toolIcons) },
            // Every tool's icon in one chunk: one request for the home page's cards.
            { name: TOOL_ICONS_CHUNK, test: isToolIconsModule(toolIcons) },
            { name: 'boot', test: /src[\\/]boot\.tsx$/ },
          ],
        },
      },
    },
  },
  worker: { format: 'es' },
  test: {
    globals: true,
    // Vitest's default is one worker fewer than the machine's cores: on a 2-core machine (CI's)
    // that is one worker, and the other core stood idle through the whole run. Two workers at
    // least; the tests take free ports and their own databases, so they never share state.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      // Plain logic (`*.test.ts`) runs in Node, in worker threads: no browser environment to
      // build for each file, which was most of the unit run's time. Tests that need one (a
      // component, a hook, browser storage, the HTML parser) are `*.test.tsx` or `*.dom.test.ts`.
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts'],
          environment: 'node',
          pool: 'threads',
          // One module graph per worker for all its files, in place of a fresh one per file:
          // 128 CPU-s became 85 on Node 20 (67 s became 44–53 s on 2 cores). These files test
          // plain modules and keep no state between files; all passed in shuffled file orders.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_TESTS,
          exclude: ISOLATED_UNIT_TESTS,
          ...IN_JSDOM,
          // One jsdom and module graph per worker for all its files, in place of a fresh one per
          // file (jsdom's start alone took 25 s of the 33): with the isolated files beside it, 62
          // CPU-s became 22–31 and 33 s became 14–19 s on 2 cores (Node 26). What a file leaves in
          // the page (storage, cookies, the language, the <html> element, timers, stubbed globals
          // and spies) is put back after each file by the setup file; the project passed in five
          // shuffled file orders (vitest --sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          ...IN_JSDOM,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          // Each file starts its own backend, whose Postgres is WebAssembly (PGlite). The files
          // share one process per worker (isolate: false): PGlite's module is compiled once per
          // process rather than once per file, which took 131 CPU-s in place of 248. They keep no
          // state between files (each has its own backend on its own port and database).
          // V8's baseline compiler only (no TurboFan on Postgres's hot functions, spent again
          // per short-lived process): 221 CPU-s in place of 272 for the project, on Node 26.
          execArgv: ['--liftoff-only', '--wasm-lazy-compilation'],
          include: INTEGRATION_TESTS,
          exclude: ISOLATED_INTEGRATION_TESTS,
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          // Files that each need a process of their own: the PGlite statement timeout's
          // watchdog and shared memory (in one shared-process run of the gate the timeout never
          // cut its statement, the process at 10 GB), module mocks, kill -9 of a backend.
          execArgv: ['--liftoff-only', '--wasm-lazy-compilation'],
          include: ISOLATED_INTEGRATION_TESTS,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
