import { startupClosure, staticClosure, toolOfChunk, type Manifest } from './vite-manifest.ts';

/** The name of the chunk that holds every tool's icon (scripts/build/tool-icons-chunk.ts). */
export const TOOL_ICONS_CHUNK = 'tool-icons';

/** The lucide icon a tool's meta.ts loads (`import('lucide-react/icons/<name>')`), or null. */
export function toolIconName(metaSource: string): string | null {
  return /import\('lucide-react\/icons\/([a-z0-9-]+)'\)/.exec(metaSource)?.[1] ?? null;
}

/**
 * The JavaScript files a tool route's page fetches once the app runs, beyond the start-up code
 * that the HTML preloads (see startupClosure): the tool's own chunk, the tool frame, the tool's
 * icon (`iconName`, see toolIconName: the chunk of every tool's icon, or that icon's own chunk
 * in a build without it) and the chunks they import, as `/assets/…` addresses, the tool's chunk
 * first. Empty for a route that is not a tool's. (The app fetches them itself after the entry
 * has run, a round trip later; the page waits for all of them, the icon included, before it
 * takes over.)
 */
export function routeModules(manifest: Manifest, path: string, iconName?: string | null): string[] {
  const toolId = path.split('/')[1] ?? '';
  const roots = Object.keys(manifest).filter((key) => toolOfChunk(manifest[key]) === toolId);
  if (roots.length === 0) return [];
  const alongside = Object.keys(manifest).filter(
    (key) =>
      (manifest[key]?.isDynamicEntry === true || manifest[key]?.name === TOOL_ICONS_CHUNK) &&
      (manifest[key]?.src === 'src/app/ToolFrame.tsx' ||
        (iconName != null &&
          (manifest[key]?.src?.endsWith(`lucide-react/dist/esm/icons/${iconName}.mjs`) ||
            manifest[key]?.name === TOOL_ICONS_CHUNK))),
  );
  const loaded = startupClosure(manifest);
  return [...staticClosure(manifest, [...roots, ...alongside])]
    .filter((key) => !loaded.has(key) && manifest[key]?.file.endsWith('.js'))
    .map((key) => `/${manifest[key]?.file ?? ''}`);
}
