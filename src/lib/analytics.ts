import { gaMeasurementId } from './config';
import { readString, STORAGE_KEYS, writeString } from './storage';

export type AnalyticsEvent =
  | { name: 'tool_usage'; params: { tool_id: string; tool_name: string } }
  | { name: 'file_download'; params: { file_name: string; file_type: string } }
  | { name: 'share_generation'; params: { share_type: string } }
  | { name: 'page_view'; params: { page_path: string; page_title: string; tool_id?: string } };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();

/** Sinks receive every event; with none registered nothing leaves the browser. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

function emit(event: AnalyticsEvent): void {
  for (const sink of sinks) {
    try {
      sink(event);
    } catch (error) {
      console.error('analytics sink failed', error);
    }
  }
}

export const trackToolUsage = (toolId: string, toolName: string) =>
  emit({ name: 'tool_usage', params: { tool_id: toolId, tool_name: toolName } });

export const trackFileDownload = (fileName: string, fileType: string) =>
  emit({ name: 'file_download', params: { file_name: fileName, file_type: fileType } });

export const trackShareGeneration = (shareType: string) =>
  emit({ name: 'share_generation', params: { share_type: shareType } });

export const trackPageView = (path: string, title: string, toolId?: string) =>
  emit({
    name: 'page_view',
    params: { page_path: path, page_title: title, ...(toolId ? { tool_id: toolId } : {}) },
  });

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
export function installGoogleAnalytics(measurementId = gaMeasurementId): void {
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
