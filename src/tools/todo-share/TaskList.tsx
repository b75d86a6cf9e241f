import { useEffect, useRef, useState } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { filterTodos, moveByStep, TODO_FILTERS, type TodoFilter } from './ordering';
import { computeProgress } from './progress';
import { TodoItem } from './TodoItem';
import type { useTodoList } from './useTodoList';

type Tasks = ReturnType<typeof useTodoList>;

/** The tasks of the list in view: filter, progress, reorder (buttons, Alt+arrows, drag). */
export function TaskList({
  tasks,
  loading,
  headingId,
}: {
  tasks: Tasks;
  /** The lists themselves are still loading. */
  loading: boolean;
  headingId: string;
}) {
  const { t } = useToolTranslation('todo-share', locales);
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ id: string; step: -1 | 1 } | null>(null);
  const dragged = useRef<string | null>(null);
  const status = loading ? 'loading' : tasks.status;
  const progress = computeProgress(tasks.todos);
  const shown = filterTodos(tasks.todos, filter);
  const completedIds = tasks.todos.filter((todo) => todo.completed).map((todo) => todo.id);
  const counts: Record<TodoFilter, number> = {
    all: tasks.todos.length,
    open: tasks.todos.length - completedIds.length,
    done: completedIds.length,
  };

  // A moved task's button keeps the focus (or its other button, once at the top or bottom).
  useEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, step } = focusAfterMove.current;
    const same = document.getElementById(`todo-${id}-${step === -1 ? 'up' : 'down'}`);
    const other = document.getElementById(`todo-${id}-${step === -1 ? 'down' : 'up'}`);
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other;
    target?.focus();
    focusAfterMove.current = null;
  }, [tasks.todos]);

  const move = (id: string, step: -1 | 1) => {
    const visibleIds = shown.map((todo) => todo.id);
    const order = moveByStep(
      tasks.todos.map((todo) => todo.id),
      visibleIds,
      id,
      step,
    );
    const title = shown.find((todo) => todo.id === id)?.title ?? '';
    if (!order) return;
    const position = (moveByStep(visibleIds, visibleIds, id, step) ?? []).indexOf(id) + 1;
    setAnnouncement(t('list.moved', { title, position, total: visibleIds.length }));
    focusAfterMove.current = { id, step };
    void tasks.reorder(order);
  };

  const drop = (targetId: string) => {
    const id = dragged.current;
    dragged.current = null;
    if (!id || id === targetId) return;
    const title = shown.find((todo) => todo.id === id)?.title ?? '';
    const position = shown.findIndex((todo) => todo.id === targetId) + 1;
    setAnnouncement(t('list.moved', { title, position, total: shown.length }));
    void tasks.drop(id, targetId);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('list.heading')}
        </h3>
        <p className="muted text-sm" data-testid="todo-progress">
          {t('list.progress', { completed: progress.completed, total: progress.total })}
        </p>
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
      {status === 'loading' && <p role="status">{t('list.loading')}</p>}
      {status === 'error' && (
        <p role="alert" className="alert-error">
          {t('list.load_failed')}
        </p>
      )}
      {status === 'ready' && tasks.todos.length === 0 && <p className="muted">{t('list.empty')}</p>}
      {status === 'ready' && tasks.todos.length > 0 && shown.length === 0 && (
        <p className="muted">{t('list.empty_filtered')}</p>
      )}
      {shown.length > 1 && <p className="muted text-sm">{t('list.reorder_hint')}</p>}
      <ul className="flex flex-col gap-2">
        {shown.map((todo, index) => (
          <TodoItem
            key={todo.id}
            todo={todo}
            canMoveUp={index > 0}
            canMoveDown={index < shown.length - 1}
            onChange={(changes) => tasks.change(todo.id, changes)}
            onDelete={() => tasks.remove([todo.id])}
            onMove={(step) => move(todo.id, step)}
            onDragStart={() => (dragged.current = todo.id)}
            onDrop={() => drop(todo.id)}
          />
        ))}
      </ul>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {completedIds.length > 0 && (
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
