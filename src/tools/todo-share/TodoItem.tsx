import GripVertical from 'lucide-react/icons/grip-vertical';
import Repeat from 'lucide-react/icons/repeat';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ActionMenu } from '../../components/ActionMenu';
import type { ChangedBy } from '../../components/conflict/ConflictNotice';
import type { DataResult } from '../../lib/dataResult';
import type { Queued } from '../../lib/query/useCacheMutation';
import { withoutHonorific } from '../../lib/mail/recipientName';
import { formatTokyoDateTime } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { describeRepeatRule } from '../../lib/repeats/repeatWords';
import { DueDate } from './DueDate';
import { readRepeatRule } from './readRepeatRule';
import { ReminderTime } from './ReminderTime';
import { locales } from './locales';
import type { Assignee, Todo, TodoChanges } from './todos';
import type { MoveTarget } from './MoveTaskForm';
import type { RowDrag } from './rowDrag';
import { preloadTaskEditForm, TaskEditForm } from './LazyTaskEditForm';
import { TaskSteps } from './TaskSteps';
import type { TodoStep } from './steps';
import type { StepsOfList } from './useTodoSteps';

// The move form loads when first opened.
const MoveTaskForm = lazy(() =>
  import('./MoveTaskForm').then((module) => ({ default: module.MoveTaskForm })),
);

interface Props {
  todo: Todo;
  /** In the folded 完了済み section. */
  hidden?: boolean;
  /** Others edit the list too: each task says who changed it last (`viewerId`: "you"). */
  showChanges: boolean;
  viewerId: string | null;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** A change based on `baseRevision`: refused (kind 'conflict') when changed meanwhile. */
  onChange: (changes: TodoChanges, baseRevision: number) => Promise<DataResult<Todo> | Queued>;
  onDelete: () => void;
  onMove: (step: -1 | 1) => void;
  /** Nothing can be changed (the rights to the list ended): no actions, an open form kept. */
  readOnly?: boolean;
  /** Drag and drop (once its library is there; none while nothing can be changed). */
  drag?: RowDrag;
  /** The lists the task may be moved to (none: no move action). */
  moveTargets: readonly MoveTarget[];
  onMoveToList: (listId: string) => Promise<boolean>;
  /** The people the task may be given to. */
  assignees: readonly Assignee[];
  /** The task's steps and their actions. */
  steps: TodoStep[];
  stepActions: StepsOfList;
}

