/** What scripts/prerender.ts reads of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** The lucide icon a tool's meta.ts loads (`import('lucide-react/icons/<name>')`), or null. */
export function toolIconName(metaSource: string): string | null {
  return /import\('lucide-react\/icons\/([a-z0-9-]+)'\)/.exec(metaSource)?.[1] ?? null;
}

/**
 * The JavaScript files a tool route's page fetches once the app runs, beyond the entry and what
 * it preloads: the tool's own chunk, the tool frame, the tool's icon (`iconName`, see
 * toolIconName) and the chunks they import, as `/assets/…` addresses, the tool's chunk first.
 * Empty for a route that is not a tool's. (The app fetches them itself after the entry has run,
 * a round trip later; the page waits for all of them, the icon included, before it takes over.)
 */
export function routeModules(manifest: Manifest, path: string, iconName?: string | null): string[] {
  const toolId = path.split('/')[1] ?? '';
  const toolChunk = new RegExp(`^src/tools/${toolId}/[^/]+\\.tsx$`);
  const roots = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    return chunk?.isDynamicEntry === true && toolChunk.test(chunk.src ?? '');
  });
  if (toolId === '' || roots.length === 0) return [];
  const alongside = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isDynamicEntry === true &&
      (manifest[key]?.src === 'src/app/ToolFrame.tsx' ||
        (iconName != null &&
          manifest[key]?.src?.endsWith(`lucide-react/dist/esm/icons/${iconName}.mjs`))),
  );
  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(manifest, entry);
  return [...closure(manifest, [...roots, ...alongside])]
    .filter((key) => !loaded.has(key) && manifest[key]?.file.endsWith('.js'))
    .map((key) => `/${manifest[key]?.file ?? ''}`);
}
