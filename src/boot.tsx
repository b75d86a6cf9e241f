/**
 * The app's start: the second step of src/main.tsx, which evaluated React a task before and then
 * imported this module (with the router, i18next and the shell it imports).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, preloadFirstPage } from './app/App';
import { startupDone } from './app/StartupGate';
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

const reactRoot = createRoot(root, {
  onUncaughtError: (error) => console.error('Uncaught error', error),
});
const render = (started: boolean) =>
  reactRoot.render(
    <StrictMode>
      <BrowserRouter>
        <AuthProvider>
          <AuthModalProvider>
            <App started={started} />
          </AuthModalProvider>
        </AuthProvider>
      </BrowserRouter>
    </StrictMode>,
  );

if (root.firstElementChild) {
  // The HTML drawn at build time (scripts/build/prerender.ts) is the page (or its start-up view): it
  // stays on screen through the start-up, and the first render is then the page itself, in
  // small slices (a transition), rather than the start-up view drawn again first.
  // It has only the styles it needs. The site's whole stylesheet comes before this code
  // (index.html's start-up script), or beside it in a page nobody sees yet: the first render
  // waits for it.
  // The page is on screen already, so each step of the start-up takes a task of its own after
  // the code's evaluation: together they were one long task, the longest of the page's load.
  void (async () => {
    await nextTask();
    initI18n();
    await nextTask();
    await Promise.all([
      startupDone(preloadFirstPage, window.location.pathname),
      stylesheetsLoaded(),
    ]);
    startTransition(() => render(true));
  })();
} else {
  initI18n();
  render(false);
}
