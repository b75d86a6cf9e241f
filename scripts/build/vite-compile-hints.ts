import type { Plugin } from 'vite';
import { chunksOf } from './bundle-chunks.ts';
import { importClosure } from './import-closure.ts';
import { TOOL_ICONS_CHUNK } from './tool-icons-chunk.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): a file that
 * starts with it is compiled whole on a background thread while it downloads, in place of each
 * function on the page's main thread the first time it runs. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Files shorter than this (minified) go without the line: their functions compile in a fraction
 * of a millisecond, and the line costs about 22 bytes compressed a file. The quote page loads 26
 * files, 14 of them under 1,000 characters; with the line on all, its code went over its budget.
 */
export const MIN_HINTED_LENGTH = 4_000;

/** The part of a built chunk this plugin reads (Rollup's OutputChunk has these fields). */
interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  name: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  dynamicImports: readonly string[];
}

/** A screen the app loads with `import()`: a component of the site's own code. */
const isScreen = (moduleId: string | null) =>
  moduleId !== null && /[\\/]src[\\/].+\.tsx$/.test(moduleId) && !moduleId.includes('node_modules');

/**
 * The chunks whose functions a page runs as it starts: the entry, the app it starts with
 * `import()` (src/main.tsx), every screen the app loads with `import()` (a tool, a page, the tool
 * frame) and every tool's icon (drawn on the home page's cards at once), with what each imports.
 * Left out: what a screen loads with `import()` itself, such as the quote page's PDF maker and
 * CSV writer (fetched on a click), and the Supabase client, of which a page calls a few
 * functions: compiling those whole would take time and memory for functions that never run.
 */
export function compileHintFiles(
  chunks: Readonly<Record<string, BuiltChunk | undefined>>,
): string[] {
  const all = Object.values(chunks).filter((chunk): chunk is BuiltChunk => chunk !== undefined);
  const entries = all.filter((chunk) => chunk.isEntry);
  const roots = [
    ...entries.map((chunk) => chunk.fileName),
    ...entries.flatMap((chunk) => chunk.dynamicImports),
    ...all
      .filter((chunk) => isScreen(chunk.facadeModuleId) || chunk.name === TOOL_ICONS_CHUNK)
      .map((chunk) => chunk.fileName),
  ];
  return [...importClosure(roots, (file) => chunks[file]?.imports)].filter((file) =>
    file.endsWith('.js'),
  );
}

/**
 * Starts each file of `compileHintFiles` of at least MIN_HINTED_LENGTH characters with
 * COMPILE_HINT. Traced on the quote page's load in Chromium 156 (6 loads each, interleaved,
 * quiet machine): the main thread's compiling after the first paint fell from 70–84 ms to
 * 16–25 ms of trace time, and its work after the first paint from 152–181 ms to 126–146 ms.
 *
 * Added once the bundle is final (after minifying, which drops comments), so the files' names,
 * hashed before, do not change with it: a file that gains or loses the hint in a later build
 * keeps its name, and a browser that cached it without the hint only compiles it as before.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'office-tools:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own, which puts the list of a chunk's preloads at the top of the file.
      order: 'post',
      handler(_options, bundle) {
        for (const file of compileHintFiles(chunksOf(bundle))) {
          const output = bundle[file];
          if (
            output?.type === 'chunk' &&
            output.code.length >= MIN_HINTED_LENGTH &&
            !output.code.startsWith(COMPILE_HINT)
          ) {
            output.code = COMPILE_HINT + output.code;
          }
        }
      },
    },
  };
}
