/**
 * Registers the service worker that vite-plugin-pwa builds (/sw.js), which precaches the shell
 * and every tool chunk so that the site keeps working offline after the first visit.
 *
 * The app registers it itself rather than through the plugin's registerSW.js: on the pages
 * drawn at build time the app's code starts only after the first paint (scripts/prerender.ts),
 * often after the window's load event, and registerSW.js waits for that event. Registering
 * once the page has loaded keeps the worker's precaching off the first page's network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('The service worker was not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
