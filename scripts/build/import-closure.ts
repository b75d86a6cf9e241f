/**
 * `keys` and every module they import, directly or not, in the order first reached (each module,
 * then its imports). `importsOf` gives a module's static imports, or undefined for a module the
 * build does not have (left out). Used on Vite's manifest (scripts/build/vite-manifest.ts) and on the
 * bundle while it is built (scripts/build/vite-startup-preload.ts).
 */
export function importClosure(
  keys: readonly string[],
  importsOf: (key: string) => readonly string[] | undefined,
  seen = new Set<string>(),
): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const imports = importsOf(key);
    if (imports === undefined) continue;
    seen.add(key);
    importClosure(imports, importsOf, seen);
  }
  return seen;
}
