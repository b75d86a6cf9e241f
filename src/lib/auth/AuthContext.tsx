import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  AUTH_STORAGE_KEY,
  getSupabase,
  readStoredSession,
  urlCarriesAuthResult,
  whenSupabaseRequested,
} from '../supabase';

export interface AuthState {
  user: User | null;
  session: Session | null;
  /** True until the client has confirmed (or refreshed) a stored session. */
  loading: boolean;
  lastEvent: AuthChangeEvent | null;
}

const AuthContext = createContext<AuthState>({
  user: null,
  session: null,
  loading: false,
  lastEvent: null,
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => {
    const stored = readStoredSession();
    return {
      session: stored,
      user: stored?.user ?? null,
      loading: stored !== null,
      lastEvent: null,
    };
  });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    // Follows the client from the moment anything on the page asks for it.
    void whenSupabaseRequested().then(async () => {
      const client = await getSupabase();
      if (cancelled) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        setState({ session, user: session?.user ?? null, loading: false, lastEvent: event });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    // A stored session must be confirmed (or refreshed) and a redirect's tokens read at once.
    // Otherwise there is nobody to follow until this page signs in (which asks for the client)
    // or another tab does (which writes the stored session): until then supabase-js is not even
    // downloaded, which keeps every page light.
    if (readStoredSession() !== null || urlCarriesAuthResult()) void getSupabase();
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY && event.newValue) void getSupabase();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      window.removeEventListener('storage', onStorage);
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

export function useDisplayName(fallback: string): string {
  const { user } = useAuth();
  return useMemo(() => {
    const fullName: unknown = user?.user_metadata?.full_name;
    return typeof fullName === 'string' && fullName.trim() ? fullName.trim() : fallback;
  }, [user, fallback]);
}
