/**
 * The app's start: the second step of src/main.tsx, which evaluated React a task before and then
 * imported this module (with the router, i18next and the shell it imports).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadFirstPage } from './app/App';
import { startupDone } from './app/StartupGate';
import { mayTakeOver } from './app/takeOver';
import { AuthProvider } from './lib/auth/AuthContext';
import { AuthModalProvider } from './app/auth/AuthModalProvider';
import { gaMeasurementId } from './lib/config';
import { initI18n } from './lib/i18n';
import { nextTask } from './lib/nextTask';
import { keyOpeningEntry } from './lib/openingEntryKey';
import { stylesheetsLoaded } from './lib/stylesheets';
import { applyTheme, readStoredTheme } from './lib/theme';

applyTheme(readStoredTheme());
// Before the router reads it: a reload then returns to where the page was (src/app/ScrollManager).
keyOpeningEntry();

if (gaMeasurementId) {
  void import('./lib/googleAnalytics').then((module) =>
    module.installGoogleAnalytics(gaMeasurementId),
  );
}
// Not needed for the first page: its own small chunk.
void import('./lib/serviceWorker').then((module) => module.registerServiceWorker());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const site = ({ started, hydrating }: { started: boolean; hydrating: boolean }) => (
  <StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <AuthModalProvider>
          <App started={started} hydrating={hydrating} />
        </AuthModalProvider>
      </AuthProvider>
    </BrowserRouter>
  </StrictMode>
);

const onUncaughtError = (error: unknown) => console.error('Uncaught error', error);

if (root.firstElementChild) {
  // The HTML drawn at build time (scripts/build/prerender.ts) is the page (or its start-up view).
  // Where it is this visitor's page (src/app/takeOver.ts), the app takes it over as it is
  // (hydration): its first render draws the same elements, which React keeps, rather than
  // drawing them again (the home page's cards: 512 ms of script at 4× CPU). Otherwise (another
  // language, signed in, something stored for the page) it stays on screen through the start-up
  // and the first render replaces it, in small slices (a transition), rather than the start-up
  // view drawn again first.
  // It has only the styles it needs. The site's whole stylesheet comes before this code
  // (index.html's start-up script), or beside it in a page nobody sees yet: the first render
  // waits for it.
  // The page is on screen already, so each step of the start-up takes a task of its own after
  // the code's evaluation: together they were one long task, the longest of the page's load.
  const hydrating = mayTakeOver(root);
  void (async () => {
    await nextTask();
    initI18n();
    await nextTask();
    await Promise.all([
      // The page's code (on its way, preloaded with the entry); a page taken over as drawn shows
      // no start-up view to wait for.
      startupDone(preloadFirstPage, window.location.pathname, hydrating ? 0 : undefined),
      stylesheetsLoaded(),
    ]);
    if (hydrating) {
      // Hydration is done in slices the browser can interrupt, not in one long task.
      hydrateRoot(root, site({ started: true, hydrating }), {
        onUncaughtError,
        // A difference between the drawn page and the first render: React draws that part anew.
        onRecoverableError: (error) => console.error('The drawn page was drawn again', error),
      });
    } else {
      const reactRoot = createRoot(root, { onUncaughtError });
      startTransition(() => reactRoot.render(site({ started: true, hydrating })));
    }
  })();
} else {
  initI18n();
  createRoot(root, { onUncaughtError }).render(site({ started: false, hydrating: false }));
}
