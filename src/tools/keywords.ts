import { keywordsByFolder } from './toolFolders';
import type { ToolKeywords } from './types';

/**
 * Every tool's search keywords (`src/tools/<id>/keywords.ts`), by tool id. The home page imports
 * this module lazily, so the eager glob lands in one chunk of its own, not in the home bundle.
 */
export const TOOL_KEYWORDS: Readonly<Record<string, ToolKeywords>> = keywordsByFolder(
  import.meta.glob<ToolKeywords>('./*/keywords.ts', { eager: true, import: 'keywords' }),
);
