import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { QuoteDraft } from './quoteTypes';
import { PrintPreview, usePaperSetting } from '../../components/print';
import { SenderProfilePanel } from '../../components/senderProfile';
import {
  useBusinessDocuments,
  useKeptDocument,
} from '../../lib/businessDocuments/useBusinessDocuments';
import { downloadBlob, downloadCsv } from '../../lib/download';
import { useDocumentNumbering } from '../../lib/documentNumbering/useDocumentNumbering';
import { loadNumberingSettings } from '../../lib/documentNumbering/numberingSettings';
import { currentLanguage } from '../../lib/i18n';
import { addLaterToolLocales, useToolTranslation } from '../../lib/i18n/toolLocales';
import { checkRegistrationNumber } from '../../lib/senderProfile/registrationNumber';
import { useSenderProfile } from '../../lib/senderProfile/useSenderProfile';
import type { QuoteCsvLabels } from './buildQuoteCsv';
import { buildQuoteLines, calculateQuoteTotals } from './calculateQuoteTotals';
import { documentFileName, documentNumberOf, withDocumentNumber } from './documentDraft';
import { loadLocalDocuments } from '../../lib/businessDocuments/localDocumentStore';
import { moveLocalDocuments } from '../../lib/businessDocuments/moveLocalDocuments';
import { moveLocalCustomers } from '../../lib/customers/customerStores';
import { useCustomers } from '../../lib/customers/useCustomers';
import { receiptStampDuty } from '../../lib/stampDuty';
import { getSupabase } from '../../lib/supabase';
import { moveDocumentToAccount } from '../../lib/businessDocuments/accountDocumentStore';
import { CustomersPanel } from './CustomersPanel';
import { KeptDocumentsLoading } from './KeptDocumentsHeading';
import { locales } from './locales';
import { loadPdfFont } from './pdfFont';
import { QuoteActionsPanel } from './QuoteActionsPanel';
import { withHonorific } from './quoteDraft';
import type { MadeKind } from './quoteTypes';
import { QuoteHeaderForm } from './QuoteHeaderForm';
import { QuoteItemsEditor } from './QuoteItemsEditor';
import { QuoteTotalsPanel } from './QuoteTotalsPanel';
import { useDocumentKeeping } from './useDocumentKeeping';
import { useQuoteDraft } from './useQuoteDraft';
import { withDataQueries } from '../../lib/query/withDataQueries';
import { useStableHandlers } from '../../lib/useStableHandlers';
import type {
  BusinessDocument,
  DocumentSummary,
} from '../../lib/businessDocuments/businessDocument';

/**
 * The form's parts, drawn again only when their own inputs change: a key typed into one field, a
 * number issued or a list arriving re-renders this component, and re-rendering every part with
 * it made each of those one long task (`npm run bench:inp`, `npm run bench:blocking`).
 */
const ProfilePanel = memo(SenderProfilePanel);
const HeaderForm = memo(QuoteHeaderForm);
const ItemsEditor = memo(QuoteItemsEditor);
const TotalsPanel = memo(QuoteTotalsPanel);
const Customers = memo(CustomersPanel);
const ActionsPanel = memo(QuoteActionsPanel);
// 「発行」, corrections and versions load right after the page (their panel shows its heading
// meanwhile): the tool's own code stays within its budget.
// The document on paper (the print preview and the print copy) loads after the page.
const QuoteDocument = lazy(() =>
  import('./QuoteDocument').then((module) => ({ default: module.QuoteDocument })),
);
const RecordPanel = memo(
  lazy(() =>
    import('./DocumentRecordPanel').then((module) => ({ default: module.DocumentRecordPanel })),
  ),
);
// The kept documents (their list, search and index CSV) sit below the document and load after
// the page, which keeps the tool's own code within its budget.
const KeptPanel = memo(
  lazy(() =>
    import('./KeptDocumentsPanel').then((module) => ({ default: module.KeptDocumentsPanel })),
  ),
);

