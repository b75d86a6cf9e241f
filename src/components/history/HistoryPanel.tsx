import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { withoutHonorific } from '../../lib/mail/recipientName';
import {
  HISTORY_SHOWN,
  listHistory,
  undoableEntry,
  undoChange,
  type HistoryEntry,
  type HistoryParent,
} from '../../lib/history/history';
import { unwrap } from '../../lib/query/dataQueries';
import { CollapsiblePanel } from '../CollapsiblePanel';
import { HISTORY_NAMESPACE, locales } from './locales';

interface Props {
  parent: HistoryParent;
  /** Under the tool's own key, so the live refetch of the list or poll reads it again too. */
  queryKey: QueryKey;
  viewerId: string | null;
  /** Called after an undo, for the page to read what it changed. */
  onUndone: () => void;
}

const ACTIONS = new Set(Object.keys(locales.ja.actions));
const POLL_FIELDS: Record<string, string> = {
  title: 'poll_title',
  description: 'poll_description',
};

/**
 * A list's or a poll's history (who changed what and when, newest first), folded under its
 * latest entry, with 「元に戻す」 on the viewer's own latest change.
 */
export function HistoryPanel({ parent, queryKey, viewerId, onUndone }: Props) {
  const { t, i18n } = useToolTranslation(HISTORY_NAMESPACE, locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: async () => unwrap(await listHistory(parent)) });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const entries = query.data ?? [];
  const undoable = undoableEntry(entries, viewerId);
  const isPoll = 'scheduleId' in parent;

  const describe = (entry: HistoryEntry) => {
    const actor =
      entry.actor_id !== null && entry.actor_id === viewerId
        ? t('you')
        : entry.actor_name
          ? t('person', { name: withoutHonorific(entry.actor_name) })
          : entry.actor_id
            ? t('owner')
            : t('someone');
    const fields = Object.keys(entry.after ?? entry.before ?? {})
      .map((field) => (isPoll && POLL_FIELDS[field]) || field)
      .filter((field) => field in locales.ja.fields)
      .map((field) => t(`fields.${field}`))
      .join(language === 'ja' ? '・' : ', ');
    const action = ACTIONS.has(entry.action) ? entry.action : 'other';
    return t(`actions.${action}`, {
      actor,
      target: entry.target_label ?? '',
      before: typeof entry.before?.title === 'string' ? entry.before.title : '',
      // A step's entry names its task.
      task: typeof entry.after?.task === 'string' ? entry.after.task : '',
      fields,
      interpolation: { escapeValue: false },
    });
  };

  const undo = async (entry: HistoryEntry) => {
    setBusy(true);
    const result = await undoChange(entry.id);
    setBusy(false);
    if (result.ok) {
      setMessage({ text: t('undo_done'), error: false });
      onUndone();
    } else if ('refused' in result)
      setMessage({
        text: result.refused === 'changed' ? t('undo_changed') : t('undo_not_latest'),
        error: true,
      });
    else setMessage({ text: t('undo_failed'), error: true });
    await queryClient.invalidateQueries({ queryKey });
  };

  const latest = entries[0];
  return (
    <CollapsiblePanel
      heading={t('heading')}
      summary={latest ? t('summary_latest', { text: describe(latest) }) : t('summary_none')}
      showLabel={t('show')}
      hideLabel={t('hide')}
      footer={
        <p
          role={message?.error ? 'alert' : 'status'}
          className={message?.error ? 'alert-error text-sm' : 'text-sm'}
        >
          {message?.text ?? ''}
        </p>
      }
    >
      {query.isError && !query.data && (
        <p role="alert" className="alert-error text-sm">
          {t('load_failed')}
        </p>
      )}
      {entries.length > 0 && <p className="muted text-sm">{t('note', { count: HISTORY_SHOWN })}</p>}
      <ol className="flex flex-col gap-2" data-testid="history-entries">
        {entries.map((entry) => {
          const text = describe(entry);
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-200 pb-2 text-sm last:border-0 dark:border-gray-700"
            >
              <span className="min-w-0 break-words">
                {text}
                {entry.undo_of !== null && ` ${t('undo_mark')}`}
                {entry.undone_at && ` ${t('undone')}`}
                <span className="muted block text-xs">
                  {formatTokyoDateTime(entry.created_at, language)}
                </span>
              </span>
              {undoable?.id === entry.id && (
                <button
                  type="button"
                  className="btn btn-secondary text-sm"
                  aria-label={t('undo_label', { text, interpolation: { escapeValue: false } })}
                  disabled={busy}
                  onClick={() => void undo(entry)}
                >
                  {t('undo')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </CollapsiblePanel>
  );
}
