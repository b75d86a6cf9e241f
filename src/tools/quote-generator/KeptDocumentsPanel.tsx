import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import {
  buildDocumentIndexCsv,
  EMPTY_SEARCH,
  isSearching,
  type DocumentIndexLabels,
  type DocumentSearch,
} from '../../lib/businessDocuments/searchDocuments';
import {
  DOCUMENTS_PAGE_SIZE,
  useDocumentSearch,
} from '../../lib/businessDocuments/useBusinessDocuments';
import { allMatches } from '../../lib/businessDocuments/allMatches';
import { formatTokyoDate as formatDate, tokyoDateString } from '../../lib/dates';
import { downloadCsv } from '../../lib/download';
import { formatYen } from '../../lib/format';
import { parseYenAmount } from '../../lib/parseYenAmount';
import type { DocumentSummary } from '../../lib/businessDocuments/businessDocument';
import type { BusinessDocumentsApi } from '../../lib/businessDocuments/useBusinessDocuments';
import type { Language } from '../../lib/i18n/types';
import { GatherInvoiceForm } from './GatherInvoiceForm';
import { InvoicePaymentsList } from './InvoicePaymentsList';
import { KeptDocumentsHeading } from './KeptDocumentsHeading';
import type { QuoteDraft } from './quoteTypes';
import { laterLocales } from './laterLocales';
import { addLaterToolLocales } from '../../lib/i18n/toolLocales';

addLaterToolLocales('quote-generator', laterLocales);

interface Props {
  documents: Pick<BusinessDocumentsApi, 'where' | 'store' | 'storeKey' | 'ready'>;
  openId: string | null;
  busy: boolean;
  language: Language;
  t: TFunction;
  onOpen: (document: Pick<DocumentSummary, 'id'>) => void;
  onDuplicate: (document: DocumentSummary) => void;
  onDelete: (document: DocumentSummary) => void;
  onGather: (draft: QuoteDraft) => void;
}

/**
 * The kept documents, newest change first, a page at a time, and their search (電子帳簿保存法:
 * 取引年月日 and amount ranges, 取引先): run in the database for an account, so every match is
 * found however many documents there are; the index CSV holds every match.
 */
