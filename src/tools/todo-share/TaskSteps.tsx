import { useId, useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { isBlank } from '../../lib/text';
import { locales } from './locales';
import { computeProgress } from './progress';
import { StepTitle } from './StepTitle';
import type { TodoStep } from './steps';
import type { StepsOfList } from './useTodoSteps';

interface Props {
  taskTitle: string;
  todoId: string;
  steps: TodoStep[];
  actions: StepsOfList;
  /** Nothing can be changed (the rights to the list ended): the steps are shown only. */
  readOnly: boolean;
}

/**
 * A task's steps (To Do's ステップ): 「ステップ 2/5」 opens them; each has its own tick and a
 * delete; a field adds one at the end. Others' ticks arrive live with the list's tasks.
 */
export function TaskSteps({ taskTitle, todoId, steps, actions, readOnly }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [failed, setFailed] = useState(false);
  const id = useId();
  const { completed: done, total } = computeProgress(steps);
  if (readOnly && total === 0) return null;

  const report = (result: Promise<{ ok: boolean }> | null) =>
    void result?.then((outcome) => setFailed(!outcome.ok));

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(draft)) return;
    report(actions.add(todoId, draft));
    setDraft('');
  };

  return (
    <div className="mt-1">
      <button
        type="button"
        className="btn btn-ghost -ml-2 px-2 py-1 text-sm"
        aria-expanded={open}
        aria-controls={`${id}-steps`}
        aria-label={
          total > 0
            ? t('steps.toggle_label', { done, total, title: taskTitle })
            : t('steps.toggle_empty_label', { title: taskTitle })
        }
        data-testid="step-count"
        onClick={() => setOpen((value) => !value)}
      >
        {total > 0 ? t('steps.toggle', { done, total }) : t('steps.toggle_empty')}
      </button>
      <div id={`${id}-steps`} hidden={!open} className="mt-1 flex flex-col gap-2">
        {total > 0 && (
          <ul
            className="flex flex-col gap-1"
            aria-label={t('steps.list_label', { title: taskTitle })}
          >
            {steps.map((step) => (
              <li key={step.id} className="flex items-center gap-2" data-testid="todo-step">
                <input
                  id={`${id}-${step.id}`}
                  type="checkbox"
                  className="h-5 w-5 shrink-0"
                  checked={step.completed}
                  disabled={readOnly}
                  aria-label={t('steps.tick', { title: step.title })}
                  onChange={(event) =>
                    report(actions.change(step, { completed: event.target.checked }))
                  }
                />
                <StepTitle
                  step={step}
                  readOnly={readOnly}
                  onRename={(title) => report(actions.change(step, { title }))}
                />
                {!readOnly && (
                  <button
                    type="button"
                    className="btn btn-ghost px-2 py-1 text-xs text-red-700 dark:text-red-300"
                    aria-label={t('steps.delete_label', { title: step.title })}
                    onClick={() => report(actions.remove(step))}
                  >
                    {t('steps.delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {!readOnly && (
          <form className="flex flex-wrap items-end gap-2" onSubmit={add}>
            <label htmlFor={`${id}-new`} className="sr-only">
              {t('steps.new_label')}
            </label>
            <input
              id={`${id}-new`}
              className="input min-w-0 flex-1 text-sm"
              value={draft}
              maxLength={200}
              placeholder={t('steps.new_placeholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="btn btn-secondary text-sm" disabled={isBlank(draft)}>
              {t('steps.add')}
            </button>
          </form>
        )}
        {failed && (
          <p role="alert" className="alert-error text-sm">
            {t('steps.failed')}
          </p>
        )}
      </div>
    </div>
  );
}
