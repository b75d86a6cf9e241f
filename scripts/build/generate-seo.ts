/**
 * Writes dist/sitemap.xml (home, every tool route and the public pages) and dist/robots.txt
 * after `vite build`. The site URL comes from SITE_URL, else Netlify's URL, else localhost.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { robotsTxt, siteUrl as siteAddress, sitemapPaths } from './sitemap.ts';
import { loadTools } from '../lib/tool-folders.ts';

const siteUrl = siteAddress();
const dist = process.argv[2] ?? 'dist';

const tools = await loadTools();
const paths = sitemapPaths(tools);
const today = new Date().toISOString().slice(0, 10);
const urls = paths
  .map((path) => `  <url><loc>${siteUrl}${path}</loc><lastmod>${today}</lastmod></url>`)
  .join('\n');
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), robotsTxt(tools, siteUrl));
console.log(`sitemap.xml (${paths.length} URLs) and robots.txt written for ${siteUrl}`);
