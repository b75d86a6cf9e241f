import type { ToolDefinition } from '../src/tools/types.ts';

/** Every public, indexable path: home, each tool's route and the public pages. */
export function sitemapPaths(tools: readonly ToolDefinition[]): string[] {
  return ['/', ...tools.map((tool) => `/${tool.id}`), '/contact', '/privacy', '/terms'];
}

/** The site's address for absolute URLs: SITE_URL, else Netlify's URL, else the local preview. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || env.URL || 'http://localhost:4173').replace(/\/$/, '');
}
