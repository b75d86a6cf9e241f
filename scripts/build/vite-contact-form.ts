import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import { LOCAL_BACKEND_URL } from '../../src/portable/localBackend.ts';

/**
 * On Netlify, Netlify Forms answers the contact form's POST to the site root. On a developer's
 * machine nothing would, so the dev and preview servers hand that one request (form-name=contact)
 * to the local backend's /api/contact and pass its answer back; every other request goes on.
 */

export { LOCAL_BACKEND_URL };
const MAX_BODY_BYTES = 64 * 1024;

type Next = (error?: unknown) => void;
type Fetch = (input: string, init: RequestInit) => Promise<Response>;

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function isFormPostToRoot(req: IncomingMessage): boolean {
  const path = (req.url ?? '').split('?')[0];
  const type = String(req.headers['content-type'] ?? '').toLowerCase();
  return (
    req.method === 'POST' && path === '/' && type.startsWith('application/x-www-form-urlencoded')
  );
}

/** The middleware; `backendUrl` is read per request so the resolved config can set it. */
export function createContactFormMiddleware(
  backendUrl: () => string,
  fetchImpl: Fetch = (input, init) => fetch(input, init),
) {
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (!isFormPostToRoot(req)) {
      next();
      return;
    }
    void (async () => {
      let body: string;
      try {
        body = await readBody(req, MAX_BODY_BYTES);
      } catch (error) {
        if (error instanceof BodyTooLarge)
          sendJson(res, 413, { ok: false, error: 'Form too large' });
        else next(error);
        return;
      }
      // Only the contact form is ours; the body is already read, but nothing after us needs it.
      if (new URLSearchParams(body).get('form-name') !== 'contact') {
        next();
        return;
      }
      const target = `${backendUrl().replace(/\/+$/, '')}/api/contact`;
      try {
        const answer = await fetchImpl(target, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body,
        });
        res.statusCode = answer.status;
        res.setHeader('Content-Type', answer.headers.get('content-type') ?? 'application/json');
        res.end(await answer.text());
      } catch (error) {
        console.error(`[contact-form] the local backend did not answer at ${target}:`, error);
        sendJson(res, 502, { ok: false, error: `The local backend is not reachable at ${target}` });
      }
    })();
  };
}

/** The site's `VITE_` settings as Vite loads them (.env files, then the process). */
export function siteEnv(config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'root'>) {
  const envDir = typeof config.envDir === 'string' ? config.envDir : config.root;
  return loadEnv(config.mode, envDir, 'VITE_');
}

/** The backend URL from the environment Vite loads (.env files, then the process). */
export function backendUrlFromEnv(
  config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'root'>,
): string {
  const url = siteEnv(config).VITE_SUPABASE_URL?.trim();
  return url ? url : LOCAL_BACKEND_URL;
}

export function contactFormPlugin(): Plugin {
  let backendUrl = LOCAL_BACKEND_URL;
  const middleware = createContactFormMiddleware(() => backendUrl);
  return {
    name: 'office-tools:contact-form',
    configResolved(config) {
      backendUrl = backendUrlFromEnv(config);
    },
    configureServer(server) {
      server.middlewares.use(middleware);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
    },
  };
}
