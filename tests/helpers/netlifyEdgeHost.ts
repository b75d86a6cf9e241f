/**
 * A Deno program that plays Netlify's part for one edge function, for tests on real Deno
 * (tests/helpers/deno.ts starts it):
 *
 *   deno run … netlifyEdgeHost.ts <the function's file URL> <a built page's file>
 *
 * As on Netlify: `Netlify.env` reads the environment; a request whose path is the function's
 * `config.path` goes through the function, whose `context.next()` answers with the built page
 * (what the site's `_redirects` would serve); any other path gets the page directly. Unlike
 * Netlify's `onError: 'bypass'`, a failing function answers 500 with its error, so that a test
 * sees it.
 */

// A module (top-level await), though it exports nothing.
export {};

declare const Deno: {
  args: string[];
  env: { get(name: string): string | undefined };
  readTextFile(path: string): Promise<string>;
  serve(handler: (request: Request) => Promise<Response>): unknown;
};

interface EdgeFunctionModule {
  default: (
    request: Request,
    context: { next(): Promise<Response>; waitUntil(promise: Promise<unknown>): void },
  ) => Promise<Response>;
  config: { path: string };
}

const [functionUrl, pageFile] = Deno.args;
if (!functionUrl || !pageFile) throw new Error('usage: netlifyEdgeHost.ts <function URL> <page>');

(globalThis as { Netlify?: unknown }).Netlify = {
  env: { get: (name: string) => Deno.env.get(name) },
};
const edge = (await import(functionUrl)) as EdgeFunctionModule;
const page = await Deno.readTextFile(pageFile);
const builtPage = () =>
  new Response(page, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

Deno.serve(async (request) => {
  if (new URL(request.url).pathname !== edge.config.path) return builtPage();
  try {
    return await edge.default(request, {
      next: async () => builtPage(),
      waitUntil: () => undefined,
    });
  } catch (error) {
    const text = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : error;
    return new Response(String(text), { status: 500 });
  }
});
