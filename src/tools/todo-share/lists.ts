import { ensureSession } from '../../lib/auth/authActions';
import { failure, fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import {
  inTurn,
  rebaseOnOwnWrites,
  savedOwnWrite,
  withFieldRevisions,
} from '../../lib/revisions/ownWrites';
import { getSessionClient, getSupabase } from '../../lib/supabase';
import { compareLists } from './ordering';

export interface TodoList {
  id: string;
  /** Null: the default name, shown in the reader's language. */
  name: string | null;
  position: number;
  /** The view link; null while the list is not shared. */
  share_id: string | null;
  /** The edit link; null while there is none. */
  edit_share_id: string | null;
  created_at: string;
  /** One more with every rename: the base a rename names. */
  revision: number;
}

export interface SharedTodo {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  created_at: string;
  due_date: string | null;
}

export interface SharedTodoList {
  name: string | null;
  todos: SharedTodo[];
}

export type SharingAction = 'share' | 'reissue' | 'stop';

const COLUMNS = 'id,name,position,share_id,edit_share_id,created_at,revision';

/** The user's lists in their order. A visitor with no session has none. */
export async function listTodoLists(): Promise<DataResult<TodoList[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .from('todo_lists')
    .select(COLUMNS)
    .eq('user_id', current.session.user.id)
    .order('position')
    .order('created_at');
  return error
    ? fromSupabaseError('list todo lists', error)
    : success((data ?? []).sort(compareLists));
}

/**
 * Makes a list. The first save of a visitor starts a guest session, so the answer names the
 * list's owner too: the user the page knew when the call began may have been no one.
 */
export async function createTodoList(
  name: string,
): Promise<DataResult<{ list: TodoList; ownerId: string }>> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_lists')
    .insert({ user_id: session.value.user.id, name: name.trim() })
    .select(COLUMNS)
    .single();
  return error
    ? fromSupabaseError('create todo list', error)
    : success({ list: data, ownerId: session.value.user.id });
}

/** The user's first list, made (unshared) if they have none; starts a guest session if needed. */
export async function ensureTodoList(): Promise<DataResult<string>> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('ensure_todo_list');
  return error ? fromSupabaseError('ensure todo list', error) : success(data as string);
}

/** Renames the list, based on its `baseRevision` (refused as 'conflict' if renamed since). */
export async function renameTodoList(
  id: string,
  name: string,
  baseRevision: number,
): Promise<DataResult<TodoList>> {
  const supabase = await getSupabase();
  const row = `todo_lists:${id}`;
  return inTurn(row, async () => {
    // Never past an own write in which someone else renamed the list (see ownWrites.ts).
    const base = rebaseOnOwnWrites(row, baseRevision, ['name']);
    const { data, error } = await supabase
      .from('todo_lists')
      .update({ name: name.trim(), base_revision: base })
      .eq('id', id)
      .select(withFieldRevisions(COLUMNS))
      .single();
    if (error) return fromSupabaseError('rename todo list', error);
    const saved = savedOwnWrite(row, base, data);
    return success(saved);
  });
}

/** Deletes the list and every task in it. */
export async function deleteTodoList(id: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('todo_lists').delete().eq('id', id);
  return error ? fromSupabaseError('delete todo list', error) : success(null);
}

export async function reorderTodoLists(ids: readonly string[]): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reorder_todo_lists', { p_ids: [...ids] });
  return error ? fromSupabaseError('reorder todo lists', error) : success(null);
}

/** Makes a link (or keeps the current one), replaces it, or stops sharing: the share id after. */
export async function setSharing(
  listId: string,
  action: SharingAction,
): Promise<DataResult<string | null>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('set_todo_list_sharing', {
    p_list_id: listId,
    p_action: action,
  });
  return error ? fromSupabaseError('set todo list sharing', error) : success(data as string | null);
}

/** Public read by share id only (security definer function): no table is open to everyone. */
export async function getSharedTodoList(shareId: string): Promise<DataResult<SharedTodoList>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_shared_todo_list', { p_share_id: shareId });
  if (error) return fromSupabaseError('get shared todo list', error);
  if (!data) return failure('not_found', 'shared todo list not found');
  // A json function: its shape is built in SQL, which the generated types cannot see.
  return success(data as unknown as SharedTodoList);
}
