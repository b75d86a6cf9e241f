import { useEffect, useMemo, useState } from 'react';
import { DocumentActions, PrintPreview, usePaperSetting } from '../../components/print';
import { SenderProfilePanel } from '../../components/senderProfile';
import { useBusinessDocuments } from '../../lib/businessDocuments/useBusinessDocuments';
import { downloadCsv } from '../../lib/download';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { checkRegistrationNumber } from '../../lib/senderProfile/registrationNumber';
import { useSenderProfile } from '../../lib/senderProfile/useSenderProfile';
import { buildQuoteCsv, type QuoteCsvLabels } from './buildQuoteCsv';
import { buildQuoteLines, calculateQuoteTotals } from './calculateQuoteTotals';
import { documentFileName, documentNumberOf } from './documentDraft';
import { KeepingNoticeBar } from './KeepingNoticeBar';
import { KeptDocumentsPanel } from './KeptDocumentsPanel';
import { locales } from './locales';
import { QuoteDocument } from './QuoteDocument';
import { withHonorific } from './quoteDraft';
import { QuoteHeaderForm } from './QuoteHeaderForm';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import { QuoteTotalsPanel } from './QuoteTotalsPanel';
import { useDocumentKeeping } from './useDocumentKeeping';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { useQuoteDraft } from './useQuoteDraft';

function QuoteGeneratorTool() {
  const { t, i18n } = useToolTranslation('quote-generator', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { draft, ...actions } = useQuoteDraft();
  const { profile } = useSenderProfile();
  const documents = useBusinessDocuments();
  const [paper, setPaper] = usePaperSetting('quote-generator');
  const [previewOpen, setPreviewOpen] = useState(false);

  const lines = useMemo(() => buildQuoteLines(draft), [draft]);
  const totals = useMemo(() => calculateQuoteTotals(lines), [lines]);
  const keeping = useDocumentKeeping(
    { draft, totals, replace: actions.replace, setSavedId: actions.setSavedId },
    documents,
    profile.bankAccount,
  );

  // Blank issuer fields are filled from the sender profile when it changes and when another
  // document is opened or made; a field the user empties on purpose stays empty meanwhile.
  const { fillIssuer } = actions;
  const documentIdentity = `${draft.kind}|${draft.savedId ?? ''}|${documentNumberOf(draft)}`;
  useEffect(() => {
    fillIssuer(profile);
  }, [profile, documentIdentity, fillIssuer]);

  const registration = checkRegistrationNumber(draft.header.registrationNumber);
  const registrationNumber = registration.status === 'empty' ? '' : registration.normalized;
  const clientLine =
    language === 'ja'
      ? withHonorific(draft.header.clientName, draft.header.honorific)
      : draft.header.clientName.trim();

  const hasErrors =
    documentNumberOf(draft).trim() === '' ||
    registration.status === 'invalid_format' ||
    lines.some((line) => line.quantityError || line.unitPriceError);

  const exportCsv = () => {
    const labels = t('csv', { returnObjects: true }) as QuoteCsvLabels;
    const csv = buildQuoteCsv(
      { kind: draft.kind, header: draft.header, clientLine, registrationNumber, lines, totals },
      labels,
    );
    downloadCsv(documentFileName(draft, 'csv'), csv);
  };

  const startNewQuote = () => {
    if (window.confirm(t('actions.new_quote_confirm'))) {
      actions.reset();
      keeping.dismiss();
    }
  };

  const kindName = t(`actions.kinds.${draft.kind}`);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {/* 自社情報, typed once: the issuer, 登録番号, 振込先 and seal of every document. */}
        <SenderProfilePanel />
        <p className="text-base font-bold" data-testid="editing-kind">
          {t('actions.editing', { kind: kindName })}
        </p>
        <QuoteHeaderForm kind={draft.kind} header={draft.header} actions={actions} t={t} />
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
          <DocumentActions
            blocked={hasErrors}
            onPrint={() => setPreviewOpen(true)}
            onCsv={exportCsv}
            className="flex flex-col gap-3"
          >
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => void keeping.save()}
              disabled={hasErrors || keeping.busy}
            >
              {t('actions.save')}
            </button>
            {draft.kind !== 'invoice' && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void keeping.make('invoice')}
                disabled={hasErrors || keeping.busy}
              >
                {t('actions.make_invoice')}
              </button>
            )}
            {draft.kind !== 'delivery_note' && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => void keeping.make('delivery_note')}
                disabled={hasErrors || keeping.busy}
              >
                {t('actions.make_delivery_note')}
              </button>
            )}
          </DocumentActions>
          <KeepingNoticeBar
            notice={keeping.notice}
            busy={keeping.busy}
            t={t}
            onUndo={(document) => void keeping.undoDelete(document)}
          />
          <button type="button" className="btn btn-ghost text-sm" onClick={startNewQuote}>
            {t('actions.new_quote')}
          </button>
          <p className="muted text-xs">{t('actions.autosave')}</p>
        </div>
        <KeptDocumentsPanel
          documents={documents}
          openId={draft.savedId}
          busy={keeping.busy}
          language={language}
          t={t}
          onOpen={keeping.open}
          onDuplicate={(document) => void keeping.duplicate(document)}
          onDelete={(document) => void keeping.remove(document)}
        />
      </aside>
      <PrintPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        documentTitle={documentFileName(draft)}
        paper={paper}
        onPaperChange={setPaper}
      >
        <QuoteDocument
          kind={draft.kind}
          header={draft.header}
          clientLine={clientLine}
          registrationNumber={registrationNumber}
          lines={lines}
          totals={totals}
          sealImage={profile.sealImage}
          language={language}
          t={t}
        />
      </PrintPreview>
    </div>
  );
}

export default withDataQueries(QuoteGeneratorTool);
