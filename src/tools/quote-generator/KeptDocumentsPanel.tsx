import type { TFunction } from 'i18next';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import type { BusinessDocumentsApi } from '../../lib/businessDocuments/useBusinessDocuments';
import { formatTokyoDate } from '../../lib/dates';
import type { Language } from '../../lib/i18n/types';

interface Props {
  documents: Pick<BusinessDocumentsApi, 'where' | 'status' | 'items'>;
  openId: string | null;
  busy: boolean;
  language: Language;
  t: TFunction;
  onOpen: (document: BusinessDocument) => void;
  onDuplicate: (document: BusinessDocument) => void;
  onDelete: (document: BusinessDocument) => void;
}

/** The kept quotes, invoices and delivery notes, newest change first. */
export function KeptDocumentsPanel({
  documents,
  openId,
  busy,
  language,
  t,
  onOpen,
  onDuplicate,
  onDelete,
}: Props) {
  const { status, items, where } = documents;
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="kept-documents-heading">
      <h2 id="kept-documents-heading" className="text-lg font-bold text-gray-900 dark:text-white">
        {t('documents.heading')}
      </h2>
      <p className="muted text-sm">
        {t(where === 'account' ? 'documents.where_account' : 'documents.where_browser')}
      </p>
      {status === 'loading' && <p className="text-sm">{t('documents.loading')}</p>}
      {status === 'error' && (
        <p className="alert-error text-sm" role="alert">
          {t('documents.load_failed')}
        </p>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="text-sm">{t('documents.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={t('documents.caption')}>
          {items.map((document) => (
            <li
              key={document.id}
              className={`rounded-lg border px-3 py-2 text-sm ${
                document.id === openId
                  ? 'border-blue-700 bg-blue-50 dark:border-blue-300 dark:bg-blue-950'
                  : 'border-gray-300 dark:border-gray-600'
              }`}
            >
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-bold">{t(`actions.kinds.${document.kind}`)}</span>
                <span className="font-mono break-all">{document.number}</span>
              </p>
              <p className="break-words text-gray-700 dark:text-gray-300">
                {[document.client, document.title].filter(Boolean).join(' / ') || '—'}
              </p>
              <p className="text-xs text-gray-700 dark:text-gray-300">
                {t('documents.column_updated')}: {formatTokyoDate(document.updated_at, language)}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs"
                  aria-label={t('documents.open_label', { number: document.number })}
                  disabled={busy}
                  onClick={() => onOpen(document)}
                >
                  {t('documents.open')}
                </button>
                <button
                  type="button"
                  className="btn btn-secondary px-2 py-1 text-xs"
                  aria-label={t('documents.duplicate_label', { number: document.number })}
                  disabled={busy}
                  onClick={() => onDuplicate(document)}
                >
                  {t('documents.duplicate')}
                </button>
                <button
                  type="button"
                  className="btn btn-ghost px-2 py-1 text-xs text-red-700 dark:text-red-300"
                  aria-label={t('documents.delete_label', { number: document.number })}
                  disabled={busy}
                  onClick={() => onDelete(document)}
                >
                  {t('documents.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
