import type { ToolDefinition } from './types';
import { meta as taxCalculator } from './tax-calculator/meta';
import { meta as jsonTool } from './json-tool/meta';

/**
 * The one list of tools. Routes, home cards, search and the sitemap all come from it.
 * Adding a tool is adding its folder and one line here.
 */
export const TOOLS: readonly ToolDefinition[] = [
  taxCalculator,
  jsonTool,
];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
