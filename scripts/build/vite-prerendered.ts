import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { chooseLanguage, PRERENDERED_FOLDER, prerenderedFile } from './prerender-routing.ts';

type Next = (error?: unknown) => void;

/**
 * `vite preview` answers a route that has built HTML (scripts/build/prerender.ts) with that file in the
 * visitor's language, as Netlify does through the generated `_redirects`; any other address
 * goes on to the preview server's own handling (files, then index.html). The files' own folder
 * is not served under its name, as a visitor never asks for it.
 */
export function createPrerenderedMiddleware(outDir: string) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const [path = '/', query] = (req.url ?? '/').split('?');
    if (path.startsWith(`${PRERENDERED_FOLDER}/`)) {
      res.statusCode = 404;
      res.end();
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      const language = chooseLanguage({
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      const file = prerenderedFile(path, language);
      if (!path.includes('..') && existsSync(join(outDir, file))) {
        req.url = query === undefined ? file : `${file}?${query}`;
        // Caches keep one copy per language, as Netlify's do for its language rules.
        res.setHeader('Vary', 'Cookie, Accept-Language');
      }
    }
    next();
  };
}

export function prerenderedPagesPlugin(): Plugin {
  return {
    name: 'prerendered-pages',
    configurePreviewServer(server) {
      server.middlewares.use(
        createPrerenderedMiddleware(resolve(server.config.root, server.config.build.outDir)),
      );
    },
  };
}
