import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import {
  createTodoList,
  deleteTodoList,
  ensureTodoList,
  listTodoLists,
  renameTodoList,
  reorderTodoLists,
  setSharing,
  type SharingAction,
  type TodoList,
} from './lists';
import { applyOrder, compareLists, moveByStep } from './ordering';

export const LIST_UNDO_WINDOW_MS = 5000;

interface PendingDeletion {
  list: TodoList;
  timer: number;
}

/**
 * The user's lists and which one is in view (`requestedId`, from the address; the first list
 * when it names none of them). Failures leave the lists as they were and set `failed`.
 */
export function useTodoLists(requestedId: string | null) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [lists, setLists] = useState<TodoList[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [failed, setFailed] = useState<'create' | 'action' | 'share' | null>(null);
  const [pending, setPending] = useState<PendingDeletion | null>(null);
  const pendingRef = useRef<PendingDeletion | null>(null);
  const version = useRef(0);

  const apply = useCallback(
    (started: number, result: Awaited<ReturnType<typeof listTodoLists>>) => {
      // A change made meanwhile wins over a read that may not include it.
      if (started !== version.current) return;
      if (result.ok) {
        setLists(result.data);
        setStatus('ready');
      } else setStatus((current) => (current === 'ready' ? current : 'error'));
    },
    [],
  );

  const load = useCallback(async () => {
    const started = version.current;
    apply(started, await listTodoLists());
  }, [apply]);

  useEffect(() => {
    let cancelled = false;
    const started = version.current;
    void listTodoLists().then((result) => {
      if (!cancelled) apply(started, result);
    });
    return () => {
      cancelled = true;
    };
  }, [userId, apply]);

  const flush = useCallback(
    async (deletion: PendingDeletion) => {
      window.clearTimeout(deletion.timer);
      if (pendingRef.current === deletion) {
        pendingRef.current = null;
        setPending(null);
      }
      version.current += 1;
      setLists((all) => all.filter((list) => list.id !== deletion.list.id));
      const result = await deleteTodoList(deletion.list.id);
      if (!result.ok) {
        setFailed('action');
        await load();
      }
    },
    [load],
  );

  // Leaving the page commits a deletion still waiting for its undo window.
  useEffect(
    () => () => {
      if (pendingRef.current) void flush(pendingRef.current);
    },
    [flush],
  );

  const visible = lists.filter((list) => list.id !== pending?.list.id);
  const current = visible.find((list) => list.id === requestedId) ?? visible[0] ?? null;

  const create = async (name: string): Promise<TodoList | null> => {
    version.current += 1;
    const result = await createTodoList(name);
    setFailed(result.ok ? null : 'create');
    if (!result.ok) return null;
    setLists((all) => [...all, result.data].sort(compareLists));
    return result.data;
  };

  /**
   * The list to add a task to: the one in view, or the user's first list, made now (unshared)
   * when they have none. Call `refresh` after adding, so that a new list comes into view.
   */
  const listForNewTask = async (): Promise<string | null> => {
    if (current) return current.id;
    if (pendingRef.current) await flush(pendingRef.current);
    version.current += 1;
    const ensured = await ensureTodoList();
    setFailed(ensured.ok ? null : 'create');
    return ensured.ok ? ensured.data : null;
  };

  const rename = async (id: string, name: string): Promise<boolean> => {
    version.current += 1;
    const result = await renameTodoList(id, name);
    setFailed(result.ok ? null : 'action');
    if (result.ok) setLists((all) => all.map((list) => (list.id === id ? result.data : list)));
    return result.ok;
  };

  const move = async (id: string, step: -1 | 1): Promise<number | null> => {
    const ids = visible.map((list) => list.id);
    const order = moveByStep(ids, ids, id, step);
    if (!order) return null;
    version.current += 1;
    setLists((all) => applyOrder(all, order).sort(compareLists));
    const result = await reorderTodoLists(order);
    setFailed(result.ok ? null : 'action');
    if (!result.ok) await load();
    return order.indexOf(id) + 1;
  };

  /** The list's share id after the change, or undefined when the change failed. */
  const share = async (id: string, action: SharingAction): Promise<string | null | undefined> => {
    version.current += 1;
    const result = await setSharing(id, action);
    setFailed(result.ok ? null : 'share');
    if (!result.ok) return undefined;
    setLists((all) =>
      all.map((list) => (list.id === id ? { ...list, share_id: result.data } : list)),
    );
    return result.data;
  };

  const remove = (list: TodoList) => {
    if (pendingRef.current) void flush(pendingRef.current);
    const deletion: PendingDeletion = { list, timer: 0 };
    deletion.timer = window.setTimeout(() => void flush(deletion), LIST_UNDO_WINDOW_MS);
    pendingRef.current = deletion;
    setPending(deletion);
  };

  const undo = () => {
    if (!pendingRef.current) return;
    window.clearTimeout(pendingRef.current.timer);
    pendingRef.current = null;
    setPending(null);
  };

  return {
    lists: visible,
    current,
    status,
    failed,
    deleted: pending?.list ?? null,
    refresh: load,
    create,
    listForNewTask,
    rename,
    move,
    share,
    remove,
    undo,
  };
}
