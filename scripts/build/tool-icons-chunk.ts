/**
 * The chunk that holds every tool's icon (the lucide icons the tools' meta.ts files load): the
 * home page draws all of them, and fetched one module per icon they were 26 requests, where one
 * chunk is one request and 3.1 KB gzip (compressed together, the icons share most of their
 * bytes). A tool's page fetches the same chunk for its one icon, in parallel with the tool's code.
 *
 * lucide's own code that draws every icon (createLucideIcon, Icon, defaultAttributes, context and
 * their helpers) is a chunk of its own (`lucide`): the icons a tool's screen imports (download,
 * printer …) need it too, and with it inside the tool icons' chunk a tool with such an icon also
 * fetched the 26 card icons (the quote generator: 61.2 KB against its 60 KB budget; 58.1 KB
 * without them).
 *
 * The screens' icons that two or more lazily loaded chunks import (check, copy, download, x …)
 * are one chunk too (`ui-icons`, 16 icons, 1.5 KB gzip). Left alone, the bundler gave each its
 * own chunk of 0.2 KB, and the home page's entry lists every tool's chunks for preloading: the
 * dozen extra names took it to 110.1 KB, over its 110 KB budget (109.9 KB with one chunk). A
 * tool now fetches the 16 for its few, about 1 KB more (the quote generator 59.1 KB), in one
 * request instead of up to five. An icon only one screen uses stays in that screen's chunk.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { toolIconName } from './route-modules.ts';

export { TOOL_ICONS_CHUNK } from './route-modules.ts';

/** The name of the chunk of lucide-react's shared code. */
export const LUCIDE_CHUNK = 'lucide';
/** The name of the chunk of the icons several screens import. */
export const UI_ICONS_CHUNK = 'ui-icons';

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

const lucideModule = (id: string) =>
  /\/lucide-react\/dist\/esm\/([^?]*)\.mjs$/.exec(id.replaceAll('\\', '/'))?.[1] ?? null;

const lucideIcon = (id: string) => /^icons\/([a-z0-9-]+)$/.exec(lucideModule(id) ?? '')?.[1];

/** Whether a module (by its id) belongs in the tool icons' chunk: one of the tools' icons. */
export function isToolIconsModule(toolIcons: ReadonlySet<string>) {
  return (id: string): boolean => {
    const icon = lucideIcon(id);
    return icon !== undefined && toolIcons.has(icon);
  };
}

/**
 * Whether a module (by its id) is an icon a screen imports, not a tool's icon (its group takes
 * only those two or more chunks import: `minShareCount` in vite.config.ts).
 */
export function isUiIconModule(toolIcons: ReadonlySet<string>) {
  return (id: string): boolean => {
    const icon = lucideIcon(id);
    return icon !== undefined && !toolIcons.has(icon);
  };
}

/**
 * Whether a module (by its id) is lucide-react's shared code (createLucideIcon, Icon,
 * defaultAttributes, context and their helpers): any of its modules but an icon's.
 */
export function isLucideBaseModule(id: string): boolean {
  const path = lucideModule(id);
  return path !== null && !path.startsWith('icons/');
}
