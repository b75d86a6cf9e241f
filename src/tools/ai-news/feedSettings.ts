/**
 * The news tool's settings that do not depend on the build's environment, so that code running
 * outside the browser (the edge function and the preview server that draw news into the page)
 * can use them too; config.ts adds the values read from the build's environment.
 */

/** note's RSS of articles tagged #AI. VITE_NEWS_FEED_URL points the tool at any other feed. */
export const DEFAULT_FEED_URL = 'https://note.com/hashtag/AI/rss';
/** A public CORS proxy answering `{contents: "<xml>"}`, used when no local backend runs. */
export const PUBLIC_PROXY_URL = 'https://api.allorigins.win/get?url=';

export const NEWS_ITEM_LIMIT = 20;
export const DESCRIPTION_LIMIT = 200;
export const NEWS_FETCH_TIMEOUT_MS = 15_000;

/** A setting's trimmed value, or null when it is unset or blank. */
export function configured(value: string | undefined): string | null {
  return value && value.trim() !== '' ? value.trim() : null;
}

/** The local backend proxies allow-listed feeds itself, so the tool works offline. */
export function resolveNewsProxyUrl(
  value: string | undefined,
  localBackend: boolean,
  backendUrl: string,
): string {
  return (
    configured(value) ?? (localBackend ? `${backendUrl}/api/rss-proxy?url=` : PUBLIC_PROXY_URL)
  );
}

/** Only an https player may be embedded; anything else means no player. */
export function resolvePodcastEmbedUrl(value: string | undefined): string | null {
  const text = configured(value);
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The proxy request for a feed: `{url}` in the proxy URL is replaced by the encoded feed URL;
 * without it, the encoded feed URL is appended (`…/get?url=` style).
 */
export function buildProxyRequestUrl(proxyUrl: string, feedUrl: string): string {
  const encoded = encodeURIComponent(feedUrl);
  return proxyUrl.includes('{url}') ? proxyUrl.replace('{url}', encoded) : `${proxyUrl}${encoded}`;
}
