import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef, useState } from 'react';
import { FocusKeeper } from '../../components/FocusKeeper';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { readString, writeString } from '../../lib/storage';
import { useStableHandlers } from '../../lib/useStableHandlers';
import { locales } from './locales';
import { filterTodos, moveByStep, TODO_FILTERS, type TodoFilter } from './ordering';
import { computeProgress } from './progress';
import { preloadTaskEditForm } from './LazyTaskEditForm';
import { preloadStepList } from './TaskSteps';
import { TodoItem } from './TodoItem';
import type { Todo } from './todos';
import type { useTodoList } from './useTodoList';
import type { MoveTarget } from './MoveTaskForm';
import type { Assignee } from './todos';
import type { StepsOfList } from './useTodoSteps';
import type { RowDrag } from './rowDrag';
import { useSortableModule, type Sortable } from './useSortableModule';

type Tasks = ReturnType<typeof useTodoList>;

/** Whether the 完了済み section is open, kept for the next visit. */
const COMPLETED_OPEN_KEY = 'todo-completed-open';

/**
 * The tasks of the list in view: filter, progress, reorder (buttons, Alt+arrows, drag). Shown
 * whole, completed tasks gather below the others in a 完了済み section that folds away.
 */
export function TaskList({
  tasks,
  assignees,
  steps,
  moveTargets,
  loading,
  headingId,
  showChanges,
  viewerId,
  readOnly = false,
}: {
  tasks: Tasks;
  /** The people a task may be given to. */
  assignees: readonly Assignee[];
  /** The steps of the list's tasks. */
  steps: StepsOfList;
  /** The other lists a task may be moved to. */
  moveTargets: readonly MoveTarget[];
  /** The lists themselves are still loading. */
  loading: boolean;
  headingId: string;
  /** Others edit the list too: each task says who changed it last. */
  showChanges: boolean;
  viewerId: string | null;
  /** The rights to the list ended: the tasks stay in view, unchangeable. */
  readOnly?: boolean;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const [filter, setFilter] = useState<TodoFilter>('all');
  // Open unless the user folded it (a ticked task stays in view as it moves down).
  const [completedOpen, setCompletedOpen] = useState(() => readString(COMPLETED_OPEN_KEY) !== '0');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; step: -1 | 1; from: number } | null>(null);
  const sortable = useSortableModule();
  // The tasks wait for the drag library, which loads alongside them.
  const status = loading || sortable === undefined ? 'loading' : tasks.status;
  const progress = computeProgress(tasks.todos);
  const shown = filterTodos(tasks.todos, filter);
  const completedIds = tasks.todos.filter((todo) => todo.completed).map((todo) => todo.id);
  const counts: Record<TodoFilter, number> = {
    all: tasks.todos.length,
    open: tasks.todos.length - completedIds.length,
    done: completedIds.length,
  };
  // Tasks move among those of their own group (open, or completed).
  const groups: Todo[][] =
    filter === 'all'
      ? [filterTodos(tasks.todos, 'open'), filterTodos(tasks.todos, 'done')]
      : [shown];
  const groupOf = (id: string) =>
    groups.find((group) => group.some((todo) => todo.id === id)) ?? [];

  // Once the tasks are drawn, the edit form's and the steps' code follow when the page is idle
  // (hovering their buttons fetches them sooner): opened offline, or from the phone's menu,
  // they are there.
  useEffect(() => {
    if (status !== 'ready') return;
    const preload = () => {
      preloadStepList();
      if (!readOnly) preloadTaskEditForm();
    };
    if (typeof requestIdleCallback !== 'function') return preload();
    const handle = requestIdleCallback(preload, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [status, readOnly]);

  // A moved task's button keeps the focus (or its other button, once at the top or bottom),
  // once the task has actually moved: renders before that (the announcement's) must not act.
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    if (tasks.todos.findIndex((todo) => todo.id === pending.id) === pending.from) return;
    const { id, step } = pending;
    const same = document.getElementById(`todo-${id}-${step === -1 ? 'up' : 'down'}`);
    const other = document.getElementById(`todo-${id}-${step === -1 ? 'down' : 'up'}`);
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    focusAfterMove.current = null;
  });

  const move = (id: string, step: -1 | 1) => {
    const visibleIds = groupOf(id).map((todo) => todo.id);
    const order = moveByStep(
      tasks.todos.map((todo) => todo.id),
      visibleIds,
      id,
      step,
    );
    const title = tasks.todos.find((todo) => todo.id === id)?.title ?? '';
    if (!order) return;
    const position = (moveByStep(visibleIds, visibleIds, id, step) ?? []).indexOf(id) + 1;
    setAnnouncement(t('list.moved', { title, position, total: visibleIds.length }));
    focusAfterMove.current = {
      id,
      step,
      from: tasks.todos.findIndex((todo) => todo.id === id),
    };
    void tasks.reorder(order);
  };

  const drop = (id: string, targetId: string) => {
    if (id === targetId) return;
    const group = groupOf(targetId);
    const title = tasks.todos.find((todo) => todo.id === id)?.title ?? '';
    const position = group.findIndex((todo) => todo.id === targetId) + 1;
    setAnnouncement(t('list.moved', { title, position, total: group.length }));
    void tasks.drop(id, targetId);
  };

  const toggleCompleted = () => {
    writeString(COMPLETED_OPEN_KEY, completedOpen ? '0' : '1');
    setCompletedOpen(!completedOpen);
  };

  // Event handlers only; stable wrappers, so that building the items reads no ref.
  const handlers = useStableHandlers({
    onMove: move,
    onDrop: drop,
  });
  const titleOf = (id: string) => tasks.todos.find((todo) => todo.id === id)?.title ?? '';
  const groupIds = groups.map((group) => group.map((todo) => todo.id));
  const says = {
    picked: (id: string) => t('list.drag_picked', { title: titleOf(id) }),
    over: (id: string, overId: string) => {
      const group = groupIds.find((ids) => ids.includes(overId)) ?? [];
      return t('list.drag_over', {
        title: titleOf(id),
        position: group.indexOf(overId) + 1,
        total: group.length,
      });
    },
    cancelled: (id: string) => t('list.drag_cancelled', { title: titleOf(id) }),
    instructions: t('list.reorder_hint'),
  };
  const itemProps: ItemProps = {
    sortable,
    tasks,
    assignees,
    steps,
    moveTargets,
    showChanges,
    viewerId,
    readOnly,
    ...handlers,
  };

  const [openGroup, doneGroup] = groups;
  // One array of keyed items: a task ticked or unticked by anyone keeps its element, its open
  // edit form and its focus as it moves to the other group.
  const items =
    filter === 'all' && openGroup && doneGroup
      ? [
          ...taskItems(openGroup, false, itemProps),
          doneGroup.length > 0 && (
            <li key="completed-section" className="list-none">
              <button
                id={`${headingId}-completed`}
                type="button"
                className="btn btn-ghost flex items-center gap-1 text-sm font-semibold"
                aria-expanded={completedOpen}
                aria-controls={doneGroup.map((todo) => `todo-${todo.id}-item`).join(' ')}
                onClick={toggleCompleted}
              >
                <ChevronRight
                  aria-hidden="true"
                  className={`h-4 w-4 transition-transform ${completedOpen ? 'rotate-90' : ''}`}
                />
                {t('list.completed_section', { count: doneGroup.length })}
              </button>
            </li>
          ),
          ...taskItems(doneGroup, !completedOpen, itemProps),
        ]
      : taskItems(shown, false, itemProps);
  const list = (
    <FocusKeeper
      className="flex flex-col gap-2"
      fallback={() => document.getElementById(`${headingId}-completed`)}
    >
      {/* Drawn once the drag library is there (or could not be): not again around it. */}
      {sortable === undefined ? null : items}
    </FocusKeeper>
  );
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={tasks.saving.pending}
      className="flex flex-col gap-3"
      data-testid="task-list"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('list.heading')}
        </h3>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className="muted">
            {tasks.saving.shown ? t('list.saving') : ''}
          </p>
          <p className="muted" data-testid="todo-progress">
            {t('list.progress', { completed: progress.completed, total: progress.total })}
          </p>
        </div>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t('list.filter')}</legend>
        <div className="flex flex-wrap items-center gap-4">
          {TODO_FILTERS.map((value) => (
            <label key={value} className="flex items-center gap-1 text-sm">
              <input
                type="radio"
                name={`${headingId}-filter`}
                value={value}
                checked={filter === value}
                onChange={() => setFilter(value)}
              />
              {t(`list.filter_${value}`, { count: counts[value] })}
            </label>
          ))}
        </div>
      </fieldset>
      {status === 'loading' && <p role="status">{t('common:loading')}</p>}
      {status === 'error' && (
        <p role="alert" className="alert-error">
          {t('list.load_failed')}
        </p>
      )}
      {status === 'ready' && tasks.todos.length === 0 && <p className="muted">{t('list.empty')}</p>}
      {status === 'ready' && tasks.todos.length > 0 && shown.length === 0 && (
        <p className="muted">{t('list.empty_filtered')}</p>
      )}
      {shown.length > 1 && !readOnly && <p className="muted text-sm">{t('list.reorder_hint')}</p>}
      {sortable ? (
        <sortable.SortableArea groups={groupIds} onDrop={handlers.onDrop} says={says}>
          {list}
        </sortable.SortableArea>
      ) : (
        list
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {completedIds.length > 0 && !readOnly && (
        <button
          type="button"
          className="btn btn-secondary self-start text-sm"
          onClick={() => tasks.remove(completedIds)}
        >
          {t('list.clear_completed', { count: completedIds.length })}
        </button>
      )}
      {tasks.pendingCount > 0 && (
        <div role="status" className="alert-info flex items-center justify-between gap-2">
          <span>{t('list.deleted', { count: tasks.pendingCount })}</span>
          <button type="button" className="btn btn-secondary text-sm" onClick={tasks.undo}>
            {t('list.undo')}
          </button>
        </div>
      )}
    </section>
  );
}

