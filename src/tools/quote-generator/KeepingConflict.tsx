import type { TFunction } from 'i18next';
import type { BusinessDocument } from '../../lib/businessDocuments/businessDocument';
import { formatYen } from '../../lib/format';
import { toDocumentContent } from './documentDraft';
import type { QuoteDraft } from './quoteTypes';

interface Props {
  mine: QuoteDraft;
  kept: BusinessDocument;
  busy: boolean;
  t: TFunction;
  onKeepMine: (mine: QuoteDraft, kept: BusinessDocument) => void;
  onTakeKept: (kept: BusinessDocument) => void;
}

const FIELDS = ['title', 'client', 'amount'] as const;

/**
 * A save refused because the kept document was changed elsewhere meanwhile: this page's values
 * and the saved ones side by side, and the choice of which to keep. Nothing is lost either way:
 * the editor keeps this page's document until the user takes the saved one.
 */
export function KeepingConflict({ mine, kept, busy, t, onKeepMine, onTakeKept }: Props) {
  const content = toDocumentContent(mine);
  const shown = (field: (typeof FIELDS)[number], source: typeof content | BusinessDocument) =>
    field === 'amount'
      ? source.amount === null
        ? '—'
        : formatYen(source.amount)
      : source[field] || '—';
  return (
    <div className="alert-warning flex flex-col gap-2 text-sm" role="alert">
      <p>{t('actions.conflict', { number: kept.number })}</p>
      <table className="w-full text-left text-xs">
        <thead>
          <tr>
            <th scope="col">{t('actions.conflict_field')}</th>
            <th scope="col">{t('actions.conflict_mine')}</th>
            <th scope="col">{t('actions.conflict_kept')}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{t(`actions.conflict_fields.${field}`)}</th>
              <td className="break-words">{shown(field, content)}</td>
              <td className="break-words">{shown(field, kept)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted text-xs">{t('actions.conflict_other')}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-secondary px-2 py-1 text-xs"
          disabled={busy}
          onClick={() => onKeepMine(mine, kept)}
        >
          {t('actions.keep_mine')}
        </button>
        <button
          type="button"
          className="btn btn-secondary px-2 py-1 text-xs"
          disabled={busy}
          onClick={() => onTakeKept(kept)}
        >
          {t('actions.take_kept')}
        </button>
      </div>
    </div>
  );
}
