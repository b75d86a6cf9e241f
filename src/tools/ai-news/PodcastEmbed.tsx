import type { TFunction } from 'i18next';

/** The configured podcast player, sandboxed. */
export function PodcastEmbed({ url, t }: { url: string; t: TFunction }) {
  return (
    <iframe
      src={url}
      title={t('podcast_title')}
      loading="lazy"
      // Players need their own scripts and storage, and open episodes in new windows.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      className="h-38 w-full rounded-xl border-0"
    />
  );
}
