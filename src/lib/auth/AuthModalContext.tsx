import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import { useAuth } from './AuthContext';

/** forgot: ask for a password-reset mail; reset: back from its link, choose a new password. */
export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

interface AuthModalApi {
  /** Opens the sign-in / create-account dialog (its code loads on first use). */
  openAuthModal: (mode?: AuthMode) => void;
}

const AuthModalContext = createContext<AuthModalApi>({ openAuthModal: () => {} });

const AuthModal = lazy(() => import('../../app/auth/AuthModal'));

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuthModal = useCallback((next: AuthMode = 'login') => setMode(next), []);
  const { lastEvent } = useAuth();
  // Back from a reset mail's link, supabase-js has signed the user in and reports
  // PASSWORD_RECOVERY: the dialog opens to set the new password (state adjusted while
  // rendering, as React recommends for state derived from a change).
  const [seenEvent, setSeenEvent] = useState(lastEvent);
  if (lastEvent !== seenEvent) {
    setSeenEvent(lastEvent);
    if (lastEvent === 'PASSWORD_RECOVERY') setMode('reset');
  }
  const api = useMemo(() => ({ openAuthModal }), [openAuthModal]);
  return (
    <AuthModalContext.Provider value={api}>
      {children}
      {mode && (
        <Suspense fallback={null}>
          <AuthModal initialMode={mode} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModalApi {
  return useContext(AuthModalContext);
}
