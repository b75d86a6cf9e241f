import { framelessPrefixes } from '../../src/tools/toolRoutes.ts';
import type { ToolDefinition } from '../../src/tools/types.ts';

/** Every public, indexable path: home, each tool's route and the public pages. */
export function sitemapPaths(tools: readonly ToolDefinition[]): string[] {
  return ['/', ...tools.map((tool) => `/${tool.id}`), '/contact', '/privacy', '/terms'];
}

/**
 * robots.txt: everything but the pages that are one person's (settings, an unsubscribe link),
 * the tools' pages without the frame (share links, from each meta.ts `routes`) and the built
 * HTML's own folder (served at the routes' addresses).
 */
export function robotsTxt(tools: readonly ToolDefinition[], siteUrl: string): string {
  const disallowed = ['/settings', '/unsubscribe', ...framelessPrefixes(tools), '/_prerendered/'];
  const lines = disallowed.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${lines}\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** The site's address for absolute URLs: SITE_URL, else Netlify's URL, else the local preview. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.SITE_URL || env.URL || 'http://localhost:4173').replace(/\/$/, '');
}
