/**
 * The tool registry for Node (tsx scripts, Playwright specs), where Vite's `import.meta.glob`
 * does not exist: the same folders, found with `fs` and imported, sorted by the same function
 * as `src/tools/registry.ts`, so the folders stay the one source of truth.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { keywordsByFolder } from '../../src/tools/toolFolders.ts';
import { sortTools } from '../../src/tools/toolOrder.ts';
import type { ToolDefinition, ToolKeywords } from '../../src/tools/types.ts';

export const TOOLS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'tools');

/** Paths of `src/tools/<folder>/<file>` for every tool folder that has that file. */
export function toolFiles(file: string): string[] {
  return readdirSync(TOOLS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(TOOLS_DIR, entry.name, file))
    .filter((path) => existsSync(path))
    .sort();
}

/** One named export of `file` from every tool folder, by path (what `import.meta.glob` gives). */
async function importAll<T>(file: string, name: string): Promise<Record<string, T>> {
  const paths = toolFiles(file);
  const modules = (await Promise.all(
    paths.map((path) => import(pathToFileURL(path).href)),
  )) as Record<string, T>[];
  return Object.fromEntries(paths.map((path, index) => [path, modules[index]?.[name] as T]));
}

/** Each folder's `meta`, by path, as `import.meta.glob` gives it to `src/tools/registry.ts`. */
export function loadToolMetas(): Promise<Record<string, ToolDefinition>> {
  return importAll<ToolDefinition>('meta.ts', 'meta');
}

export async function loadTools(): Promise<ToolDefinition[]> {
  return sortTools(await loadToolMetas());
}

export async function loadToolKeywords(): Promise<Record<string, ToolKeywords>> {
  return keywordsByFolder(await importAll<ToolKeywords>('keywords.ts', 'keywords'));
}
