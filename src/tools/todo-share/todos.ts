import { ensureSession } from '../../lib/auth/authActions';
import { failure, fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import {
  inTurn,
  rebaseOnOwnWrites,
  savedOwnWrite,
  withFieldRevisions,
} from '../../lib/revisions/ownWrites';
import { getSessionClient, getSupabase } from '../../lib/supabase';
import { compareTasks } from './ordering';

export interface Todo {
  id: string;
  list_id: string;
  title: string;
  description: string | null;
  completed: boolean;
  created_at: string;
  /** YYYY-MM-DD, a day in Japan time. */
  due_date: string | null;
  position: number;
  /** The list's share id while it is shared (kept for links of the earlier version). */
  share_id: string | null;
  /** The last change of what the task says (not of its place); null for tasks of before. */
  updated_at: string | null;
  updated_by: string | null;
  /** The name shown for who changed it; null when the list's owner has no name. */
  updated_by_name: string | null;
  /** One more with every change of what the task says: the base a change names. */
  revision: number;
  /** How the task repeats (an RRULE value, src/lib/repeats/repeatText.ts); null: once. */
  repeat_rule: string | null;
  /** The next task, made by the database when this repeating task was ticked. */
  repeated_as: string | null;
  /** Who the task is given to: the list's owner or a member; null: nobody. */
  assignee_id: string | null;
  /** When the task's reminder is mailed and shown (an instant, to the minute); null: none. */
  remind_at: string | null;
}

export type TodoChanges = Partial<
  Pick<
    Todo,
    'title' | 'description' | 'completed' | 'due_date' | 'repeat_rule' | 'assignee_id' | 'remind_at'
  >
>;

/** The message of a save the database refused for a reminder already past (hint todo_reminder_past). */
export const REMINDER_PAST = 'todo_reminder_past';

const COLUMNS =
  'id,list_id,title,description,completed,created_at,due_date,position,share_id,updated_at,updated_by,updated_by_name,revision,repeat_rule,repeated_as,assignee_id,remind_at';

/**
 * The tasks of a list the user owns or edits, in the owner's order. No session: none. A list
 * the user may no longer read (removed, link stopped, list deleted) answers 'not_found' rather
 * than an empty list (list_todo_tasks refuses it), so the page keeps what it shows and says so.
 */
export async function listTodos(listId: string): Promise<DataResult<Todo[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .rpc('list_todo_tasks', { p_list_id: listId })
    .select(COLUMNS)
    .order('position')
    .order('created_at', { ascending: false });
  if ((error as { hint?: string } | null)?.hint === 'todo_list_unavailable')
    return failure('not_found', 'list todos: the list is no longer available');
  return error ? fromSupabaseError('list todos', error) : success((data ?? []).sort(compareTasks));
}

/**
 * Adds a task at the top of the list (the database places it). `id`, made by the page, makes a
 * write sent twice (queued offline, then replayed after a reload that came just after it had
 * reached the server) add the task once: the second answers the task already there.
 */
export async function addTodo(
  listId: string,
  fields: { title: string; description: string; dueDate: string | null },
  id?: string,
): Promise<DataResult<Todo>> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todos')
    .insert({
      ...(id ? { id } : {}),
      user_id: session.value.user.id,
      list_id: listId,
      title: fields.title.trim(),
      description: fields.description.trim() || null,
      due_date: fields.dueDate || null,
    })
    .select(COLUMNS)
    .single();
  if (error?.code === '23505' && id) {
    const again = await supabase.from('todos').select(COLUMNS).eq('id', id).maybeSingle();
    if (again.data) return success(again.data);
  }
  return error ? fromSupabaseError('add todo', error) : success(data);
}

/**
 * Changes the fields named in `changes` (only those the user changed), based on the task's
 * `baseRevision`: the database refuses it (kind 'conflict') when one of them was changed by
 * someone else since, and merges it with changes to the other fields. A task deleted
 * meanwhile answers 'not_found'.
 */
export async function updateTodo(
  id: string,
  changes: TodoChanges,
  baseRevision: number,
): Promise<DataResult<Todo>> {
  const supabase = await getSupabase();
  const row = `todos:${id}`;
  return inTurn(row, async () => {
    // Never past an own write in which someone else changed a field this one changes: the
    // database then refuses it as a conflict instead of it overwriting theirs (ownWrites.ts).
    const base = rebaseOnOwnWrites(row, baseRevision, Object.keys(changes));
    const { data, error } = await supabase
      .from('todos')
      .update({ ...changes, base_revision: base })
      .eq('id', id)
      .select(withFieldRevisions(COLUMNS))
      .maybeSingle();
    if ((error as { hint?: string } | null)?.hint === REMINDER_PAST)
      return failure('database', REMINDER_PAST);
    if (error) return fromSupabaseError('update todo', error);
    if (!data) return failure('not_found', 'update todo: the task was deleted');
    const saved = savedOwnWrite(row, base, data);
    return success(saved);
  });
}

export async function deleteTodos(ids: readonly string[]): Promise<DataResult<null>> {
  if (ids.length === 0) return success(null);
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('todos')
    .delete()
    .in('id', [...ids]);
  return error ? fromSupabaseError('delete todos', error) : success(null);
}

/** Saves the order of a list's tasks (the ids from top to bottom). */
export async function reorderTodos(
  listId: string,
  ids: readonly string[],
): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('reorder_todos', { p_list_id: listId, p_ids: [...ids] });
  return error ? fromSupabaseError('reorder todos', error) : success(null);
}

/**
 * Moves a task (with its steps) to the top of another list the user may edit. A task or list
 * the user may no longer edit answers 'not_found'.
 */
export async function moveTodo(id: string, toListId: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('move_todo', { p_todo_id: id, p_list_id: toListId });
  return error ? fromSupabaseError('move todo', error) : success(null);
}

/** Someone a task of the list may be given to. */
export interface Assignee {
  user_id: string;
  /** The name the list knows them by; null when they have none. */
  name: string | null;
  /** An account holder who gets mail: they are told by mail when given a task. */
  mailed: boolean;
}

/** The people of a list (its owner first, then its members in the order they joined). */
export async function listAssignees(listId: string): Promise<DataResult<Assignee[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase.rpc('list_todo_assignees', {
    p_list_id: listId,
  });
  return error ? fromSupabaseError('list assignees', error) : success(data ?? []);
}
