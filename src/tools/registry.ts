import { sortTools } from './toolOrder';
import type { ToolDefinition } from './types';

/**
 * The one list of tools, read from the tool folders: every `src/tools/<id>/meta.ts` is a tool.
 * Routes, home cards, search and the sitemap all come from it, so adding a tool is adding its
 * folder (docs/adding-a-tool.md). Sorted by each tool's `order`. The metadata is small and
 * drawn on the home page, so it is bundled eagerly; each tool's code stays behind `load`.
 */
export const TOOL_METAS = import.meta.glob<ToolDefinition>('./*/meta.ts', {
  eager: true,
  // The named export alone, not a namespace object per folder.
  import: 'meta',
});

export const TOOLS: readonly ToolDefinition[] = sortTools(TOOL_METAS);

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
