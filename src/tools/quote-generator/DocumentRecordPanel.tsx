import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import {
  useDocumentVersions,
  type BusinessDocumentsApi,
} from '../../lib/businessDocuments/useBusinessDocuments';
import { formatTokyoDateTime } from '../../lib/dates';
import { formatYen } from '../../lib/format';
import { addLaterToolLocales } from '../../lib/i18n/toolLocales';
import type { Language } from '../../lib/i18n/types';
import { laterLocales } from './laterLocales';
import { PaymentsSection } from './PaymentsSection';
import { RecurringInvoiceSection } from './RecurringInvoiceSection';
import { SendDocumentSection, type MakePdf } from './SendDocumentSection';

addLaterToolLocales('quote-generator', laterLocales);

interface Props {
  /** The kept document open in the editor, or null while it is not kept yet. */
  kept: BusinessDocument | null;
  documents: BusinessDocumentsApi;
  correcting: boolean;
  busy: boolean;
  language: Language;
  t: TFunction;
  /** Keeps the draft as it is, then issues it. */
  onIssue: () => Promise<void>;
  onStartCorrecting: () => void;
  onStopCorrecting: () => void;
  onSaveCorrection: (reason: string) => Promise<boolean>;
  onCancel: (reason: string) => Promise<boolean>;
  /** The PDF of the document open in the editor (「メールで送付」 attaches it). */
  onMakePdf: MakePdf;
}

/**
 * 「発行」 and what follows it: an issued document is fixed; a correction is saved as a new
 * version with its reason, a deletion is a cancellation with its reason, and every version is
 * listed (電子帳簿保存法: the history of corrections and deletions).
 */
export function DocumentRecordPanel({
  kept,
  documents,
  correcting,
  busy,
  language,
  t,
  onIssue,
  onStartCorrecting,
  onStopCorrecting,
  onSaveCorrection,
  onCancel,
  onMakePdf,
}: Props) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  const [reasonMissing, setReasonMissing] = useState(false);
  const versions = useDocumentVersions(documents, kept && kept.status !== 'draft' ? kept.id : null);
  const status = kept?.status ?? 'draft';

  const withReason = async (action: (reason: string) => Promise<boolean>) => {
    if (reason.trim() === '') return setReasonMissing(true);
    setReasonMissing(false);
    if (await action(reason.trim())) {
      setReason('');
      setCancelling(false);
    }
  };

  const reasonField = (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-reason`} className="label">
        {t('record.reason')}
      </label>
      <input
        id={`${id}-reason`}
        className={`input w-full ${reasonMissing ? 'input-invalid' : ''}`}
        value={reason}
        maxLength={500}
        placeholder={t('record.reason_placeholder')}
        aria-invalid={reasonMissing}
        aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {reasonMissing && (
        <p id={`${id}-reason-error`} className="text-sm text-red-700 dark:text-red-300">
          {t('record.reason_required')}
        </p>
      )}
    </div>
  );

  // Correcting and cancelling an issued document both ask for a reason, then do it or go back.
  const reasonStep =
    status !== 'issued'
      ? null
      : correcting
        ? {
            note: t('record.correcting'),
            confirm: t('record.save_correction'),
            run: onSaveCorrection,
            back: onStopCorrecting,
          }
        : cancelling
          ? {
              note: null,
              confirm: t('record.cancel_document'),
              run: onCancel,
              back: () => setCancelling(false),
            }
          : null;

  return (
    <section className="panel flex flex-col gap-3" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-bold text-gray-900 dark:text-white">
        {t('record.heading')}
      </h2>
      <p className="text-sm" data-testid="document-status">
        {status === 'draft'
          ? t('record.status_draft')
          : status === 'issued'
            ? t('record.status_issued', { version: kept?.version ?? 1 })
            : t('record.status_cancelled', { reason: kept?.cancel_reason ?? '' })}
      </p>
      {status === 'draft' && (
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t('record.issue_confirm'))) void onIssue();
          }}
        >
          {t('record.issue')}
        </button>
      )}
      {status === 'issued' && !correcting && !cancelling && (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy}
            onClick={onStartCorrecting}
          >
            {t('record.correct')}
          </button>
          <button
            type="button"
            className="btn btn-ghost text-red-700 dark:text-red-300"
            disabled={busy}
            onClick={() => setCancelling(true)}
          >
            {t('record.cancel')}
          </button>
        </div>
      )}
      {reasonStep && (
        <div className="flex flex-col gap-2">
          {reasonStep.note && <p className="alert-info text-sm">{reasonStep.note}</p>}
          {reasonField}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void withReason(reasonStep.run)}
            >
              {reasonStep.confirm}
            </button>
            <button type="button" className="btn btn-ghost" onClick={reasonStep.back}>
              {t('record.stop_correcting')}
            </button>
          </div>
        </div>
      )}
      {kept && kept.kind === 'invoice' && status === 'issued' && (
        <PaymentsSection kept={kept} storeKey={documents.storeKey} language={language} t={t} />
      )}
      {kept &&
        kept.kind === 'invoice' &&
        status !== 'cancelled' &&
        !correcting &&
        documents.storeKey !== 'browser' && (
          <RecurringInvoiceSection
            kept={kept}
            storeKey={documents.storeKey}
            language={language}
            t={t}
          />
        )}
      {kept && status === 'issued' && documents.storeKey === 'browser' && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-bold">{t('send.heading')}</h3>
          <p className="muted text-sm">{t('send.browser_only')}</p>
        </div>
      )}
      {kept && status === 'issued' && documents.storeKey !== 'browser' && (
        <>
          {correcting && <p className="muted text-sm">{t('send.correcting')}</p>}
          {!correcting && (
            <SendDocumentSection
              key={`${kept.id}-${kept.version}`}
              kept={kept}
              storeKey={documents.storeKey}
              language={language}
              t={t}
              makePdf={onMakePdf}
            />
          )}
        </>
      )}
      {versions.length > 0 && (
        <div className="flex flex-col gap-1">
          <h3 className="text-sm font-bold">{t('record.versions')}</h3>
          <ol className="flex flex-col gap-1 text-sm" aria-label={t('record.versions')}>
            {versions.map((version) => (
              <li
                key={version.id}
                className="rounded border border-gray-300 px-2 py-1 dark:border-gray-600"
              >
                <p>
                  {t('record.version_line', {
                    version: version.version,
                    action: t(`record.actions.${version.action}`),
                    date: formatTokyoDateTime(version.created_at, language),
                  })}
                </p>
                {version.amount !== null && (
                  <p className="muted text-xs">
                    {t('record.version_amount', { amount: formatYen(version.amount) })}
                  </p>
                )}
                {version.reason && (
                  <p className="muted text-xs">
                    {t('record.version_reason', { reason: version.reason })}
                  </p>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
