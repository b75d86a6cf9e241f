import type { QueryClient } from '@tanstack/react-query';
import { isKeptOffline } from './offlineRegistry';

/** Asks the browser for its "leave site? changes may not be saved" prompt. */
function askFirst(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Browsers before the standard (Chromium < 119, older Safari) ask only when returnValue is set.
  event.returnValue = '';
}

/**
 * While a write of `client` is on its way to the server, leaving, closing or reloading the page
 * asks first. A write cut off by the unload is lost: a task ticked just before a reload came
 * back unticked. Listening only while writes are pending keeps the page eligible for the
 * back/forward cache the rest of the time. Returns the unsubscribe (for tests).
 */
export function askBeforeLeavingWhileWriting(client: QueryClient, target: EventTarget = window) {
  const listener = askFirst as EventListener;
  return client.getMutationCache().subscribe(() => {
    // A write waiting offline that is kept in the browser (offlineWrites.ts) survives a reload.
    const atRisk = client.isMutating({ predicate: (mutation) => !isKeptOffline(client, mutation) });
    if (atRisk > 0) target.addEventListener('beforeunload', listener);
    else target.removeEventListener('beforeunload', listener);
  });
}
