import { useId, useState, type FormEvent } from 'react';
import { ConflictNotice, ConflictSettled } from '../../components/conflict/ConflictNotice';
import type { DataResult } from '../../lib/dataResult';
import { useRevisionForm } from '../../lib/revisions/useRevisionForm';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../../lib/text';
import { locales } from './locales';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';

interface Props {
  name: string;
  headingId: string;
  taskCount: number;
  /** The list's revision now (its name's edits are based on it). */
  revision: number;
  /** Null before the list exists (a user with no list yet) and for a member: no renaming. */
  onRename: ((name: string, baseRevision: number) => Promise<DataResult<unknown>>) | null;
  onDelete: (() => void) | null;
  /** A member's way out of another user's list (asks first). */
  onLeave?: (() => Promise<boolean>) | null;
}

/** The name of the list in view, renamed in place; deleting asks first (and can be undone). */
export function ListHeader({
  name,
  headingId,
  taskCount,
  revision,
  onRename,
  onDelete,
  onLeave,
}: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);

  if (editing && onRename) {
    return (
      <RenameForm
        name={name}
        revision={revision}
        onRename={onRename}
        onClose={() => setEditing(false)}
      />
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={headingId} className="text-xl font-bold break-words" data-testid="list-name">
        {name}
      </h2>
      {onRename && onDelete && (
        <div className="flex flex-wrap gap-1">
          <button type="button" className="btn btn-ghost text-sm" onClick={() => setEditing(true)}>
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

/**
 * The list's new name, based on its revision when the form opened: a rename made meanwhile in
 * another window is shown beside the one typed, to choose from.
 */
function RenameForm({
  name,
  revision,
  onRename,
  onClose,
}: {
  name: string;
  revision: number;
  onRename: (name: string, baseRevision: number) => Promise<DataResult<unknown>>;
  onClose: () => void;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const id = useId();
  const form = useRevisionForm({ name }, revision);
  const [failed, setFailed] = useState(false);
  const draft = form.values.name;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(draft) || form.conflict) return;
    if (form.changedKeys.length === 0) return onClose();
    const result = await onRename(draft, form.base.revision);
    if (result.ok) return onClose();
    if (result.error.conflict) form.refuse(result.error.conflict);
    setFailed(!result.error.conflict);
  };

  return (
    <form className="flex flex-col gap-2" onSubmit={(event) => void save(event)}>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-name`} className="label">
            {t('lists.rename_label')}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            value={draft}
            maxLength={100}
            onChange={(event) => form.set('name', event.target.value)}
          />
        </div>
        <SaveCancelButtons canSave={!isBlank(draft) && !form.conflict} onCancel={onClose} />
      </div>
      {form.conflict && (
        <ConflictNotice
          by="self"
          loading={!form.conflictReady}
          fields={[
            { key: 'name', label: t('lists.rename_label'), mine: draft, theirs: name, text: true },
          ]}
          onChoose={(_key, choice) => form.choose('name', choice)}
        />
      )}
      {form.settled && <ConflictSettled overlap={form.settled.overlap} />}
      {failed && (
        <p role="alert" className="alert-error text-sm">
          {t('list.action_failed')}
        </p>
      )}
    </form>
  );
}
