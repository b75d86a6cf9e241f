import type { ByPath } from './toolFolders';
import type { ToolDefinition } from './types';

/**
 * The tools in their home page order, for the app (src/tools/registry.ts) and for Node
 * (scripts/lib/tool-folders.ts) alike. Kept to a sort in a module of its own: it runs in the home
 * page's bundle, which takes every module it imports whole.
 */
export function sortTools(metas: ByPath<ToolDefinition>): ToolDefinition[] {
  return Object.values(metas).sort((a, b) => a.order - b.order);
}
