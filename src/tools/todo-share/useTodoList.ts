import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureKind, unwrap } from '../../lib/query/dataQueries';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { useSaving } from '../../lib/query/useSaving';
import { useUndoableDeletion } from '../../lib/useUndoableDeletion';
import { applyOrder, compareTasks, moveTo } from './ordering';
import { todoKeys } from './todoKeys';
import {
  addTodo,
  deleteTodos,
  listTodos,
  moveTodo,
  reorderTodos,
  updateTodo,
  type Todo,
  type TodoChanges,
} from './todos';
import { todoWriteKey, todoWriteScope, type TodoWriteOf } from './todoWrites';

interface NewTask {
  title: string;
  description: string;
  dueDate: string | null;
}

const NO_LIST = ['todo', 'tasks', null] as const;

/** A task added offline, shown at once until the server's row takes its place. */
function placeholder(write: TodoWriteOf<'add'>, position: number): Todo {
  return {
    id: write.id,
    list_id: write.listId,
    title: write.title.trim(),
    description: write.description.trim() || null,
    completed: false,
    created_at: new Date().toISOString(),
    due_date: write.dueDate || null,
    position,
    share_id: null,
    updated_at: null,
    updated_by: null,
    updated_by_name: null,
    revision: 1,
    repeat_rule: null,
    repeated_as: null,
    assignee_id: null,
    remind_at: null,
  };
}

/**
 * The tasks of the list in view (`listId`; null before the user has a list) and their edits,
 * through the query cache. A change shows at once and is rolled back (with `failed` set) if the
 * server refuses it; deletions wait a few seconds so they can be undone. Offline, adds, edits,
 * ticks, reorders and deletions are queued (kept across reloads, `todoOffline`) and sent in
 * order when the connection returns, through the same revision checks.
 */