interface ItemProps {
  /** The drag library (its rows wrap the tasks), once loaded. */
  sortable: Sortable | null | undefined;
  tasks: Tasks;
  assignees: readonly Assignee[];
  steps: StepsOfList;
  moveTargets: readonly MoveTarget[];
  readOnly: boolean;
  showChanges: boolean;
  viewerId: string | null;
  onMove: (id: string, step: -1 | 1) => void;
  onDrop: (id: string, targetId: string) => void;
}

/**
 * One group's tasks (all shown, the open ones, or the completed ones), each movable in it. An
 * array, not a component: the groups' items are siblings in one keyed list, so a task ticked or
 * unticked keeps its element (and its open form) as it moves to the other group.
 */
function taskItems(group: Todo[], hidden: boolean, props: ItemProps) {
  const {
    tasks,
    assignees,
    steps,
    moveTargets,
    showChanges,
    viewerId,
    readOnly,
    onMove,
    sortable,
  } = props;
  return group.map((todo, index) => {
    const item = (drag?: RowDrag) => (
      <TodoItem
        key={todo.id}
        drag={drag}
        todo={todo}
        hidden={hidden}
        showChanges={showChanges}
        viewerId={viewerId}
        readOnly={readOnly}
        canMoveUp={index > 0}
        canMoveDown={index < group.length - 1}
        onChange={(changes, baseRevision) => tasks.change(todo.id, changes, baseRevision)}
        onDelete={() => tasks.remove([todo.id])}
        onMove={(step) => onMove(todo.id, step)}
        moveTargets={moveTargets}
        assignees={assignees}
        onMoveToList={(listId) => tasks.moveToList(todo.id, listId)}
        steps={steps.of(todo.id)}
        stepActions={steps}
      />
    );
    return sortable ? (
      <sortable.SortableRow key={todo.id} id={todo.id} disabled={readOnly}>
        {item}
      </sortable.SortableRow>
    ) : (
      item()
    );
  });
}
