import { Suspense, useId, useState, type ComponentProps, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { lazyWithPreload } from '../../lib/lazyWithPreload';
import { isBlank } from '../../lib/text';
import { locales } from './locales';
import { computeProgress } from './progress';
import type { TodoStep } from './steps';
import type { StepList } from './StepList';
import type { StepsOfList } from './useTodoSteps';

// The steps themselves load when a task's steps are first opened (hovering or focusing the
// button fetches them first), out of the tool's first chunk.
const stepList = lazyWithPreload<ComponentProps<typeof StepList>>(() =>
  import('./StepList').then((module) => ({ default: module.StepList })),
);
export const preloadStepList = () => void stepList.preload().catch(() => undefined);

interface Props {
  taskTitle: string;
  todoId: string;
  steps: TodoStep[];
  actions: StepsOfList;
  /** Nothing can be changed (the rights to the list ended): the steps are shown only. */
  readOnly: boolean;
}

/**
 * A task's steps (To Do's ステップ): 「ステップ 2/5」 opens them; each has its own tick, a rename,
 * a delete and a place (StepList); a field adds one at the end. Others' changes arrive live with
 * the list's tasks.
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
        onPointerEnter={preloadStepList}
        onFocus={preloadStepList}
        onClick={() => setOpen((value) => !value)}
      >
        {total > 0 ? t('steps.toggle', { done, total }) : t('steps.toggle_empty')}
      </button>
      <div id={`${id}-steps`} hidden={!open} className="mt-1 flex flex-col gap-2">
        {open && total > 0 && (
          <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
            <stepList.Component
              taskTitle={taskTitle}
              todoId={todoId}
              steps={steps}
              actions={actions}
              readOnly={readOnly}
              report={report}
            />
          </Suspense>
        )}
        {total > 1 && !readOnly && <p className="muted text-xs">{t('steps.reorder_hint')}</p>}
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
