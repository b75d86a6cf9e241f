import type { TFunction } from 'i18next';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import { KeepingConflict } from './KeepingConflict';
import type { QuoteDraft } from './quoteTypes';
import type { KeepingNotice } from './useDocumentKeeping';

interface Props {
  notice: KeepingNotice | null;
  busy: boolean;
  t: TFunction;
  onUndo: (document: BusinessDocument) => void;
  onKeepMine: (mine: QuoteDraft, kept: BusinessDocument) => void;
  onTakeKept: (kept: BusinessDocument) => void;
}

/** What the last save, conversion or list action did, with undo after a delete. */
export function KeepingNoticeBar({ notice, busy, t, onUndo, onKeepMine, onTakeKept }: Props) {
  if (!notice) return <div aria-live="polite" />;
  if (notice.kind === 'conflict') {
    return (
      <KeepingConflict
        mine={notice.mine}
        kept={notice.kept}
        busy={busy}
        t={t}
        onKeepMine={onKeepMine}
        onTakeKept={onTakeKept}
      />
    );
  }
  if (notice.kind === 'error') {
    const key =
      notice.message === 'numbering_refused'
        ? 'errors.numbering_refused'
        : notice.message === 'numbering_unreachable'
          ? 'errors.numbering_unreachable'
          : notice.message === 'numbering_storage'
            ? 'errors.numbering_storage'
            : notice.message === 'unreadable'
              ? 'documents.unreadable'
              : notice.message === 'action_failed'
                ? 'documents.action_failed'
                : 'actions.save_failed';
    return (
      <p className="alert-error text-sm" role="alert">
        {t(key)}
      </p>
    );
  }
  let text: string;
  if (notice.kind === 'made') {
    text = t('actions.made', {
      kind: t(`actions.kinds.${notice.documentKind}`),
      number: notice.number,
    });
  } else if (notice.kind === 'deleted') {
    text = t('documents.deleted', { number: notice.document.number });
  } else if (notice.kind === 'issued' || notice.kind === 'cancelled') {
    text = t(`record.${notice.kind}`, { number: notice.number });
  } else if (notice.kind === 'corrected') {
    text = t('record.corrected', { version: notice.version });
  } else if (notice.kind === 'duplicated') {
    text = t('documents.duplicated', { number: notice.number, copy: notice.copy });
  } else {
    text = t(`documents.${notice.kind}`, { number: notice.number });
  }
  if (notice.kind === 'saved') text = t('actions.saved', { number: notice.number });
  return (
    <div
      aria-live="polite"
      className="alert-success flex flex-wrap items-center justify-between gap-2 text-sm"
    >
      <p>{text}</p>
      {notice.kind === 'deleted' && (
        <button
          type="button"
          className="btn btn-secondary px-2 py-1 text-xs"
          disabled={busy}
          onClick={() => onUndo(notice.document)}
        >
          {t('documents.undo')}
        </button>
      )}
      {notice.kind === 'made' && !notice.numberingSaved && (
        <p className="alert-warning w-full" role="alert">
          {t('errors.numbering_not_saved')}
        </p>
      )}
    </div>
  );
}
