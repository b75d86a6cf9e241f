import { useTranslation } from 'react-i18next';

/** A page whose code is on the way (and any page while the site starts, unless it says more). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    // A screen tall, so the footer does not jump when the page arrives.
    <p role="status" className="min-h-screen text-gray-700 dark:text-gray-300">
      {t('site.loading')}
    </p>
  );
}
