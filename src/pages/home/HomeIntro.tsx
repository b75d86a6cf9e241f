import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/PageLoading';

/** The home page's title and description. */
export function HomeIntro() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{t('home.title')}</h1>
      <p className="mx-auto max-w-2xl text-gray-700 dark:text-gray-300">{t('home.description')}</p>
    </>
  );
}

/**
 * The home page while the site starts (and its built HTML): the title and description where
 * the home page has them, then the loading text in place of the search and the tools.
 */
export function HomeStartup() {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3 text-center">
        <HomeIntro />
      </section>
      <PageLoading />
    </div>
  );
}