export function useTodoList(listId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = listId ? todoKeys.tasks(listId) : NO_LIST;
  const query = useQuery({
    queryKey,
    queryFn: async () => (listId ? unwrap(await listTodos(listId)) : []),
    enabled: listId !== null,
  });
  const todos = listId ? (query.data ?? []) : [];
  const [failed, setFailed] = useState<'add' | 'action' | null>(null);
  const report = (outcome: { ok: boolean }) => {
    setFailed(outcome.ok ? null : 'action');
    return outcome.ok;
  };
  const scope = todoWriteScope(listId);

  const adding = useCacheMutation<Todo[], TodoWriteOf<'add'>, Todo>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'add'),
    scope,
    retryUnreachable: true,
    write: (write) => addTodo(write.listId, write, write.id),
    // Shown again after an earlier write's answer (useCacheMutation): never twice.
    optimistic: (all, write) => {
      const others = all.filter((todo) => todo.id !== write.id);
      return [
        placeholder(write, Math.min(0, ...others.map((todo) => todo.position)) - 1),
        ...others,
      ];
    },
    settle: (all, saved) => all.map((todo) => (todo.id === saved.id ? saved : todo)),
  });
  const changing = useCacheMutation<Todo[], TodoWriteOf<'change'>, Todo>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'change'),
    scope,
    retryUnreachable: true,
    write: (write) => updateTodo(write.id, write.changes, write.baseRevision),
    // A checkbox must respond to the click.
    optimistic: (all, { id, changes }) =>
      all.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo)),
    settle: (all, saved) => all.map((todo) => (todo.id === saved.id ? saved : todo)),
  });
  const reordering = useCacheMutation<Todo[], TodoWriteOf<'reorder'>, null>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'reorder'),
    scope,
    retryUnreachable: true,
    write: (write) => reorderTodos(write.listId, write.order),
    optimistic: (all, { order }) => applyOrder(all, order).sort(compareTasks),
  });
  const deleting = useCacheMutation<Todo[], TodoWriteOf<'delete'>, null>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'delete'),
    scope,
    retryUnreachable: true,
    write: (write) => deleteTodos(write.ids),
    optimistic: (all, { ids }) => all.filter((todo) => !ids.includes(todo.id)),
  });
  const moving = useCacheMutation<Todo[], TodoWriteOf<'move'>, null>({
    queryKey,
    mutationKey: todoWriteKey(listId, 'move'),
    scope,
    retryUnreachable: true,
    write: (write) => moveTodo(write.id, write.toListId),
    optimistic: (all, { id }) => all.filter((todo) => todo.id !== id),
  });
  const undoable = useUndoableDeletion<string[]>(async (ids) => {
    if (!listId) return false;
    const titles = ids.map((id) => todos.find((todo) => todo.id === id)?.title ?? '');
    const result = await deleting.queue({ op: 'delete', listId, ids, titles });
    return report(result);
  });
  const saving = useSaving(queryKey);

  /** Adds to `targetListId` (the list in view, or the first list just made for the task). */
  const add = async (targetListId: string, fields: NewTask): Promise<boolean> => {
    if (targetListId === listId) {
      const result = await adding.queue({
        op: 'add',
        listId,
        id: crypto.randomUUID(),
        ...fields,
      });
      setFailed(result.ok ? null : 'add');
      return result.ok;
    }
    // The user's first list, just made: no list was in view to show the task in beforehand.
    const result = await addTodo(targetListId, fields);
    setFailed(result.ok ? null : 'add');
    if (result.ok) {
      const added = result.data;
      queryClient.setQueryData<Todo[]>(todoKeys.tasks(added.list_id), (all) =>
        all ? [added, ...all.filter((todo) => todo.id !== added.id)] : all,
      );
      void queryClient.invalidateQueries({ queryKey: todoKeys.tasks(added.list_id) });
    }
    return result.ok;
  };

  const reorder = async (order: string[]) =>
    listId ? report(await reordering.queue({ op: 'reorder', listId, order })) : false;

  const hidden = new Set(undoable.pending ?? []);
  return {
    todos: todos.filter((todo) => !hidden.has(todo.id)),
    status: !listId || query.data ? 'ready' : query.isError ? 'error' : 'loading',
    /**
     * The list can no longer be read by this user (removed, the edit link stopped, the list
     * deleted): the tasks last read stay on screen, and nothing more can be written to it.
     */
    unavailable: listId !== null && failureKind(query.error) === 'not_found',
    failed,
    /** Ticks, edits, moves or deletions still on their way to the server. */
    saving,
    pendingCount: undoable.pending?.length ?? 0,
    refresh: () => void queryClient.invalidateQueries({ queryKey }),
    add,
    /**
     * Changes the fields in `changes`, based on the task at `baseRevision`. A conflict (the
     * same fields changed meanwhile) or a task deleted meanwhile is for the caller to explain.
     * Offline, the change is queued and answers at once.
     */
    change: async (id: string, changes: TodoChanges, baseRevision: number) => {
      if (!listId)
        return { ok: false as const, error: { kind: 'not_found' as const, message: 'no list' } };
      const title = todos.find((todo) => todo.id === id)?.title ?? '';
      const result = await changing.queue({
        op: 'change',
        listId,
        id,
        title,
        changes,
        baseRevision,
      });
      // A repeating task ticked: the database made its next task; show it.
      const next = result.ok ? result.data?.repeated_as : null;
      if (next && !todos.some((todo) => todo.id === next))
        void queryClient.invalidateQueries({ queryKey });
      const explained = !result.ok && ['conflict', 'not_found'].includes(result.error.kind);
      setFailed(result.ok || explained ? null : 'action');
      return result;
    },
    reorder,
    /** Moves a task to another list the user edits (queued offline like the other writes). */
    moveToList: async (id: string, toListId: string) => {
      if (!listId) return false;
      const title = todos.find((todo) => todo.id === id)?.title ?? '';
      const result = await moving.queue({ op: 'move', listId, id, title, toListId });
      if (result.ok) void queryClient.invalidateQueries({ queryKey: todoKeys.all });
      return report(result);
    },
    drop: (id: string, targetId: string) =>
      reorder(
        moveTo(
          todos.map((todo) => todo.id),
          id,
          targetId,
        ),
      ),
    remove: undoable.remove,
    undo: undoable.undo,
  } as const;
}
