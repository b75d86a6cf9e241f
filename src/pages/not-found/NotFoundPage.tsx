import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/usePageMeta';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('not_found.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-gray-500 dark:text-gray-400">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('not_found.title')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('not_found.message')}</p>
      <Link to="/" className="btn btn-primary">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
