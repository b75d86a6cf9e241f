import type { ToolDefinition, ToolKeywords } from './types';

/**
 * The tool folders are the only list of tools. Both the app (Vite's `import.meta.glob`) and
 * Node scripts (`scripts/lib/tool-folders.ts`, which reads the folders with `fs`) collect one export
 * of each folder's module by path and hand them here, so both see the same tools in one order.
 */
export type ByPath<T> = Readonly<Record<string, T>>;
// The tools' order is in ./toolOrder.ts, apart: the home page's bundle takes that module whole,
// and this one goes with the keywords' chunk, loaded after the home page's first paint.

/** `./char-counter/meta.ts` or `/abs/src/tools/char-counter/meta.ts` → `char-counter`. */
export function folderOf(path: string): string {
  return path.split(/[\\/]/).at(-2) ?? path;
}

/** Every tool's search keywords, by tool id (the folder name). */
export function keywordsByFolder(keywords: ByPath<ToolKeywords>): Record<string, ToolKeywords> {
  return Object.fromEntries(
    Object.entries(keywords).map(([path, words]) => [folderOf(path), words]),
  );
}

/**
 * What would make the folders a wrong list: an id that is not its folder's name (the route
 * would not match the folder) or two tools with one order (their place would depend on the
 * file system). Checked by the tests, so the home bundle does not carry the check.
 */
export function toolFolderProblems(metas: ByPath<ToolDefinition>): string[] {
  const problems: string[] = [];
  const orders = new Map<number, string>();
  for (const [path, meta] of Object.entries(metas)) {
    const folder = folderOf(path);
    if (meta.id !== folder) {
      problems.push(`src/tools/${folder}/meta.ts declares id "${meta.id}"; use "${folder}"`);
    }
    const clash = orders.get(meta.order);
    if (clash) problems.push(`${clash} and ${meta.id} both have order ${meta.order}`);
    orders.set(meta.order, meta.id);
  }
  return problems;
}