export function KeptDocumentsPanel({
  documents,
  openId,
  busy,
  language,
  t,
  onOpen,
  onDuplicate,
  onDelete,
  onGather,
}: Props) {
  const { where } = documents;
  const id = useId();
  const [search, setSearch] = useState<DocumentSearch>(EMPTY_SEARCH);
  const [offset, setOffset] = useState(0);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { status, rows: items, total } = useDocumentSearch(documents, search, offset);
  const searching = isSearching(search);
  const [amountText, setAmountText] = useState({ min: '', max: '' });
  const amountOf = (text: string) => {
    const parsed = parseYenAmount(text);
    return parsed.kind === 'ok' ? parsed.value : null;
  };
  const amountInvalid = (text: string) => {
    const kind = parseYenAmount(text).kind;
    return kind === 'invalid' || kind === 'too_large';
  };
  const change = (patch: Partial<DocumentSearch>) => {
    setSearch((current) => ({ ...current, ...patch }));
    setOffset(0);
  };
  const exportIndex = async () => {
    setExporting('busy');
    const matches = await allMatches(documents.store, search);
    if (!matches.ok) return setExporting('failed');
    setExporting('idle');
    const csv = buildDocumentIndexCsv(
      matches.data,
      t('search.columns', { returnObjects: true }) as DocumentIndexLabels,
      {
        kind: (kind) => t(`actions.kinds.${kind}`),
        status: (value) => t(`search.statuses.${value}`),
      },
    );
    downloadCsv(t('search.file_name', { date: tokyoDateString() }), csv);
  };
  const field = (key: 'dateFrom' | 'dateTo', label: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="label text-xs">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type="date"
        className="input w-full text-sm"
        value={search[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    </div>
  );
  const amountField = (key: 'min' | 'max', label: string) => {
    const invalid = amountInvalid(amountText[key]);
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount-${key}`} className="label text-xs">
          {label}
        </label>
        <input
          id={`${id}-amount-${key}`}
          inputMode="numeric"
          className={`input w-full text-right text-sm ${invalid ? 'input-invalid' : ''}`}
          value={amountText[key]}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-amount-error` : undefined}
          onChange={(event) => {
            const text = event.target.value;
            setAmountText((current) => ({ ...current, [key]: text }));
            change(key === 'min' ? { amountMin: amountOf(text) } : { amountMax: amountOf(text) });
          }}
        />
      </div>
    );
  };
  return (
    <section className="panel flex flex-col gap-3" aria-labelledby="kept-documents-heading">
      <KeptDocumentsHeading where={where} t={t} />
      <InvoicePaymentsList
        storeKey={documents.storeKey}
        busy={busy}
        language={language}
        t={t}
        onOpen={onOpen}
      />
      <GatherInvoiceForm
        documents={documents}
        busy={busy}
        language={language}
        t={t}
        onGather={onGather}
      />
      {status === 'loading' && <p className="text-sm">{t('documents.loading')}</p>}
      {status === 'error' && (
        <p className="alert-error text-sm" role="alert">
          {t('documents.load_failed')}
        </p>
      )}
      {(total > 0 || searching) && (
        <div
          role="search"
          aria-label={t('search.heading')}
          className="flex flex-col gap-2 rounded-lg border border-gray-300 p-2 dark:border-gray-600"
        >
          <h3 className="text-sm font-bold">{t('search.heading')}</h3>
          <div className="grid grid-cols-2 gap-2">
            {field('dateFrom', t('search.date_from'))}
            {field('dateTo', t('search.date_to'))}
            {amountField('min', t('search.amount_min'))}
            {amountField('max', t('search.amount_max'))}
          </div>
          {(amountInvalid(amountText.min) || amountInvalid(amountText.max)) && (
            <p id={`${id}-amount-error`} className="text-sm text-red-700 dark:text-red-300">
              {t('search.amount_invalid')}
            </p>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-client`} className="label text-xs">
              {t('search.client')}
            </label>
            <input
              id={`${id}-client`}
              className="input w-full text-sm"
              value={search.client}
              placeholder={t('search.client_placeholder')}
              onChange={(event) => change({ client: event.target.value })}
            />
          </div>
          <p className="text-xs" aria-live="polite">
            {t('search.results', { count: total })}
          </p>
          <div className="flex flex-wrap gap-2">
            {searching && (
              <button
                type="button"
                className="btn btn-ghost px-2 py-1 text-xs"
                onClick={() => {
                  setSearch(EMPTY_SEARCH);
                  setOffset(0);
                  setAmountText({ min: '', max: '' });
                }}
              >
                {t('search.clear')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-secondary px-2 py-1 text-xs"
              disabled={exporting === 'busy'}
              onClick={() => void exportIndex()}
            >
              {t(exporting === 'busy' ? 'search.exporting' : 'search.export')}
            </button>
          </div>
          {exporting === 'failed' && (
            <p className="alert-error text-sm" role="alert">
              {t('search.export_failed')}
            </p>
          )}
        </div>
      )}
      {status === 'ready' && total === 0 && !searching && (
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
                <span className="text-xs">{t(`search.statuses.${document.status}`)}</span>
              </p>
              {(document.transaction_date || document.amount !== null) && (
                <p className="text-xs text-gray-700 dark:text-gray-300">
                  {[
                    document.transaction_date &&
                      `${t('search.columns.transaction_date')}: ${formatDate(`${document.transaction_date}T00:00:00+09:00`, language)}`,
                    document.amount !== null && formatYen(document.amount),
                  ]
                    .filter(Boolean)
                    .join(' / ')}
                </p>
              )}
              <p className="break-words text-gray-700 dark:text-gray-300">
                {[document.client, document.title].filter(Boolean).join(' / ') || '—'}
              </p>
              <p className="text-xs text-gray-700 dark:text-gray-300">
                {t('documents.column_updated')}: {formatDate(document.updated_at, language)}
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
                {/* Only drafts are deleted; an issued document is cancelled, in the editor. */}
                {document.status === 'draft' && (
                  <button
                    type="button"
                    className="btn btn-ghost px-2 py-1 text-xs text-red-700 dark:text-red-300"
                    aria-label={t('documents.delete_label', { number: document.number })}
                    disabled={busy}
                    onClick={() => onDelete(document)}
                  >
                    {t('documents.delete')}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > DOCUMENTS_PAGE_SIZE && (
        <nav aria-label={t('search.pages')} className="flex items-center justify-between gap-2">
          <button
            type="button"
            className="btn btn-secondary px-2 py-1 text-xs"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - DOCUMENTS_PAGE_SIZE))}
          >
            {t('search.previous')}
          </button>
          <p className="text-xs">
            {t('search.range', {
              from: offset + 1,
              to: Math.min(total, offset + DOCUMENTS_PAGE_SIZE),
              total,
            })}
          </p>
          <button
            type="button"
            className="btn btn-secondary px-2 py-1 text-xs"
            disabled={offset + DOCUMENTS_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + DOCUMENTS_PAGE_SIZE)}
          >
            {t('search.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
