import { useState, type FormEvent } from 'react';
import { useCommonTranslation, useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';

/** A list a task may be moved to: the user's own, or one they edit as a member. */
export interface MoveTarget {
  id: string;
  label: string;
}

interface Props {
  baseId: string;
  targets: readonly MoveTarget[];
  onMove: (listId: string) => Promise<boolean>;
  onClose: () => void;
}

/** 「別のリストへ移動」: the list to move to, chosen from those the user may edit. */
export function MoveTaskForm({ baseId, targets, onMove, onClose }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const { t: common } = useCommonTranslation();
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const [failed, setFailed] = useState(false);
  const [moving, setMoving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || moving) return;
    setMoving(true);
    const moved = await onMove(target);
    setMoving(false);
    setFailed(!moved);
    if (moved) onClose();
  };

  return (
    <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(event) => void submit(event)}>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${baseId}-move-target`} className="label">
          {t('move.target')}
        </label>
        <select
          id={`${baseId}-move-target`}
          className="input max-w-full"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {targets.map((list) => (
            <option key={list.id} value={list.id}>
              {list.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={!target || moving}>
        {t('move.submit')}
      </button>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {common('cancel')}
      </button>
      {failed && (
        <p role="alert" className="alert-error w-full text-sm">
          {t('move.failed')}
        </p>
      )}
    </form>
  );
}
