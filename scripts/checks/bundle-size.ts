/**
 * Bundle report: gzip size of the JavaScript the home page loads (before the visitor's first
 * interaction, and in all) and of each tool's own chunk (what opening the tool adds), from the
 * Vite manifest of `npm run build`.
 * Fails when a budget is exceeded (docs/architecture.md, Measuring). Usage:
 * tsx scripts/checks/bundle-size.ts [distDir]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TOOL_ICONS_CHUNK } from '../build/route-modules.ts';
import {
  readManifest,
  startupClosure,
  staticClosure,
  toolOfChunk,
} from '../build/vite-manifest.ts';

/**
 * The home page's JavaScript, gzip. 110 KB leaves room for the SVG tool icons on the cards and for
 * react-router-dom and i18next, and is still under half of the lightest comparable tool site
 * measured (207 KB).
 */
export const HOME_BUDGET_KB = 110;
/**
 * What the home page fetches before the visitor's first interaction (or the first idle moment
 * after its load), gzip: only the entry and what it imports statically; the app, React included,
 * comes at that interaction (src/main.tsx, scripts/build/prerender-html.ts).
 */
export const HOME_BEFORE_INTERACTION_BUDGET_KB = 60;
export const TOOL_BUDGET_KB = 60;
/** Tools whose chunk may exceed the tool budget, and the library that needs the room. */
export const TOOL_BUDGET_EXCEPTIONS: Record<string, { budgetKb: number; reason: string }> = {};

const dist = process.argv[2] ?? 'dist';
const manifest = readManifest(dist);
// Kilobytes of 1000 bytes, as Vite and Lighthouse report them.
const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1000;

const sum = (keys: Iterable<string>) =>
  [...keys].reduce((total, key) => total + gzipKb(manifest[key]?.file ?? ''), 0);
const jsOnly = (keys: Set<string>) =>
  new Set([...keys].filter((key) => manifest[key]?.file.endsWith('.js')));

if (!Object.values(manifest).some((chunk) => chunk.isEntry)) {
  throw new Error('No entry chunk in the manifest: run `npm run build` first.');
}
// The entry, what it imports and the app it starts with `import()` (src/main.tsx).
const home = jsOnly(startupClosure(manifest));
const homeKb = sum(home);
// The entry and what it imports statically: all the home page fetches before the visitor's
// first interaction (its drawn HTML holds the app's other modules back until then).
const beforeInteraction = jsOnly(
  staticClosure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  ),
);

// A tool's lazy parts (panels it imports on demand) are dynamic entries in its folder too; the
// tool's own chunk is the one none of its chunks imports.
const lazyParts = new Set(
  Object.values(manifest)
    .filter((chunk) => toolOfChunk(chunk))
    .flatMap((chunk) => chunk.dynamicImports ?? []),
);
const toolChunks = new Map<string, Set<string>>();
for (const [key, chunk] of Object.entries(manifest)) {
  const toolId = toolOfChunk(chunk);
  if (!toolId || lazyParts.has(key)) continue;
  const own = new Set([...jsOnly(staticClosure(manifest, [key]))].filter((k) => !home.has(k)));
  toolChunks.set(toolId, own);
}

const failures: string[] = [];
const rows: string[] = [];
const line = (name: string, kb: number, budget: number, note = '') => {
  const ok = kb <= budget;
  if (!ok) failures.push(`${name}: ${kb.toFixed(1)} KB > ${budget} KB`);
  rows.push(
    `${ok ? '  ' : '✗ '}${name.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB  / ${budget} KB ${note}`,
  );
};

line(
  'home before 1st interaction',
  sum(beforeInteraction),
  HOME_BEFORE_INTERACTION_BUDGET_KB,
  `(${beforeInteraction.size} files)`,
);
line('home page (start-up code)', homeKb, HOME_BUDGET_KB, '(all of it, at the interaction)');
// What the home page fetches after its first paint: the cards' icons (one chunk) and the search's
// keywords. Reported, not budgeted: it does not hold back the page.
const afterPaint = jsOnly(
  staticClosure(
    manifest,
    Object.keys(manifest).filter(
      (key) =>
        manifest[key]?.name === TOOL_ICONS_CHUNK || manifest[key]?.src === 'src/tools/keywords.ts',
    ),
  ),
);
const afterPaintOnly = [...afterPaint].filter((key) => !home.has(key));
rows.push(
  `  ${'… then icons and keywords'.padEnd(28)} ${sum(afterPaintOnly).toFixed(1).padStart(7)} KB  ` +
    `(${afterPaintOnly.length} files after the first paint; home in all ${(homeKb + sum(afterPaintOnly)).toFixed(1)} KB)`,
);
for (const [id, keys] of [...toolChunks].sort(([a], [b]) => a.localeCompare(b))) {
  const exception = TOOL_BUDGET_EXCEPTIONS[id];
  line(
    id,
    sum(keys),
    exception?.budgetKb ?? TOOL_BUDGET_KB,
    exception ? `(${exception.reason})` : '',
  );
}

console.log('JavaScript, gzip-compressed:\n' + rows.join('\n'));
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`\nAll ${toolChunks.size + 1} bundles within budget.`);
