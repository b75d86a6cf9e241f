/** Reading Vite's build manifest (dist/.vite/manifest.json): the bundle report and the prerender. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importClosure } from './import-closure.ts';

export interface ManifestChunk {
  file: string;
  /** A chunk's name (a group's name for chunks made by vite.config.ts's groups). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks `keys` are and import, directly or not (what loading them loads). */
export function staticClosure(
  manifest: Manifest,
  keys: readonly string[],
  seen = new Set<string>(),
): Set<string> {
  return importClosure(
    keys,
    (key) => (manifest[key] ? (manifest[key].imports ?? []) : undefined),
    seen,
  );
}

/**
 * The chunks every page loads at start-up: the entry, what it imports, and what it loads with
 * `import()` (src/main.tsx starts the app that way, a task after React) and their imports.
 */
export function startupClosure(manifest: Manifest): Set<string> {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const started = entries.flatMap((key) => manifest[key]?.dynamicImports ?? []);
  return staticClosure(manifest, [...entries, ...started]);
}

/** The tool whose own chunk this is (a component at the root of its folder), or null. */
export function toolOfChunk(chunk: ManifestChunk | undefined): string | null {
  if (chunk?.isDynamicEntry !== true) return null;
  return /^src\/tools\/([^/]+)\/[^/]+\.tsx$/.exec(chunk.src ?? '')?.[1] ?? null;
}
