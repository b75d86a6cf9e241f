import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../lib/auth/AuthContext';
import { unwrap } from '../../lib/query/dataQueries';
import { placeInOwnersList } from '../../lib/query/ownersList';
import { useCacheMutation } from '../../lib/query/useCacheMutation';
import { useUndoableDeletion } from '../../lib/useUndoableDeletion';
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
import { listJoinedTodoLists, type JoinedList } from './collaboration';
import { applyOrder, compareLists, moveByStep } from './ordering';
import { todoKeys } from './todoKeys';

type Failure = 'create' | 'action' | 'share' | null;

/** The list in view: one of the user's own, or another user's that they edit as a member. */
export type ViewedList =
  | { role: 'owner'; id: string; name: string | null; list: TodoList }
  | {
      role: 'editor';
      id: string;
      name: string | null;
      list: JoinedList;
      /** The user was removed or the link stopped: the list stays in view, read-only. */
      ended: boolean;
    };

const replaceList = (lists: TodoList[], list: TodoList) =>
  lists.map((other) => (other.id === list.id ? list : other));
const withList = (lists: TodoList[], list: TodoList) =>
  [...lists.filter((other) => other.id !== list.id), list].sort(compareLists);

/**
 * The user's lists, the lists they edit as a member, and which one is in view (`requestedId`,
 * from the address; the first own list when it names none of them), read through the query
 * cache. Changes show at once and are
 * rolled back (with `failed` set) if the server refuses them; a deletion can be undone for a
 * few seconds.
 */
export function useTodoLists(requestedId: string | null) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const queryKey = todoKeys.lists(user?.id ?? null);
  const query = useQuery({
    queryKey,
    queryFn: async () => unwrap(await listTodoLists()),
  });
  const joinedQuery = useQuery({
    queryKey: todoKeys.joined(user?.id ?? null),
    queryFn: async () => unwrap(await listJoinedTodoLists()),
  });
  const lists = query.data ?? [];
  const joined = joinedQuery.data ?? [];
  const [failed, setFailed] = useState<Failure>(null);
  /** Notes whether a change failed (the message shown) and answers whether it succeeded. */
  const report = (failure: Exclude<Failure, null>) => (outcome: { ok: boolean }) => {
    setFailed(outcome.ok ? null : failure);
    return outcome.ok;
  };

  const creation = useCacheMutation<TodoList[], string, { list: TodoList; ownerId: string }>({
    queryKey,
    write: createTodoList,
    settle: (all, { list }) => withList(all, list),
  });
  const renaming = useCacheMutation<
    TodoList[],
    { id: string; name: string; baseRevision: number },
    TodoList
  >({
    queryKey,
    write: ({ id, name, baseRevision }) => renameTodoList(id, name, baseRevision),
    optimistic: (all, { id, name }) =>
      all.map((list) => (list.id === id ? { ...list, name: name.trim() } : list)),
    settle: replaceList,
  });
  const reordering = useCacheMutation<TodoList[], string[], null>({
    queryKey,
    write: reorderTodoLists,
    optimistic: (all, order) => applyOrder(all, order).sort(compareLists),
  });
  const sharing = useCacheMutation<
    TodoList[],
    { id: string; action: SharingAction },
    string | null
  >({
    queryKey,
    write: ({ id, action }) => setSharing(id, action),
    settle: (all, shareId, { id }) =>
      all.map((list) => (list.id === id ? { ...list, share_id: shareId } : list)),
  });
  const deletion = useCacheMutation<TodoList[], string, null>({
    queryKey,
    write: deleteTodoList,
    optimistic: (all, id) => all.filter((list) => list.id !== id),
  });
  const undoable = useUndoableDeletion<TodoList>(async (list) =>
    report('action')(await deletion.run(list.id)),
  );

  const visible = lists.filter((list) => list.id !== undoable.pending?.id);
  const own = visible.find((list) => list.id === requestedId);
  const member = joined.find((list) => list.id === requestedId);
  // Another's list this page showed: when the rights to it end, it stays in view (read-only,
  // saying so) rather than the page switching to one of the user's own lists, where the next
  // task would land without their knowing.
  const [shown, setShown] = useState<JoinedList | null>(null);
  if (member && member !== shown) setShown(member);
  else if (!member && shown && shown.id !== requestedId) setShown(null);
  const other = member ?? (own ? null : shown?.id === requestedId ? shown : null);
  const first = own ?? (other ? undefined : visible[0]);
  const current: ViewedList | null = first
    ? { role: 'owner', id: first.id, name: first.name, list: first }
    : other
      ? { role: 'editor', id: other.id, name: other.name, list: other, ended: !member }
      : null;

  const create = async (name: string): Promise<TodoList | null> => {
    const outcome = await creation.run(name);
    report('create')(outcome);
    if (!outcome.ok) return null;
    const { list, ownerId } = outcome.data;
    // A list made by a visitor goes into the guest session it started. (For a user already
    // known, the write's own settle and refetch did this.)
    if (ownerId !== user?.id) {
      void placeInOwnersList<TodoList>(
        queryClient,
        todoKeys.lists(ownerId),
        (all) => all && withList(all, list),
      );
    }
    return list;
  };

  /**
   * The list to add a task to: the one in view, or the user's first list, made now (unshared)
   * when they have none. Call `refresh` after adding, so that a new list comes into view.
   */
  const listForNewTask = async (): Promise<string | null> => {
    if (current) return current.id;
    await undoable.commitNow();
    const ensured = await ensureTodoList();
    setFailed(ensured.ok ? null : 'create');
    return ensured.ok ? ensured.data : null;
  };

  const move = async (id: string, step: -1 | 1): Promise<number | null> => {
    const ids = visible.map((list) => list.id);
    const order = moveByStep(ids, ids, id, step);
    if (!order) return null;
    report('action')(await reordering.run(order));
    return order.indexOf(id) + 1;
  };

  /** The list's share id after the change, or undefined when the change failed. */
  const share = async (id: string, action: SharingAction): Promise<string | null | undefined> => {
    const outcome = await sharing.run({ id, action });
    report('share')(outcome);
    return outcome.ok ? outcome.data : undefined;
  };

  return {
    lists: visible,
    joined,
    current,
    status: query.data && joinedQuery.data ? 'ready' : query.isError ? 'error' : 'loading',
    failed,
    deleted: undoable.pending,
    refresh: () => queryClient.invalidateQueries({ queryKey: todoKeys.all }),
    create,
    listForNewTask,
    /** Renames a list, based on its revision; a conflict is for the caller to show. */
    rename: async (id: string, name: string, baseRevision: number) => {
      const result = await renaming.run({ id, name, baseRevision });
      if (result.ok || result.error.kind !== 'conflict') report('action')(result);
      return result;
    },
    move,
    share,
    remove: undoable.remove,
    undo: undoable.undo,
  } as const;
}
