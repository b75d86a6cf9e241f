import { useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { coverColor, isSafeCoverUrl } from './coverColor';
import { locales } from './locales';

/**
 * The cover image when a cover service or provider gave an https one; otherwise (and when it
 * fails to load) a generated card with the title, so nothing is fetched from elsewhere by default.
 */
export function BookCover({
  asin,
  title,
  imageUrl,
}: {
  asin: string;
  title: string;
  imageUrl: string | null;
}) {
  const { t } = useToolTranslation('book-concierge', locales);
  const [failed, setFailed] = useState(false);
  const frame = 'h-36 w-24 shrink-0 overflow-hidden rounded-md shadow-sm';
  if (isSafeCoverUrl(imageUrl) && !failed) {
    return (
      <img
        src={imageUrl}
        alt={t('results.cover', { title })}
        className={`${frame} bg-gray-100 object-cover dark:bg-gray-700`}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${frame} flex flex-col justify-between p-2 text-white`}
      style={{ backgroundColor: coverColor(asin) }}
    >
      <span className="line-clamp-5 text-xs leading-snug font-semibold">{title}</span>
      <span className="h-1 w-8 rounded bg-white/70" />
    </div>
  );
}
