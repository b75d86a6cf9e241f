import { supabaseUrl, usesLocalBackend } from '../../lib/config';
import {
  configured,
  DEFAULT_FEED_URL,
  resolveNewsProxyUrl,
  resolvePodcastEmbedUrl,
} from './feedSettings';

export * from './feedSettings';

export const newsFeedUrl = configured(import.meta.env.VITE_NEWS_FEED_URL) ?? DEFAULT_FEED_URL;
export const newsProxyUrl = resolveNewsProxyUrl(
  import.meta.env.VITE_NEWS_PROXY_URL,
  usesLocalBackend,
  supabaseUrl,
);
export const podcastEmbedUrl = resolvePodcastEmbedUrl(import.meta.env.VITE_PODCAST_EMBED_URL);
