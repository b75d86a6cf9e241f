import { useMemo, useState } from 'react';
import { DownloadIcon, PrintIcon, PrintPreview, usePaperSetting } from '../../components/print';
import { downloadCsv } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { buildQuoteCsv, type QuoteCsvLabels } from './buildQuoteCsv';
import { buildQuoteLines, calculateQuoteTotals } from './calculateQuoteTotals';
import { locales } from './locales';
import { QuoteDocument } from './QuoteDocument';
import { quoteFileName, withHonorific } from './quoteDraft';
import { QuoteHeaderForm } from './QuoteHeaderForm';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import { QuoteTotalsPanel } from './QuoteTotalsPanel';
import { checkRegistrationNumber } from '../../lib/senderProfile/registrationNumber';
import { useQuoteDraft } from './useQuoteDraft';

export default function QuoteGeneratorTool() {
  const { t, i18n } = useToolTranslation('quote-generator', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { draft, ...actions } = useQuoteDraft();
  const [paper, setPaper] = usePaperSetting('quote-generator');
  const [previewOpen, setPreviewOpen] = useState(false);

  const lines = useMemo(() => buildQuoteLines(draft), [draft]);
  const totals = useMemo(() => calculateQuoteTotals(lines), [lines]);
  const registration = checkRegistrationNumber(draft.header.registrationNumber);
  const registrationNumber = registration.status === 'empty' ? '' : registration.normalized;
  const clientLine =
    language === 'ja'
      ? withHonorific(draft.header.clientName, draft.header.honorific)
      : draft.header.clientName.trim();

  const hasErrors =
    draft.header.quoteNumber.trim() === '' ||
    registration.status === 'invalid_format' ||
    lines.some((line) => line.quantityError || line.unitPriceError);

  const exportCsv = () => {
    const labels = t('csv', { returnObjects: true }) as QuoteCsvLabels;
    const csv = buildQuoteCsv(
      { header: draft.header, clientLine, registrationNumber, lines, totals },
      labels,
    );
    downloadCsv(quoteFileName(draft.header.quoteNumber, 'csv'), csv);
  };

  const startNewQuote = () => {
    if (window.confirm(t('actions.new_quote_confirm'))) actions.reset();
  };

  const quoteDocument = (
    <QuoteDocument
      header={draft.header}
      clientLine={clientLine}
      registrationNumber={registrationNumber}
      lines={lines}
      totals={totals}
      language={language}
      t={t}
    />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <QuoteHeaderForm
          header={draft.header}
          registration={registration}
          actions={actions}
          t={t}
        />
        <QuoteItemsEditor
          lines={lines}
          taxRate={draft.taxRate}
          perItemTax={draft.perItemTax}
          actions={actions}
          t={t}
        />
      </div>
      <aside className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
        <QuoteTotalsPanel totals={totals} lines={lines} t={t} />
        <div className="panel flex flex-col gap-3">
          {hasErrors && (
            <p className="alert-error text-sm" role="alert">
              {t('errors.export_blocked')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setPreviewOpen(true)}
            disabled={hasErrors}
          >
            <PrintIcon />
            {t('actions.pdf')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={exportCsv}
            disabled={hasErrors}
          >
            <DownloadIcon />
            {t('actions.csv')}
          </button>
          <button type="button" className="btn btn-ghost text-sm" onClick={startNewQuote}>
            {t('actions.new_quote')}
          </button>
          <p className="muted text-xs">{t('actions.autosave')}</p>
        </div>
      </aside>
      <PrintPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        documentTitle={quoteFileName(draft.header.quoteNumber)}
        paper={paper}
        onPaperChange={setPaper}
      >
        {quoteDocument}
      </PrintPreview>
    </div>
  );
}
