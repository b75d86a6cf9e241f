import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { AuthModalContext, type AuthMode } from '../../lib/auth/AuthModalContext';

const AuthModal = lazy(() => import('./AuthModal'));

/** Draws the sign-in dialog that `useAuthModal().openAuthModal()` asks for. */
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
