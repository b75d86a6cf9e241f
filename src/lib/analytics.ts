export type AnalyticsEvent =
  | { name: 'tool_usage'; params: { tool_id: string; tool_name: string } }
  | { name: 'file_download'; params: { file_name: string; file_type: string } }
  | { name: 'share_generation'; params: { share_type: string } }
  | { name: 'page_view'; params: { page_path: string; page_title: string; tool_id?: string } };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

const sinks = new Set<AnalyticsSink>();
/**
 * Events sent before any sink was added (the first page's view, while Google Analytics' code is
 * on its way), kept for the first sink; at most this many, so a site without analytics keeps
 * only a few.
 */
export const WAITING_EVENTS_LIMIT = 20;
const waiting: AnalyticsEvent[] = [];

function deliver(sink: AnalyticsSink, event: AnalyticsEvent): void {
  try {
    sink(event);
  } catch (error) {
    console.error('analytics sink failed', error);
  }
}

/** Sinks receive every event; with none registered nothing leaves the browser. */
export function addAnalyticsSink(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  for (const event of waiting.splice(0)) deliver(sink, event);
  return () => sinks.delete(sink);
}

function emit(event: AnalyticsEvent): void {
  if (sinks.size === 0 && waiting.length < WAITING_EVENTS_LIMIT) waiting.push(event);
  for (const sink of sinks) deliver(sink, event);
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
