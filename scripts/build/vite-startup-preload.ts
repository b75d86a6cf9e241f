import type { Plugin, ResolvedConfig } from 'vite';
import { chunksOf } from './bundle-chunks.ts';
import { importClosure } from './import-closure.ts';

/** The part of a built chunk this plugin reads (Rollup's OutputChunk has these fields). */
interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/**
 * The JavaScript files the entry loads with `import()` at start-up, and what they import, that
 * the HTML does not already load: src/main.tsx imports the app that way so that it is evaluated
 * a task after React, and every dynamic import of the entry is part of the start-up.
 */
export function startupPreloadFiles(
  entry: BuiltChunk,
  chunks: Readonly<Record<string, BuiltChunk | undefined>>,
): string[] {
  const importsOf = (file: string) => chunks[file]?.imports ?? [];
  const loaded = importClosure(entry.imports, importsOf, new Set([entry.fileName]));
  const startup = importClosure(entry.dynamicImports, importsOf);
  return [...startup].filter((file) => !loaded.has(file) && file.endsWith('.js'));
}

/**
 * Adds a `<link rel="modulepreload">` to the built index.html for each file of
 * `startupPreloadFiles`: fetched with the entry, not a round trip after it (Vite preloads only
 * what the entry imports statically). The drawn pages take these links with the entry's own
 * (scripts/build/prerender-html.ts).
 */
export function startupPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'office-tools:startup-preload',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || chunk?.type !== 'chunk') return [];
        return startupPreloadFiles(chunk, chunksOf(bundle)).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
