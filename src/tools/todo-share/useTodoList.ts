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
  reorderTodos,
  updateTodo,
  type Todo,
  type TodoChanges,
} from './todos';

interface NewTask {
  title: string;
  description: string;
  dueDate: string | null;
}

const NO_LIST = ['todo', 'tasks', null] as const;

/**
 * The tasks of the list in view (`listId`; null before the user has a list) and their edits,
 * through the query cache. A change shows at once and is rolled back (with `failed` set) if the
 * server refuses it; deletions wait a few seconds so they can be undone.
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

  const changing = useCacheMutation<
    Todo[],
    { id: string; changes: TodoChanges; baseRevision: number },
    Todo
  >({
    queryKey,
    write: ({ id, changes, baseRevision }) => updateTodo(id, changes, baseRevision),
    // A checkbox must respond to the click.
    optimistic: (all, { id, changes }) =>
      all.map((todo) => (todo.id === id ? { ...todo, ...changes } : todo)),
    settle: (all, saved) => all.map((todo) => (todo.id === saved.id ? saved : todo)),
  });
  const reordering = useCacheMutation<Todo[], string[], null>({
    queryKey,
    write: (order) =>
      listId ? reorderTodos(listId, order) : Promise.resolve({ ok: true, data: null }),
    optimistic: (all, order) => applyOrder(all, order).sort(compareTasks),
  });
  const deleting = useCacheMutation<Todo[], string[], null>({
    queryKey,
    write: deleteTodos,
    optimistic: (all, ids) => all.filter((todo) => !ids.includes(todo.id)),
  });
  const undoable = useUndoableDeletion<string[]>(async (ids) => report(await deleting.run(ids)));
  const saving = useSaving(queryKey);

  /** Adds to `targetListId` (the list in view, or the first list just made for the task). */
  const add = async (targetListId: string, fields: NewTask): Promise<boolean> => {
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

  const reorder = async (order: string[]) => report(await reordering.run(order));

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
     */
    change: async (id: string, changes: TodoChanges, baseRevision: number) => {
      const result = await changing.run({ id, changes, baseRevision });
      const explained = !result.ok && ['conflict', 'not_found'].includes(result.error.kind);
      setFailed(result.ok || explained ? null : 'action');
      return result;
    },
    reorder,
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
