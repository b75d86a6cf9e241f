/**
 * Google Analytics 4, loaded only when a measurement id is configured (src/boot.tsx imports this
 * module only then, so the site's first page does not carry it otherwise).
 */
import { addAnalyticsSink } from './analytics';
import { readString, STORAGE_KEYS, writeString } from './storage';

/** The anonymous session id: a random UUID kept in local storage, created when missing. */
export function getAnonymousSessionId(): string {
  const existing = readString(STORAGE_KEYS.anonymousId);
  if (existing) return existing;
  const id = crypto.randomUUID();
  writeString(STORAGE_KEYS.anonymousId, id);
  return id;
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Google Analytics 4 is loaded only when a measurement id is configured. */
export function installGoogleAnalytics(measurementId: string): void {
  if (!measurementId || window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  const gtag: Gtag = (...args) => window.dataLayer?.push(args);
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, {
    send_page_view: false,
    client_id: getAnonymousSessionId(),
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  addAnalyticsSink((event) => gtag('event', event.name, event.params));
}
