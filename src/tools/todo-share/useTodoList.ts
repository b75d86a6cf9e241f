import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { addTodo, deleteTodos, listTodos, updateTodo, type Todo } from './todos';

export const UNDO_WINDOW_MS = 5000;

interface PendingDeletion {
  ids: string[];
  timer: number;
}

/**
 * The owner's list and its edits. Database failures leave the list as it was and are reported
 * through `failed`; deletions wait a few seconds so they can be undone.
 */
export function useTodoList() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [todos, setTodos] = useState<Todo[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [failed, setFailed] = useState<'add' | 'action' | null>(null);
  const [pending, setPending] = useState<PendingDeletion | null>(null);
  const pendingRef = useRef<PendingDeletion | null>(null);

  useEffect(() => {
    let cancelled = false;
    void listTodos().then((result) => {
      if (cancelled) return;
      if (result.ok) {
        setTodos(result.data);
        setStatus('ready');
      } else setStatus('error');
    });
    return () => {
      cancelled = true;
    };
  }, [userId]);

  const flush = useCallback(async (deletion: PendingDeletion) => {
    window.clearTimeout(deletion.timer);
    if (pendingRef.current === deletion) {
      pendingRef.current = null;
      setPending(null);
    }
    const result = await deleteTodos(deletion.ids);
    if (!result.ok) {
      setFailed('action');
      const reloaded = await listTodos();
      if (reloaded.ok) setTodos(reloaded.data);
    }
  }, []);

  // Leaving the page commits a deletion that is still waiting for its undo window.
  useEffect(
    () => () => {
      if (pendingRef.current) void flush(pendingRef.current);
    },
    [flush],
  );

  const add = async (title: string, description: string): Promise<boolean> => {
    const result = await addTodo(title, description);
    setFailed(result.ok ? null : 'add');
    if (result.ok) setTodos((current) => [result.data, ...current]);
    return result.ok;
  };

  /** Shown at once (a checkbox must respond to the click); rolled back if the save fails. */
  const change = async (
    id: string,
    changes: Parameters<typeof updateTodo>[1],
  ): Promise<boolean> => {
    const before = todos.find((todo) => todo.id === id);
    setTodos((current) => current.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo)));
    const result = await updateTodo(id, changes);
    setFailed(result.ok ? null : 'action');
    setTodos((current) =>
      current.map((todo) => (todo.id !== id ? todo : result.ok ? result.data : (before ?? todo))),
    );
    return result.ok;
  };

  const remove = (ids: string[]) => {
    if (pendingRef.current) void flush(pendingRef.current);
    const deletion: PendingDeletion = { ids, timer: 0 };
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
    status,
    failed,
    pendingCount: pending?.ids.length ?? 0,
    add,
    change,
    remove,
    undo,
  };
}
