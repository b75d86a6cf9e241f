import { readFile } from 'node:fs/promises';
import type { RunningBackend, StartBackendOptions } from '../../server/index.ts';
import { startTestBackend } from './backend.ts';

const SCHEMA = new URL('../fixtures/postgrest-schema.sql', import.meta.url);

/**
 * A backend with tests/fixtures/postgrest-schema.sql loaded and the schema cache reloaded:
 * the tables and functions the rest-postgrest-* tests compare with PostgREST's answers.
 */
export async function startPostgrestFixture(
  options: StartBackendOptions = {},
): Promise<RunningBackend> {
  const backend = await startTestBackend(options);
  await backend.database.execScript(await readFile(SCHEMA, 'utf8'), { transaction: true });
  await backend.reloadSchema();
  return backend;
}

/** Raw fetch against /rest/v1 with the anon key, for what supabase-js cannot express. */
export function restFetch(backend: RunningBackend, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', backend.anonKey);
  if (!headers.has('content-type') && init.body !== undefined) {
    headers.set('content-type', 'application/json');
  }
  return fetch(`${backend.url}/rest/v1/${path}`, { ...init, headers });
}
