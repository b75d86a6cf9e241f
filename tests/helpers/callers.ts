import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import type { RunningBackend, StartBackendOptions } from '../../server/index.ts';
import { createTestClient, signInAsGuest, signUpNewUser, startTestBackend } from './backend.ts';

/** A backend for one test file, with a client holding only the anon key and one holding the
 *  service-role key. */
export interface FileBackend {
  backend: RunningBackend;
  anon: SupabaseClient;
  service: SupabaseClient;
}

/**
 * The callers of the row-level-security matrix: the owner of the rows under test, another
 * signed-in user, a guest (anonymous sign-in) and the anon key alone. A share-link visitor is
 * the anon key plus a link, so a test builds it from `anon`.
 */
export interface Callers extends FileBackend {
  owner: SupabaseClient;
  ownerId: string;
  other: SupabaseClient;
  otherId: string;
  guest: SupabaseClient;
  guestId: string;
}

/**
 * Starts a fresh backend before the file's tests and closes it after them. Call it at the top
 * of a test file; the returned object's fields are set once the file's `beforeAll` has run, so
 * read them inside tests and hooks, never at the top level.
 */
export function useFileBackend(options: StartBackendOptions = {}): FileBackend {
  const file = {} as FileBackend;
  beforeAll(async () => {
    const backend = await startTestBackend(options);
    Object.assign(file, {
      backend,
      anon: createTestClient(backend.url, backend.anonKey),
      service: createTestClient(backend.url, backend.serviceRoleKey),
    });
  });
  afterAll(async () => {
    await file.backend?.close();
  });
  return file;
}

/** `useFileBackend`, plus the matrix's callers signed in before the file's tests. */
export function useCallers(options: StartBackendOptions = {}): Callers {
  const callers = useFileBackend(options) as Callers;
  beforeAll(async () => {
    const [owner, other, guest] = await Promise.all([
      signUpNewUser(callers.backend),
      signUpNewUser(callers.backend),
      signInAsGuest(callers.backend),
    ]);
    Object.assign(callers, {
      owner: owner.client,
      ownerId: owner.user.id,
      other: other.client,
      otherId: other.user.id,
      guest: guest.client,
      guestId: guest.user.id,
    });
  });
  return callers;
}