function QuoteGeneratorTool() {
  const { t, i18n } = useToolTranslation('quote-generator', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { draft, actions } = useQuoteDraft();
  const { profile } = useSenderProfile();
  const documents = useBusinessDocuments();
  const customers = useCustomers();
  const [paper, setPaper] = usePaperSetting('quote-generator');
  const [previewOpen, setPreviewOpen] = useState(false);

  const numbering = useDocumentNumbering();
  const [pdfState, setPdfState] = useState<'idle' | 'making' | 'failed'>('idle');
  // The id of the issued document being corrected; opening another one ends the correction.
  const [correctingId, setCorrectingId] = useState<string | null>(null);
  const correcting = correctingId !== null && correctingId === draft.savedId;
  // Why the last request for a number was refused, shown beside the actions.
  const [numberError, setNumberError] = useState<'account' | 'storage' | 'refused' | null>(null);

  // The lines follow the items and rates only: typing a header field leaves the item rows and
  // the totals as they are, and React skips drawing them again.
  const { items, perItemTax, taxRate, rounding, exemptIssuer, taxEntry } = draft;
  const lines = useMemo(
    () => buildQuoteLines({ items, perItemTax, taxRate, rounding, exemptIssuer }),
    [items, perItemTax, taxRate, rounding, exemptIssuer],
  );
  const withholding = draft.kind !== 'delivery_note' && draft.withholding;
  const totals = useMemo(
    () => calculateQuoteTotals(lines, { withholding, taxEntry, rounding, exemptIssuer }),
    [lines, withholding, taxEntry, rounding, exemptIssuer],
  );
  const { kind, paperReceipt } = draft;
  const amountBeforeTax = totals.subtotal + totals.nonTaxable + totals.outOfScope;
  const receipt = useMemo(
    () => (kind === 'receipt' ? { paper: paperReceipt, amountBeforeTax } : undefined),
    [kind, paperReceipt, amountBeforeTax],
  );
  const issueNumber = numbering.issue;
  const { setIssuedNumber } = actions;
  // The draft as last drawn, for the actions that run after an await.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);
  /**
   * The draft with its number: a new document takes its number only here, when it is saved,
   * issued, converted or output (PDF, print, CSV), never when the page opens or reloads.
   */
  const numbered = async (): Promise<QuoteDraft | null> => {
    const current = latestDraft.current;
    if (documentNumberOf(current).trim() !== '') return current;
    if (!numbering.ready) return null;
    const result = await issueNumber(current.kind);
    if (!result.ok) {
      setNumberError(
        result.reason === 'account' || result.reason === 'storage' ? result.reason : 'refused',
      );
      return null;
    }
    setNumberError(null);
    setIssuedNumber(current, result.number);
    return withDocumentNumber(current, result.number);
  };
  // The kept document open in the editor: once issued, the editor is locked unless correcting.
  const { kept, loading: keptLoading } = useKeptDocument(documents, draft.savedId);
  const keeping = useDocumentKeeping(
    {
      draft,
      kept,
      numbered,
      totals,
      replace: actions.replace,
      setSavedId: actions.setSavedId,
    },
    documents,
    profile.bankAccount,
    (kind, details) => issueNumber(kind, { settings: loadNumberingSettings(), details }),
  );

  // A profile edit made anywhere reaches the fields that follow the profile, whole; a field the
  // user has changed in this document keeps the user's text (see followProfile).
  const { followSenderProfile } = actions;
  const documentIdentity = `${draft.kind}|${draft.savedId ?? ''}|${documentNumberOf(draft)}`;
  useEffect(() => {
    followSenderProfile(profile);
  }, [profile, documentIdentity, followSenderProfile]);

  // A 免税事業者 has no 登録番号: none is printed or checked.
  const registration = checkRegistrationNumber(exemptIssuer ? '' : draft.header.registrationNumber);
  const registrationNumber = registration.status === 'empty' ? '' : registration.normalized;
  const clientLine =
    language === 'ja'
      ? withHonorific(draft.header.clientName, draft.header.honorific)
      : draft.header.clientName.trim();

  const hasErrors =
    registration.status === 'invalid_format' ||
    lines.some((line) => line.quantityError || line.unitPriceError);
  // A paper receipt of 50,000 yen or more before tax carries a box for its revenue stamp.
  const stampBox =
    draft.kind === 'receipt' && draft.paperReceipt && receiptStampDuty(amountBeforeTax) > 0;
  const fixed = kept !== null && kept.status !== 'draft';
  // Held while the open document is read after a reload, so an issued one is never editable.
  const locked = keptLoading || (fixed && !(correcting && kept?.status === 'issued'));
  // Signed in with documents still kept in this browser: offer to move them (never copies).
  const [moving, setMoving] = useState<'idle' | 'moving' | 'failed'>('idle');
  const [renumbered, setRenumbered] = useState<{ from: string; to: string }[]>([]);
  const localCount = documents.where === 'account' ? loadLocalDocuments().length : 0;
  const moveToAccount = async () => {
    if (!numbering.account) return;
    setMoving('moving');
    setRenumbered([]);
    const result = await moveLocalDocuments(
      (document, versions, renumber) =>
        moveDocumentToAccount(getSupabase, document, versions, renumber),
      async (kind) => {
        const issued = await issueNumber(kind);
        return issued.ok ? issued.number : null;
      },
    );
    await moveLocalCustomers(customers.store);
    await Promise.all([documents.reload(), customers.reload()]);
    setRenumbered(result.renumbered);
    setMoving(result.failed > 0 ? 'failed' : 'idle');
  };
  const stopCorrecting = () => {
    setCorrectingId(null);
    if (kept) keeping.open(kept);
  };

  /** The PDF of the document in the editor (numbered first), with its file name. */
  const makePdf = async () => {
    const draft = await numbered();
    if (!draft) return null;
    // pdf-lib and the document's PDF model are fetched only now, never with the page; the
    // library's chunk while the model is made.
    const pdfModule = import('./quotePdf');
    const { pdfTextOf, toQuotePdfModel } = await import('./quotePdfModel');
    const model = toQuotePdfModel({
      kind: draft.kind,
      header: draft.header,
      clientLine,
      registrationNumber,
      lines,
      totals,
      sealImage: profile.sealImage,
      stampBox,
      language,
      t,
    });
    // The font slices this document needs, beside the library.
    const [{ makeQuotePdf }] = await Promise.all([pdfModule, loadPdfFont(pdfTextOf(model))]);
    return { bytes: await makeQuotePdf(model), fileName: documentFileName(draft, 'pdf') };
  };

  const downloadPdf = async () => {
    setPdfState('making');
    try {
      const pdf = await makePdf();
      if (!pdf) return setPdfState('idle');
      downloadBlob(
        pdf.fileName,
        new Blob([pdf.bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      );
      setPdfState('idle');
    } catch (error) {
      console.error('PDF failed', error);
      setPdfState('failed');
    }
  };

  const exportCsv = async () => {
    const draft = await numbered();
    if (!draft) return;
    // Fetched on the click (the builder and its labels): the page's first load stays within its
    // budget.
    const [{ buildQuoteCsv }, { laterLocales }] = await Promise.all([
      import('./buildQuoteCsv'),
      import('./laterLocales'),
    ]);
    addLaterToolLocales('quote-generator', laterLocales);
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
  // One identity each for the component's life, so that the memo panels of the side column stay
  // as they are while a key or a toggle redraws the form.
  const handlers = useStableHandlers({
    print: async () => {
      if (await numbered()) setPreviewOpen(true);
    },
    csv: () => void exportCsv(),
    pdf: () => void downloadPdf(),
    makePdf: () => makePdf(),
    save: () => void keeping.save(),
    make: (kind: MadeKind) => void keeping.make(kind),
    undoDelete: (document: BusinessDocument) => void keeping.undoDelete(document),
    keepMine: (mine: QuoteDraft, kept: BusinessDocument) => void keeping.keepMine(mine, kept),
    takeKept: (kept: BusinessDocument) => keeping.takeKept(kept),
    newQuote: startNewQuote,
    issue: keeping.issue,
    cancel: keeping.cancel,
    startCorrecting: () => setCorrectingId(draft.savedId),
    stopCorrecting,
    saveCorrection: async (reason: string) => {
      const done = await keeping.correct(reason);
      if (done) setCorrectingId(null);
      return done;
    },
    open: (document: Pick<DocumentSummary, 'id'>) => void keeping.open(document),
    gather: (gathered: QuoteDraft) => {
      actions.replace(gathered);
      keeping.dismiss();
    },
    duplicate: (document: DocumentSummary) => void keeping.duplicate(document),
    remove: (document: DocumentSummary) => void keeping.remove(document),
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex min-w-0 flex-col gap-6">
        {/* 自社情報, typed once: the issuer, 登録番号, 振込先 and seal of every document. */}
        <ProfilePanel />
        <p className="text-base font-bold" data-testid="editing-kind">
          {t('actions.editing', { kind: kindName })}
        </p>
        {/* An issued document is fixed: its fields are read-only until 「訂正する」. */}
        <fieldset disabled={locked} className="m-0 flex min-w-0 flex-col gap-6 border-0 p-0">
          <HeaderForm
            kind={draft.kind}
            receipt={receipt}
            exemptIssuer={exemptIssuer}
            customers={customers}
            header={draft.header}
            actions={actions}
            t={t}
          />
          <ItemsEditor
            lines={lines}
            taxRate={draft.taxRate}
            perItemTax={draft.perItemTax}
            withholding={draft.kind === 'delivery_note' ? null : draft.withholding}
            taxEntry={taxEntry}
            rounding={rounding}
            exemptIssuer={exemptIssuer}
            actions={actions}
            t={t}
          />
        </fieldset>
      </div>
      <aside className="flex flex-col gap-6 lg:sticky lg:top-4 lg:self-start">
        <TotalsPanel totals={totals} lines={lines} t={t} />
        <ActionsPanel
          kind={draft.kind}
          blocked={hasErrors}
          reason={undefined}
          numberError={
            numberError === 'account'
              ? t('errors.numbering_unreachable')
              : numberError === 'storage'
                ? t('errors.numbering_storage')
                : numberError === 'refused'
                  ? t('errors.numbering_refused')
                  : null
          }
          hasErrors={hasErrors}
          busy={keeping.busy}
          fixed={fixed}
          pdfState={pdfState}
          notice={keeping.notice}
          handlers={handlers}
          t={t}
        />
        <Suspense
          fallback={
            <section className="panel" aria-busy="true">
              <h2 className="text-lg font-bold text-gray-900 dark:text-white">
                {t('record.heading')}
              </h2>
            </section>
          }
        >
          <RecordPanel
            kept={kept}
            documents={documents}
            correcting={correcting}
            busy={keeping.busy || hasErrors}
            language={language}
            t={t}
            onIssue={handlers.issue}
            onStartCorrecting={handlers.startCorrecting}
            onStopCorrecting={handlers.stopCorrecting}
            onSaveCorrection={handlers.saveCorrection}
            onCancel={handlers.cancel}
            onMakePdf={handlers.makePdf}
          />
        </Suspense>
        <Customers customers={customers} t={t} />
        {localCount > 0 && (
          <div className="panel flex flex-col gap-2" role="region" aria-label={t('move.heading')}>
            <p className="text-sm">{t('move.offer', { count: localCount })}</p>
            <button
              type="button"
              className="btn btn-primary"
              disabled={moving === 'moving'}
              onClick={() => void moveToAccount()}
            >
              {t('move.button')}
            </button>
            {moving === 'failed' && (
              <p className="alert-error text-sm" role="alert">
                {t('move.failed')}
              </p>
            )}
          </div>
        )}
        {renumbered.length > 0 && (
          <div className="panel flex flex-col gap-1" role="status">
            {renumbered.map((change) => (
              <p key={change.from} className="text-sm">
                {t('move.renumbered', change)}
              </p>
            ))}
          </div>
        )}
        <Suspense fallback={<KeptDocumentsLoading where={documents.where} t={t} />}>
          <KeptPanel
            documents={documents}
            openId={draft.savedId}
            busy={keeping.busy}
            language={language}
            t={t}
            onOpen={handlers.open}
            onDuplicate={handlers.duplicate}
            onDelete={handlers.remove}
            onGather={handlers.gather}
          />
        </Suspense>
      </aside>
      <PrintPreview
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        documentTitle={documentFileName(draft)}
        paper={paper}
        onPaperChange={setPaper}
      >
        <Suspense fallback={null}>
          <QuoteDocument
            kind={draft.kind}
            header={draft.header}
            clientLine={clientLine}
            registrationNumber={registrationNumber}
            lines={lines}
            totals={totals}
            sealImage={profile.sealImage}
            stampBox={stampBox}
            language={language}
            t={t}
          />
        </Suspense>
      </PrintPreview>
    </div>
  );
}

export default withDataQueries(QuoteGeneratorTool);
