import { createContext, useContext } from 'react';

/**
 * Opening the sign-in dialog from anywhere. The dialog and the provider that draws it belong
 * to the shell (src/app/auth/AuthModalProvider.tsx); pages, tools and shared components reach
 * it through this context only.
 */

/** forgot: ask for a password-reset mail; reset: back from its link, choose a new password. */
export type AuthMode = 'login' | 'signup' | 'forgot' | 'reset';

export interface AuthModalApi {
  /** Opens the sign-in / create-account dialog (its code loads on first use). */
  openAuthModal: (mode?: AuthMode) => void;
}

export const AuthModalContext = createContext<AuthModalApi>({ openAuthModal: () => {} });

export function useAuthModal(): AuthModalApi {
  return useContext(AuthModalContext);
}
