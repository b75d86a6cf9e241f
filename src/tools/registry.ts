import type { ToolDefinition } from './types';
import { meta as taxCalculator } from './tax-calculator/meta';

/**
 * The one list of tools. Routes, home cards, search and the sitemap all come from it.
 * Adding a tool is adding its folder and one line here.
 */
export const TOOLS: readonly ToolDefinition[] = [
  taxCalculator,
];

export function findTool(id: string): ToolDefinition | undefined {
  return TOOLS.find((tool) => tool.id === id);
}
