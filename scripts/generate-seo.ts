/**
 * Writes dist/sitemap.xml (home, every tool route and the public pages) and dist/robots.txt
 * after `vite build`. The site URL comes from SITE_URL, else Netlify's URL, else localhost.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOOLS } from '../src/tools/registry.ts';

const siteUrl = (process.env.SITE_URL || process.env.URL || 'http://localhost:4173').replace(
  /\/$/,
  '',
);
const dist = process.argv[2] ?? 'dist';

export function sitemapPaths(): string[] {
  return ['/', ...TOOLS.map((tool) => `/${tool.id}`), '/contact', '/privacy', '/terms'];
}

const today = new Date().toISOString().slice(0, 10);
const urls = sitemapPaths()
  .map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /settings\nDisallow: /todo-share/\nDisallow: /schedule-share/\nDisallow: /book-bookmark/\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`sitemap.xml (${sitemapPaths().length} URLs) and robots.txt written for ${siteUrl}`);
