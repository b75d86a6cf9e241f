import { useCallback, useEffect, useRef, useState } from 'react';
import { applyOrder, compareTasks, moveTo } from './ordering';
import {
  addTodo,
  deleteTodos,
  listTodos,
  reorderTodos,
  updateTodo,
  type Todo,
  type TodoChanges,
} from './todos';

export const UNDO_WINDOW_MS = 5000;

interface Loaded {
  listId: string | null;
  todos: Todo[];
  status: 'loading' | 'ready' | 'error';
}

interface PendingDeletion {
  ids: string[];
  /** What to put back if the deletion fails. */
  listId: string | null;
  todos: Todo[];
  timer: number;
}

/**
 * The tasks of the list in view (`listId`; null before the user has a list) and their edits.
 * Database failures leave the tasks as they were and are reported through `failed`; deletions
 * wait a few seconds so they can be undone. `refresh` picks up changes made elsewhere, but never
 * overwrites a change of this page that is still being saved.
 */
export function useTodoList(listId: string | null) {
  // Tagged with the list they belong to: another list shows "loading" until it is read.
  const [loaded, setLoaded] = useState<Loaded>({ listId: null, todos: [], status: 'ready' });
  const [failed, setFailed] = useState<'add' | 'action' | null>(null);
  const [pending, setPending] = useState<PendingDeletion | null>(null);
  const pendingRef = useRef<PendingDeletion | null>(null);
  const version = useRef(0);
  const saving = useRef(0);
  const current: Loaded =
    loaded.listId === listId ? loaded : { listId, todos: [], status: listId ? 'loading' : 'ready' };
  const todos = current.todos;

  /** Changes the tasks of the list in view (a late answer for another list changes nothing). */
  const setTodos = (update: (todos: Todo[]) => Todo[]) =>
    setLoaded((state) =>
      state.listId === listId ? { ...state, todos: update(state.todos) } : state,
    );

  const apply = useCallback(
    (started: number | null, result: Awaited<ReturnType<typeof listTodos>>) => {
      // A refresh gives way to a change made or still being saved meanwhile, which it may not
      // include (the first read of a list, started = null, always counts).
      if (started !== null && (started !== version.current || saving.current > 0)) return;
      setLoaded((state) => {
        if (result.ok) return { listId, todos: result.data, status: 'ready' };
        return state.listId === listId && state.status === 'ready'
          ? state
          : { listId, todos: [], status: 'error' };
      });
    },
    [listId],
  );

  useEffect(() => {
    if (!listId) return;
    let cancelled = false;
    void listTodos(listId).then((result) => {
      if (!cancelled) apply(null, result);
    });
    return () => {
      cancelled = true;
    };
  }, [listId, apply]);

  const load = async () => {
    if (!listId) return;
    const started = version.current;
    apply(started, await listTodos(listId));
  };

  /** Runs one save, marking the list as changing meanwhile (see `load`). */
  const saved = async <T>(work: () => Promise<T>): Promise<T> => {
    version.current += 1;
    saving.current += 1;
    try {
      return await work();
    } finally {
      saving.current -= 1;
    }
  };

  const flush = useCallback(async (deletion: PendingDeletion) => {
    window.clearTimeout(deletion.timer);
    if (pendingRef.current === deletion) {
      pendingRef.current = null;
      setPending(null);
    }
    version.current += 1;
    const gone = new Set(deletion.ids);
    // Out of the list now; back in it (with an error shown) if the deletion fails.
    setLoaded((state) => ({ ...state, todos: state.todos.filter((todo) => !gone.has(todo.id)) }));
    const result = await deleteTodos(deletion.ids);
    if (!result.ok) {
      setFailed('action');
      setLoaded((state) =>
        state.listId === deletion.listId
          ? { ...state, todos: [...state.todos, ...deletion.todos].sort(compareTasks) }
          : state,
      );
    }
  }, []);

  useEffect(
    () => () => {
      if (pendingRef.current) void flush(pendingRef.current);
    },
    [flush],
  );

  const add = async (
    targetListId: string,
    fields: { title: string; description: string; dueDate: string | null },
  ): Promise<boolean> => {
    const result = await saved(() => addTodo(targetListId, fields));
    setFailed(result.ok ? null : 'add');
    if (result.ok) {
      const added = result.data;
      setLoaded((state) =>
        state.listId === added.list_id
          ? { ...state, todos: [added, ...state.todos.filter((todo) => todo.id !== added.id)] }
          : state,
      );
    }
    return result.ok;
  };

  /** Shown at once (a checkbox must respond to the click); rolled back if the save fails. */
  const change = async (id: string, changes: TodoChanges): Promise<boolean> => {
    const before = todos.find((todo) => todo.id === id);
    setTodos((current) => current.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo)));
    const result = await saved(() => updateTodo(id, changes));
    setFailed(result.ok ? null : 'action');
    setTodos((current) =>
      current.map((todo) => (todo.id !== id ? todo : result.ok ? result.data : (before ?? todo))),
    );
    return result.ok;
  };

  /** Moves a task to a new place (ids top to bottom); rolled back if the save fails. */
  const reorder = async (order: string[]): Promise<boolean> => {
    if (!listId) return false;
    const before = todos;
    setTodos((current) => applyOrder(current, order).sort(compareTasks));
    const result = await saved(() => reorderTodos(listId, order));
    setFailed(result.ok ? null : 'action');
    if (!result.ok) setTodos(() => before);
    return result.ok;
  };

  const drop = (id: string, targetId: string) =>
    reorder(
      moveTo(
        todos.map((todo) => todo.id),
        id,
        targetId,
      ),
    );

  const remove = (ids: string[]) => {
    if (pendingRef.current) void flush(pendingRef.current);
    const deletion: PendingDeletion = {
      ids,
      listId,
      todos: todos.filter((todo) => ids.includes(todo.id)),
      timer: 0,
    };
    deletion.timer = window.setTimeout(() => void flush(deletion), UNDO_WINDOW_MS);
    pendingRef.current = deletion;
    setPending(deletion);
  };

  const undo = () => {
    if (!pendingRef.current) return;
    window.clearTimeout(pendingRef.current.timer);
    pendingRef.current = null;
    setPending(null);
  };

  const hidden = new Set(pending?.ids ?? []);
  return {
    todos: todos.filter((todo) => !hidden.has(todo.id)),
    status: current.status,
    failed,
    pendingCount: pending?.ids.length ?? 0,
    refresh: () => void load(),
    add,
    change,
    reorder,
    drop,
    remove,
    undo,
  };
}
