import { TOOL_CATEGORIES, type ToolCategory, type ToolDefinition } from './types';

/**
 * Results as the home page shows them: grouped by category in the categories' order, each group
 * in registry order. The first of these is what Enter in the search box opens.
 */
export function groupByCategory(
  results: readonly ToolDefinition[],
): Array<{ category: ToolCategory; tools: ToolDefinition[] }> {
  return TOOL_CATEGORIES.map((category) => ({
    category,
    tools: results.filter((tool) => tool.category === category),
  })).filter((group) => group.tools.length > 0);
}
