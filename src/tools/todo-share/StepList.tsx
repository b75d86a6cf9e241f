import GripVertical from 'lucide-react/icons/grip-vertical';
import { useState, type KeyboardEvent } from 'react';
import { FocusKeeper } from '../../components/FocusKeeper';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import type { RowDrag } from './rowDrag';
import { StepTitle } from './StepTitle';
import type { TodoStep } from './steps';
import { useSortableModule } from './useSortableModule';
import type { StepsOfList } from './useTodoSteps';

interface Props {
  taskTitle: string;
  todoId: string;
  /** The task's steps, in their order. */
  steps: TodoStep[];
  actions: StepsOfList;
  readOnly: boolean;
  /** Says whether a write was refused. */
  report: (result: Promise<{ ok: boolean }> | null) => void;
}

/**
 * A task's steps, each ticked, renamed, deleted and moved: Alt + Up/Down from anywhere on the
 * step, or dragged (a mouse from anywhere on it, a finger from its grip) through the tasks' own
 * drag library (SortableTasks.tsx). A move is announced as the tasks' moves are.
 */
export function StepList({ taskTitle, todoId, steps, actions, readOnly, report }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const sortable = useSortableModule();
  const [announcement, setAnnouncement] = useState('');
  const ids = steps.map((step) => step.id);
  const titleOf = (stepId: string) => steps.find((step) => step.id === stepId)?.title ?? '';

  const move = (stepId: string, targetId: string) => {
    if (stepId === targetId) return;
    setAnnouncement(
      t('list.moved', {
        title: titleOf(stepId),
        position: ids.indexOf(targetId) + 1,
        total: ids.length,
      }),
    );
    report(actions.reorder(todoId, stepId, targetId));
  };

  // Alt + Up/Down moves the step (not its task), but not while typing its new name.
  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    event.preventDefault();
    event.stopPropagation();
    const stepId = ids[index];
    const targetId = ids[index + (event.key === 'ArrowUp' ? -1 : 1)];
    if (stepId && targetId) move(stepId, targetId);
  };

  const row = (step: TodoStep, index: number) => (drag?: RowDrag) => (
    <li
      key={step.id}
      ref={drag?.ref}
      style={drag?.style}
      className={`flex items-center gap-2 ${drag?.dragging ? 'relative z-10 rounded bg-white shadow-lg dark:bg-gray-800' : ''}`}
      data-testid="todo-step"
      onKeyDown={readOnly ? undefined : onKeyDown(index)}
      {...drag?.rowListeners}
    >
      {drag && steps.length > 1 && (
        <div
          aria-hidden="true"
          title={t('list.drag_grip')}
          className="-my-2 flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center text-gray-500 dark:text-gray-400"
          data-testid="step-drag-grip"
          {...drag.handleListeners}
        >
          <GripVertical className="h-4 w-4" />
        </div>
      )}
      <input
        type="checkbox"
        className="h-5 w-5 shrink-0"
        checked={step.completed}
        disabled={readOnly}
        aria-label={t('steps.tick', { title: step.title })}
        onChange={(event) => report(actions.change(step, { completed: event.target.checked }))}
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
  );

  const list = (
    <FocusKeeper
      className="flex flex-col gap-1"
      label={t('steps.list_label', { title: taskTitle })}
    >
      {steps.map((step, index) =>
        sortable ? (
          <sortable.SortableRow key={step.id} id={step.id} disabled={readOnly}>
            {row(step, index)}
          </sortable.SortableRow>
        ) : (
          row(step, index)()
        ),
      )}
    </FocusKeeper>
  );
  return (
    <>
      {sortable ? (
        <sortable.SortableArea
          groups={[ids]}
          onDrop={move}
          says={{
            picked: (stepId) => t('list.drag_picked', { title: titleOf(stepId) }),
            over: (stepId, overId) =>
              t('list.drag_over', {
                title: titleOf(stepId),
                position: ids.indexOf(overId) + 1,
                total: ids.length,
              }),
            cancelled: (stepId) => t('list.drag_cancelled', { title: titleOf(stepId) }),
            instructions: t('steps.reorder_hint'),
          }}
        >
          {list}
        </sortable.SortableArea>
      ) : (
        list
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
