import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSupabase, readStoredSession, urlCarriesAuthResult } from '../supabase';

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

const IDLE_START_MS = 1500;

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
    const start = async () => {
      const client = await getSupabase();
      if (cancelled) return;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        setState({ session, user: session?.user ?? null, loading: false, lastEvent: event });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    // With no stored session and no redirect result there is nothing to confirm yet: start the
    // client when the browser is idle so the home page stays light.
    const urgent = readStoredSession() !== null || urlCarriesAuthResult();
    const timer = window.setTimeout(() => void start(), urgent ? 0 : IDLE_START_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
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
