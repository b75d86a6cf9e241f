import { Link } from 'react-router-dom';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { usePageMeta } from '../../lib/usePageMeta';
import { locales } from './locales';

export default function NotFoundPage() {
  const { t } = useToolTranslation('not_found', locales);
  usePageMeta(t('title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-gray-500 dark:text-gray-400">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('message')}</p>
      <Link to="/" className="btn btn-primary">
        {t('common:back_home')}
      </Link>
    </section>
  );
}