export function TodoItem({
  todo,
  hidden = false,
  showChanges,
  viewerId,
  canMoveUp,
  canMoveDown,
  readOnly = false,
  steps,
  stepActions,
  moveTargets,
  onMoveToList,
  assignees,
  drag,
  ...handlers
}: Props) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [editing, setEditing] = useState(false);
  const [movingList, setMovingList] = useState(false);
  const canMoveToList = !readOnly && moveTargets.length > 0;
  const [tickRefused, setTickRefused] = useState(false);
  const baseId = `todo-${todo.id}`;
  const repeatRule = readRepeatRule(todo.repeat_rule);
  const changedBy: ChangedBy =
    todo.updated_by !== null && todo.updated_by === viewerId
      ? 'self'
      : todo.updated_by_name
        ? { name: withoutHonorific(todo.updated_by_name) }
        : 'someone';

  const startEditing = () => setEditing(true);
  const assigneeName = (userId: string) => {
    const name =
      assignees.find((person) => person.user_id === userId)?.name ?? t('assignee.unnamed');
    return userId === viewerId ? t('assignee.you', { name }) : name;
  };

  const tick = async (completed: boolean) => {
    setTickRefused(false);
    const result = await handlers.onChange({ completed }, todo.revision);
    if (!result.ok && result.error.kind === 'conflict') setTickRefused(true);
  };

  // Alt + Up/Down moves the task from anywhere inside it (but not while typing in a field).
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    if (event.target instanceof HTMLInputElement && event.target.type !== 'checkbox') return;
    if (event.target instanceof HTMLTextAreaElement) return;
    event.preventDefault();
    const step = event.key === 'ArrowUp' ? -1 : 1;
    if (step === -1 ? canMoveUp : canMoveDown) handlers.onMove(step);
  };

  if (editing) {
    return (
      <li id={`${baseId}-item`} hidden={hidden} className="panel" data-testid="todo-editing">
        <TaskEditForm
          todo={todo}
          baseId={baseId}
          changedBy={changedBy}
          onSave={handlers.onChange}
          onClose={() => setEditing(false)}
          blocked={readOnly}
          assignees={assignees}
          assigneeName={assigneeName}
        />
      </li>
    );
  }

  return (
    <li
      id={`${baseId}-item`}
      hidden={hidden}
      ref={drag?.ref}
      style={drag?.style}
      className={`panel flex flex-col gap-2 sm:flex-row sm:items-start ${drag?.dragging ? 'relative z-10 shadow-lg ring-2 ring-blue-600 dark:ring-blue-400' : ''}`}
      data-testid="todo-item"
      onKeyDown={readOnly ? undefined : onKeyDown}
      {...drag?.rowListeners}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {drag && (
          // For a finger (a mouse drags the whole row); the keyboard has the move buttons.
          <div
            aria-hidden="true"
            title={t('list.drag_grip')}
            className="-my-2 -ml-2 flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center text-gray-500 dark:text-gray-400"
            data-testid="todo-drag-grip"
            {...drag.handleListeners}
          >
            <GripVertical className="h-5 w-5" />
          </div>
        )}
        <input
          id={baseId}
          type="checkbox"
          className="mt-1 h-5 w-5 shrink-0"
          checked={todo.completed}
          disabled={readOnly}
          aria-label={t('list.toggle', { title: todo.title })}
          onChange={(event) => void tick(event.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <p
            className={`font-medium break-words ${todo.completed ? 'text-gray-600 line-through dark:text-gray-400' : ''}`}
          >
            {todo.title}
          </p>
          {todo.description && (
            <p className="mt-1 text-sm break-words whitespace-pre-wrap">{todo.description}</p>
          )}
          <DueDate todo={todo} />
          <ReminderTime todo={todo} />
          {todo.assignee_id && (
            <p className="mt-1 text-sm" data-testid="todo-assignee">
              {t('assignee.shown', { name: assigneeName(todo.assignee_id) })}
            </p>
          )}
          {repeatRule && (
            <p className="mt-1 flex items-center gap-1 text-sm" data-testid="todo-repeat">
              <Repeat aria-hidden="true" className="h-4 w-4 shrink-0" />
              {t('repeat.shown', { rule: describeRepeatRule(repeatRule, language) })}
            </p>
          )}
          <TaskSteps
            taskTitle={todo.title}
            todoId={todo.id}
            steps={steps}
            actions={stepActions}
            readOnly={readOnly}
          />
          {movingList && canMoveToList && (
            <Suspense fallback={null}>
              <MoveTaskForm
                baseId={baseId}
                targets={moveTargets}
                onMove={onMoveToList}
                onClose={() => setMovingList(false)}
              />
            </Suspense>
          )}
          {tickRefused && (
            <p role="alert" className="alert-warning mt-1 text-sm">
              {t('list.tick_conflict', { title: todo.title })}
            </p>
          )}
          <p className="muted mt-1 text-xs">
            {t('list.created', { date: formatTokyoDateTime(todo.created_at, language) })}
            {showChanges && todo.updated_at && (
              <span className="block" data-testid="todo-changed">
                {t('team.changed', {
                  name:
                    todo.updated_by !== null && todo.updated_by === viewerId
                      ? t('team.changed_by_you')
                      : (todo.updated_by_name ?? t('team.changed_by_owner')),
                  date: formatTokyoDateTime(todo.updated_at, language),
                })}
              </span>
            )}
          </p>
        </div>
        {!readOnly && (
          <ActionMenu
            className="shrink-0 sm:hidden"
            label={t('list.actions_label', { title: todo.title })}
            actions={[
              { label: t('list.edit'), onSelect: startEditing },
              {
                label: t('list.move_up'),
                onSelect: () => handlers.onMove(-1),
                disabled: !canMoveUp,
              },
              {
                label: t('list.move_down'),
                onSelect: () => handlers.onMove(1),
                disabled: !canMoveDown,
              },
              ...(canMoveToList
                ? [{ label: t('move.action'), onSelect: () => setMovingList(true) }]
                : []),
              { label: t('list.delete'), onSelect: handlers.onDelete, danger: true },
            ]}
          />
        )}
      </div>
      {!readOnly && (
        <div className="hidden shrink-0 flex-wrap gap-1 sm:flex">
          <button
            id={`${baseId}-up`}
            type="button"
            className="btn btn-ghost text-sm"
            aria-label={t('list.move_up_label', { title: todo.title })}
            disabled={!canMoveUp}
            onClick={() => handlers.onMove(-1)}
          >
            {t('list.move_up')}
          </button>
          <button
            id={`${baseId}-down`}
            type="button"
            className="btn btn-ghost text-sm"
            aria-label={t('list.move_down_label', { title: todo.title })}
            disabled={!canMoveDown}
            onClick={() => handlers.onMove(1)}
          >
            {t('list.move_down')}
          </button>
          <button
            type="button"
            className="btn btn-ghost text-sm"
            aria-label={t('list.edit_label', { title: todo.title })}
            onPointerEnter={preloadTaskEditForm}
            onFocus={preloadTaskEditForm}
            onClick={startEditing}
          >
            {t('list.edit')}
          </button>
          {canMoveToList && (
            <button
              type="button"
              className="btn btn-ghost text-sm"
              aria-label={t('move.action_label', { title: todo.title })}
              aria-expanded={movingList}
              onClick={() => setMovingList(true)}
            >
              {t('move.action')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost text-sm text-red-700 dark:text-red-300"
            aria-label={t('list.delete_label', { title: todo.title })}
            onClick={handlers.onDelete}
          >
            {t('list.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
