import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { supabaseAnonKey, supabaseUrl } from './config';
import type { Database } from './database.types';
import { readString } from './storage';

/** The client, typed by the schema (`src/lib/database.types.ts`, from `npm run gen:types`). */
export type TypedSupabaseClient = SupabaseClient<Database>;

let clientPromise: Promise<TypedSupabaseClient> | null = null;

/**
 * Every request carries the page's display language as Accept-Language (a CORS-safelisted
 * header), so rows the database writes for a request know the language of the mails they lead
 * to (a respondent's answer: the decision mail; a new account's mail settings).
 */
export const fetchInPageLanguage: typeof fetch = (input, init) => {
  const headers = new Headers(
    init?.headers ?? (input instanceof Request ? input.headers : undefined),
  );
  headers.set('Accept-Language', document.documentElement.lang === 'en' ? 'en' : 'ja');
  return fetch(input, { ...init, headers });
};
let announceRequest: () => void = () => undefined;
const requested = new Promise<void>((resolve) => (announceRequest = resolve));

/**
 * The one Supabase client, loaded on demand so the home page never downloads supabase-js.
 * Only data modules and the auth context call this.
 */
export function getSupabase(): Promise<TypedSupabaseClient> {
  if (!clientPromise) {
    clientPromise = import('@supabase/supabase-js').then(({ createClient }) =>
      createClient<Database>(supabaseUrl, supabaseAnonKey, {
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
        global: { fetch: fetchInPageLanguage },
      }),
    );
    announceRequest();
  }
  return clientPromise;
}

/** Resolves when something on the page first asks for the client (sign-in, a data tool). */
export function whenSupabaseRequested(): Promise<void> {
  return requested;
}

/** supabase-js stores the session under `sb-<first hostname label>-auth-token`. */
export const AUTH_STORAGE_KEY = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

/** The stored session, read synchronously so the first paint already shows who is signed in. */
export function readStoredSession(): Session | null {
  const raw = readString(AUTH_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Session> | null;
    return parsed && typeof parsed.access_token === 'string' && parsed.user
      ? (parsed as Session)
      : null;
  } catch {
    return null;
  }
}

/**
 * The client and the session in use, or null when there is none. When this browser keeps no
 * session, the answer is known without loading supabase-js at all.
 */
export async function getSessionClient(): Promise<{
  supabase: TypedSupabaseClient;
  session: Session;
} | null> {
  if (readStoredSession() === null) return null;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session ? { supabase, session: data.session } : null;
}

/** An OAuth or recovery redirect carries tokens in the URL; the client must read them at once. */
export function urlCarriesAuthResult(location: Location = window.location): boolean {
  return /access_token=|error_description=|[?&]code=/.test(location.hash + location.search);
}
