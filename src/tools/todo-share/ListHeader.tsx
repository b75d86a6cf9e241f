import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../../lib/text';
import { locales } from './locales';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';

interface Props {
  name: string;
  headingId: string;
  taskCount: number;
  /** Null before the list exists (a user with no list yet) and for a member: no renaming. */
  onRename: ((name: string) => Promise<boolean>) | null;
  onDelete: (() => void) | null;
  /** A member's way out of another user's list (asks first). */
  onLeave?: (() => Promise<boolean>) | null;
}

/** The name of the list in view, renamed in place; deleting asks first (and can be undone). */
export function ListHeader({ name, headingId, taskCount, onRename, onDelete, onLeave }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!onRename || isBlank(draft)) return;
    if (await onRename(draft)) setEditing(false);
  };

  if (editing && onRename) {
    return (
      <form className="flex flex-wrap items-end gap-2" onSubmit={(event) => void save(event)}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="label">
            {t('lists.rename_label')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <SaveCancelButtons canSave={!isBlank(draft)} onCancel={() => setEditing(false)} />
      </form>
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="text-xl font-bold break-words" data-testid="list-name">
        {name}
      </h2>
      {onRename && onDelete && (
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className="btn btn-ghost text-sm"
            onClick={() => {
              setDraft(name);
              setEditing(true);
            }}
          >
            {t('lists.rename')}
          </button>
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
            onClick={() => setConfirming(true)}
          >
            {t('lists.delete')}
          </button>
        </div>
      )}
      {onLeave && (
        <button
          type="button"
          className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
          onClick={() => setLeaving(true)}
        >
          {t('team.leave')}
        </button>
      )}
      {leaveFailed && (
        <p role="alert" className="alert-error w-full text-sm">
          {t('team.leave_failed')}
        </p>
      )}
      <ConfirmDialog
        open={leaving}
        title={t('team.leave_title', { name })}
        message={t('team.leave_message')}
        confirmLabel={t('team.leave_confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => {
          setLeaving(false);
          void onLeave?.().then((ok) => setLeaveFailed(!ok));
        }}
        onCancel={() => setLeaving(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={t('lists.delete_title', { name })}
        message={t('lists.delete_message', { count: taskCount })}
        confirmLabel={t('common:delete_confirm')}
        cancelLabel={t('common:cancel')}
        onConfirm={() => {
          setConfirming(false);
          onDelete?.();
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
