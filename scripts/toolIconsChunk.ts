/**
 * The chunk that holds every tool's icon (the lucide icons the tools' meta.ts files load) and
 * lucide's own code that draws them: the home page draws all of them, and fetched one module per
 * icon they were 26 requests and 6.9 KB gzip, where one chunk is one request and 2.5 KB
 * (compressed together, the icons share most of their bytes). A tool's page fetches the same
 * chunk for its one icon, 2 KB more than that icon alone, in parallel with the tool's code.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { toolIconName } from './routeModules.ts';

export { TOOL_ICONS_CHUNK } from './routeModules.ts';

/** The lucide icon names the tool folders' meta.ts files load. */
export function toolIconNames(toolsDir = 'src/tools'): Set<string> {
  const names = new Set<string>();
  for (const folder of readdirSync(toolsDir, { withFileTypes: true })) {
    const meta = join(toolsDir, folder.name, 'meta.ts');
    if (!folder.isDirectory() || !existsSync(meta)) continue;
    const name = toolIconName(readFileSync(meta, 'utf8'));
    if (name) names.add(name);
  }
  return names;
}

/** Whether a module (by its id) belongs in the tool icons' chunk. */
export function isToolIconsModule(names: ReadonlySet<string>) {
  return (id: string): boolean => {
    const path = id.replaceAll('\\', '/');
    const icon = /\/lucide-react\/dist\/esm\/icons\/([a-z0-9-]+)\.mjs$/.exec(path)?.[1];
    if (icon) return names.has(icon);
    // createLucideIcon, Icon, defaultAttributes, context and their helpers.
    return /\/lucide-react\/dist\/esm\/(?!icons\/)[^?]*\.mjs$/.test(path);
  };
}
