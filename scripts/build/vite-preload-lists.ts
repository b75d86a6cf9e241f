import type { Plugin, Rollup } from 'vite';
import { chunksOf } from './bundle-chunks.ts';
import { importClosure } from './import-closure.ts';

/** The part of a built chunk read here (Rollup's OutputChunk has these fields). */
interface BuiltChunk {
  imports: readonly string[];
}

/**
 * The modules an `import()` in `host` names to fetch beside the one it asks for (Vite's
 * `modulePreload.resolveDependencies`), without those already loaded when it runs: the host's own
 * static imports, direct or not (evaluated before the host), and `alwaysLoaded` (the start-up
 * chunks, loaded before any screen's code). In a start-up host (`startupHost`: the chunks that
 * import the screens) no list at all: the file names of every screen's shared chunks were 2.6 KB
 * gzip of the home page's start-up code. A page's first screen needs none there (its drawn HTML
 * preloads its modules, scripts/build/route-modules.ts); a screen opened later fetches its chunk's
 * imports once the chunk has arrived (the home page's cards start it on hover or focus), and the
 * service worker keeps every file after the first visit.
 */
export function preloadList(
  host: string,
  dependencies: readonly string[],
  chunks: Readonly<Record<string, BuiltChunk | undefined>>,
  { startupHost, alwaysLoaded }: { startupHost: RegExp; alwaysLoaded: RegExp },
): string[] {
  if (startupHost.test(host)) return [];
  const loaded = importClosure([host], (file) => chunks[file]?.imports);
  return dependencies.filter(
    (dependency) => !loaded.has(dependency) && !alwaysLoaded.test(dependency),
  );
}

/**
 * `preloadList` for Vite's build: the plugin keeps the bundle (Vite resolves the lists while it
 * writes it, after this plugin's first look), `resolveDependencies` goes in
 * `build.modulePreload`.
 */
export function preloadLists(options: { startupHost: RegExp; alwaysLoaded: RegExp }): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    dependencies: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let chunks: Record<string, Rollup.OutputChunk> = {};
  return {
    plugin: {
      name: 'office-tools:preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          chunks = chunksOf(bundle);
        },
      },
    },
    resolveDependencies: (_file, dependencies, { hostId, hostType }) =>
      hostType === 'js' ? preloadList(hostId, dependencies, chunks, options) : dependencies,
  };
}
