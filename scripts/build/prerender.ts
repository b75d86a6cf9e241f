/**
 * After `vite build` (part of `npm run build`): each route drawn into a copy of the built
 * index.html (src/app/prerender.tsx: the page itself where its first look does not depend on
 * the time, else its start-up view of header, heading, description and loading text), with
 * only the CSS rules it uses and, for a tool, its own modules held with the entry's
 * (scripts/build/route-modules.ts), in Japanese and in English, as
 * dist/_prerendered/{ja,en}/<route>.html; and dist/_redirects, by which Netlify answers each
 * route with its file in the visitor's language
 * (scripts/build/prerender-routing.ts; `vite preview` does the same through scripts/build/vite-prerendered.ts).
 * So every route paints before its JavaScript arrives, and search engines and link previews see
 * its title and description. index.html itself stays the plain shell for every other address
 * (shared links, unknown paths) and for the service worker.
 *
 *   tsx scripts/build/prerender.ts [dist]
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import type * as PrerenderModule from '../../src/app/prerender.tsx';
import {
  drawnPageTemplate,
  fillTemplate,
  withCodeOnInteraction,
  withCriticalCss,
  withoutWarmUp,
  withRouteModules,
} from './prerender-html.ts';
import { routeModules, toolIconName } from './route-modules.ts';
import { readManifest } from './vite-manifest.ts';
import { prerenderedFile, redirectRules, type PageLanguage } from './prerender-routing.ts';
import { siteUrl as siteAddress } from './sitemap.ts';

const dist = process.argv[2] ?? 'dist';
const siteUrl = siteAddress();
const LANGUAGES: readonly PageLanguage[] = ['ja', 'en'];

const started = Date.now();
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
// The Content-Security-Policy allows the start-up script by the hash of its source's text.
const startupScript = /<script>[\s\S]*?<\/script>/.exec(readFileSync('index.html', 'utf8'))?.[0];
if (!startupScript || !shell.includes(startupScript)) {
  throw new Error(`${dist}/index.html: the start-up script is not as written in index.html`);
}
const { template, stylesheetPath } = drawnPageTemplate(shell);
const stylesheet = readFileSync(join(dist, stylesheetPath), 'utf8');
const manifest = readManifest(dist);
/** The icon of the tool at `path`, from its meta.ts (null for other pages). */
const iconOf = (path: string) => {
  const meta = join('src', 'tools', path.split('/')[1] ?? '', 'meta.ts');
  return existsSync(meta) ? toolIconName(readFileSync(meta, 'utf8')) : null;
};
// The app's modules, run in Node by Vite as they are written.
const vite = await createServer({
  mode: 'production',
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const { prerenderPaths, renderPage } = (await vite.ssrLoadModule(
    '/src/app/prerender.tsx',
  )) as typeof PrerenderModule;
  const paths = prerenderPaths();
  const startupOnly = new Set<string>();
  const hydrated = new Set<string>();
  for (const language of LANGUAGES) {
    for (const path of paths) {
      const page = await renderPage(path, language);
      if (!page.whole) startupOnly.add(path);
      const filled = fillTemplate(
        withRouteModules(template, routeModules(manifest, path, iconOf(path))),
        {
          language,
          siteName: page.siteName,
          title: page.title,
          description: page.description,
          noscript: page.noscript,
          url: `${siteUrl}${path}`,
          root: page.html,
          hydrationReads: page.hydration?.reads ?? null,
        },
      );
      if (page.hydration) hydrated.add(path);
      const html = withCriticalCss(
        // The home page works as drawn (its cards are links): its code comes at the visitor's
        // first interaction or in an idle moment (src/main.tsx).
        (path === '/' ? withCodeOnInteraction : (same: string) => same)(
          page.whole ? withoutWarmUp(filled) : filled,
        ),
        stylesheet,
        page.servedWith,
      );
      const file = join(dist, prerenderedFile(path, language));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
  }
  writeFileSync(join(dist, '_redirects'), redirectRules(paths));
  console.log(
    `${paths.length * LANGUAGES.length} pages drawn (${paths.length} routes in ja and en) and _redirects written in ${Date.now() - started} ms`,
  );
  // Pages whose first look depends on the date, the time or chance show their start-up view.
  console.log(`  start-up view only: ${[...startupOnly].join(' ') || 'none'}`);
  // Pages the app takes over as drawn (src/boot.tsx); the others it draws again.
  console.log(`  hydrated where nothing is stored: ${[...hydrated].join(' ') || 'none'}`);
} finally {
  await vite.close();
}
