import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { TOOL_KEYWORDS } from '../../src/tools/keywords';
import { TOOL_METAS, TOOLS } from '../../src/tools/registry';
import { toolFolderProblems } from '../../src/tools/toolFolders';
import { robotsTxt, sitemapPaths } from '../build/sitemap';
import { loadToolKeywords, loadToolMetas, loadTools, TOOLS_DIR, toolFiles } from './tool-folders';

/** Folders under src/tools, listed independently of both registries. */
const folders = readdirSync(TOOLS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the tool folders are the one list of tools', () => {
  it('every folder is a whole tool: meta.ts, keywords.ts and locales.ts', () => {
    for (const file of ['meta.ts', 'keywords.ts', 'locales.ts']) {
      expect(toolFiles(file).map((path) => path.split(/[\\/]/).at(-2))).toEqual(
        [...folders].sort(),
      );
    }
  });

  it('the app registry (import.meta.glob) holds every folder with a meta.ts', () => {
    expect(TOOLS.map((tool) => tool.id).sort()).toEqual([...folders].sort());
  });

  it('each meta.ts names its own folder and has an order no other tool has', async () => {
    expect(toolFolderProblems(TOOL_METAS)).toEqual([]);
    expect(toolFolderProblems(await loadToolMetas())).toEqual([]);
  });

  it('the Node registry (fs) agrees with the app registry, in the same order', async () => {
    expect((await loadTools()).map((tool) => tool.id)).toEqual(TOOLS.map((tool) => tool.id));
  });

  it('the keywords of every folder are loaded, in the app and in Node', async () => {
    expect(Object.keys(TOOL_KEYWORDS).sort()).toEqual([...folders].sort());
    expect(await loadToolKeywords()).toEqual(TOOL_KEYWORDS);
  });

  it('the sitemap lists each tool’s route once', async () => {
    const paths = sitemapPaths(await loadTools());
    for (const folder of folders) expect(paths.filter((p) => p === `/${folder}`)).toHaveLength(1);
    expect(paths.filter((p) => folders.includes(p.slice(1)))).toHaveLength(folders.length);
  });

  it('robots.txt keeps the share pages out of search engines, from each meta.ts', async () => {
    const robots = robotsTxt(await loadTools(), 'https://example.jp');
    const disallowed = robots.match(/^Disallow: .*$/gm);
    expect(disallowed).toEqual([
      'Disallow: /settings',
      'Disallow: /unsubscribe',
      'Disallow: /schedule-share/',
      'Disallow: /todo-share/',
      'Disallow: /book-bookmark/',
      'Disallow: /_prerendered/',
    ]);
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(robots).toMatch(/\n\nSitemap: https:\/\/example\.jp\/sitemap\.xml\n$/);
  });
});
