import type { TFunction } from 'i18next';

/** The kept documents' heading and where they are kept: the panel's top, also while it loads. */
export function KeptDocumentsHeading({ where, t }: { where: 'account' | 'browser'; t: TFunction }) {
  return (
    <>
      <h2 id="kept-documents-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('documents.heading')}
      </h2>
      <p className="muted text-sm">
        {t(where === 'account' ? 'documents.where_account' : 'documents.where_browser')}
      </p>
    </>
  );
}

/** The panel as it stands while its code arrives (it loads after the page: see the tool). */
export function KeptDocumentsLoading({ where, t }: { where: 'account' | 'browser'; t: TFunction }) {
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="kept-documents-heading">
      <KeptDocumentsHeading where={where} t={t} />
      <p className="text-sm">{t('documents.loading')}</p>
    </section>
  );
}
