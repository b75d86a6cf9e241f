import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * What the local backend hands a function, as the Edge Runtime does: the request and the
 * environment. The functions declare the same shape in supabase/functions/_shared/function-env.ts
 * (the backend imports nothing from there; tests/functions-config.test.ts holds the two alike).
 */
export type FunctionEnv = Record<string, string | undefined>;
export type FunctionHandler = (req: Request, env: FunctionEnv) => Promise<Response>;

export const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions/', import.meta.url));

export interface EdgeFunction {
  name: string;
  handler: FunctionHandler;
  /** Supabase's verify_jwt (on by default): refuse calls without a valid JWT. A function
   *  opts out by exporting `verifyJwt = false` from its handler.ts. */
  verifyJwt: boolean;
}

/** Every `supabase/functions/<name>/handler.ts` (folders starting with _ are shared code). */
export async function discoverFunctions(dir = FUNCTIONS_DIR): Promise<Map<string, EdgeFunction>> {
  const found = new Map<string, EdgeFunction>();
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return found;
  }
  for (const name of entries.sort()) {
    if (name.startsWith('_') || name.startsWith('.')) continue;
    const file = join(dir, name, 'handler.ts');
    if (!(await stat(file).catch(() => null))?.isFile()) continue;
    const module = (await import(pathToFileURL(file).href)) as {
      handler?: unknown;
      verifyJwt?: unknown;
    };
    if (typeof module.handler !== 'function') {
      throw new Error(`${file} must export handler(req: Request, env: FunctionEnv)`);
    }
    found.set(name, {
      name,
      handler: module.handler as FunctionHandler,
      verifyJwt: module.verifyJwt !== false,
    });
  }
  return found;
}
