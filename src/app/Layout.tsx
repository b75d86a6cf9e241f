import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../lib/auth/AuthContext';
import { useDrawnAtBuildTime } from '../lib/drawnAtBuildTime';
import { AccountSlot } from './auth/AccountSlot';
import { Header } from './Header';

/*
 * Not needed for the first paint, so each comes in its own small chunk right after it, well
 * before the first click on a link: the scroll manager (a fresh visit starts at the top anyway)
 * and the footer (below the fold; appearing under the page, it moves nothing on screen).
 */
const ScrollManager = lazy(() => import('./ScrollManager'));
const Footer = lazy(() => import('./footer/Footer'));
/** Only signed-in users can need the code step; the check itself comes with it (not on the home page). */
const SecondFactorPrompt = lazy(() => import('./auth/SecondFactorPrompt'));

/**
 * Drawn for the built HTML, the frame leaves out those two as the page's first render does
 * (their code is not there yet), so that render replaces the HTML without a visible change.
 */
export function Layout({ children }: { children: ReactNode }) {
  const atBuildTime = useDrawnAtBuildTime();
  const { session } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      {!atBuildTime && (
        <Suspense fallback={null}>
          <ScrollManager />
        </Suspense>
      )}
      <Header accountSlot={<AccountSlot />} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      {!atBuildTime && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {!atBuildTime && session && (
        <Suspense fallback={null}>
          <SecondFactorPrompt />
        </Suspense>
      )}
    </div>
  );
}
