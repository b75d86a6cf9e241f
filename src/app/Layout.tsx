import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
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
 * `hydrating`: the app's first render takes the built HTML over as it is (src/boot.tsx), so it
 * leaves them out too, and brings them in a render of the frame alone just after (the page
 * inside is not drawn again: `children` is the same element).
 */
export function Layout({
  children,
  hydrating = false,
}: {
  children: ReactNode;
  hydrating?: boolean;
}) {
  const [asBuilt, setAsBuilt] = useState(hydrating);
  useEffect(() => {
    if (asBuilt) startTransition(() => setAsBuilt(false));
    // Once, after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const atBuildTime = useDrawnAtBuildTime() || asBuilt;
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
