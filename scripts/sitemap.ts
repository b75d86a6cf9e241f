import type { ToolDefinition } from '../src/tools/types.ts';

/** Every public, indexable path: home, each tool's route and the public pages. */
export function sitemapPaths(tools: readonly ToolDefinition[]): string[] {
  return ['/', ...tools.map((tool) => `/${tool.id}`), '/contact', '/privacy', '/terms'];
}
