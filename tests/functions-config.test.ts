import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { RunningBackend } from '../server/index.ts';
import {
  discoverFunctions,
  type FunctionHandler as BackendHandler,
} from '../server/functions/discover-functions.ts';
import type { FunctionHandler } from '../supabase/functions/_shared/function-env.ts';
import { startTestBackend } from './helpers/backend.ts';
import { readSupabaseConfig } from './helpers/supabaseConfig.ts';

/**
 * supabase/config.toml decides what the platform checks before a function runs (verify_jwt);
 * the local backend reads the same decision from each handler's `verifyJwt` export. They must
 * agree, or something that works locally fails on hosted Supabase.
 */
function declaredFunctions(): Map<string, boolean> {
  const declared = new Map<string, boolean>();
  for (const [name, settings] of Object.entries(readSupabaseConfig().functions)) {
    if (settings.verify_jwt === undefined) {
      throw new Error(`[functions.${name}] has no explicit verify_jwt`);
    }
    declared.set(name, settings.verify_jwt);
  }
  return declared;
}

describe('edge function declarations', () => {
  it('the backend hands handlers what they are written for (checked by the type check)', () => {
    expectTypeOf<FunctionHandler>().toExtend<BackendHandler>();
    expectTypeOf<BackendHandler>().toExtend<FunctionHandler>();
  });

  it('declares every function with an explicit verify_jwt that matches its handler', async () => {
    const functions = await discoverFunctions();
    const declared = declaredFunctions();
    expect([...declared.keys()].sort()).toEqual([...functions.keys()].sort());
    for (const [name, edgeFunction] of functions) {
      expect({ name, verifyJwt: declared.get(name) }).toEqual({
        name,
        verifyJwt: edgeFunction.verifyJwt,
      });
    }
  });
});

describe('public functions check the project key themselves', () => {
  let backend: RunningBackend;
  beforeAll(async () => {
    backend = await startTestBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });

  const call = (name: string, headers: Record<string, string>) =>
    fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ companyName: 'トヨタ', category: 'business' }),
    });

  it.each(['company-search', 'book-search'])(
    '%s: 401 without an apikey or with a wrong one, 200 with the anon key and no JWT',
    async (name) => {
      expect((await call(name, {})).status).toBe(401);
      expect((await call(name, { apikey: 'sb_publishable_not-this-project' })).status).toBe(401);
      // A publishable key is not a JWT: no Authorization header at all must still work.
      expect((await call(name, { apikey: backend.anonKey })).status).toBe(200);
    },
  );

  it('lets CORS preflights through without a key', async () => {
    const response = await fetch(`${backend.url}/functions/v1/company-search`, {
      method: 'OPTIONS',
    });
    expect(response.status).toBe(200);
  });
});
