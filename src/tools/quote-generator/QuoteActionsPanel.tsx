import type { TFunction } from 'i18next';
import Download from 'lucide-react/icons/download';
import { DocumentActions } from '../../components/print';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import { KeepingNoticeBar } from './KeepingNoticeBar';
import { madeFrom, type DraftKind, type MadeKind, type QuoteDraft } from './quoteTypes';
import type { KeepingNotice } from './useDocumentKeeping';

export interface QuoteActionHandlers {
  print: () => void;
  csv: () => void;
  pdf: () => void;
  save: () => void;
  make: (kind: MadeKind) => void;
  undoDelete: (document: BusinessDocument) => void;
  keepMine: (mine: QuoteDraft, kept: BusinessDocument) => void;
  takeKept: (kept: BusinessDocument) => void;
  newQuote: () => void;
}

interface Props {
  kind: DraftKind;
  /** The print and CSV buttons wait, with this reason (the entries' errors when undefined). */
  blocked: boolean;
  reason: string | undefined;
  /** Why no number could be issued for the last action, or null. */
  numberError: string | null;
  hasErrors: boolean;
  /** A save or a conversion is under way. */
  busy: boolean;
  /** The open document is issued or cancelled: it is not saved over. */
  fixed: boolean;
  pdfState: 'idle' | 'making' | 'failed';
  notice: KeepingNotice | null;
  handlers: QuoteActionHandlers;
  t: TFunction;
}

/**
 * The document's actions: print, CSV, PDF, keep, the conversions its kind allows, and what the
 * last of them did. Its own component so that a key typed into the form leaves it as it is.
 */
export function QuoteActionsPanel({
  kind,
  blocked,
  reason,
  numberError,
  hasErrors,
  busy,
  fixed,
  pdfState,
  notice,
  handlers,
  t,
}: Props) {
  return (
    <div className="panel flex flex-col gap-3">
      <DocumentActions
        blocked={blocked}
        reason={reason}
        onPrint={handlers.print}
        onCsv={handlers.csv}
        className="flex flex-col gap-3"
      >
        <button
          type="button"
          className="btn btn-secondary"
          onClick={handlers.pdf}
          disabled={hasErrors || pdfState === 'making'}
        >
          <Download className="h-4 w-4 shrink-0" />
          {t(pdfState === 'making' ? 'actions.pdf_making' : 'actions.pdf_download')}
        </button>
      </DocumentActions>
      {numberError && (
        <p className="alert-error text-sm" role="alert">
          {numberError}
        </p>
      )}
      {pdfState === 'failed' && (
        <p className="alert-error text-sm" role="alert">
          {t('errors.pdf_failed')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={handlers.save}
        disabled={hasErrors || busy || fixed}
      >
        {t('actions.save')}
      </button>
      {madeFrom(kind).map((made) => (
        <button
          key={made}
          type="button"
          className="btn btn-secondary"
          onClick={() => handlers.make(made)}
          disabled={hasErrors || busy}
        >
          {t(`actions.make_${made}`)}
        </button>
      ))}
      <KeepingNoticeBar
        notice={notice}
        busy={busy}
        t={t}
        onUndo={handlers.undoDelete}
        onKeepMine={handlers.keepMine}
        onTakeKept={handlers.takeKept}
      />
      <button type="button" className="btn btn-ghost text-sm" onClick={handlers.newQuote}>
        {t('actions.new_quote')}
      </button>
      <p className="muted text-xs">{t('actions.autosave')}</p>
    </div>
  );
}
