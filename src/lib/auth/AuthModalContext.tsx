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

export type AuthMode = 'login' | 'signup';

interface AuthModalApi {
  /** Opens the sign-in / create-account dialog (its code loads on first use). */
  openAuthModal: (mode?: AuthMode) => void;
}

const AuthModalContext = createContext<AuthModalApi>({ openAuthModal: () => {} });

const AuthModal = lazy(() => import('../../app/auth/AuthModal'));

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<AuthMode | null>(null);
  const openAuthModal = useCallback((next: AuthMode = 'login') => setMode(next), []);
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
