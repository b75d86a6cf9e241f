import { ensureSession } from '../../lib/auth/authActions';
import { fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import { getSessionClient, getSupabase } from '../../lib/supabase';

export interface Todo {
  id: string;
  title: string;
  description: string | null;
  completed: boolean;
  created_at: string;
  share_id: string;
}

export type SharedTodo = Omit<Todo, 'share_id'>;

const COLUMNS = 'id,title,description,completed,created_at,share_id';

/** The signed-in (or guest) user's to-dos, newest first. A visitor with no session has none. */
export async function listTodos(): Promise<DataResult<Todo[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .from('todos')
    .select(COLUMNS)
    .eq('user_id', current.session.user.id)
    .order('created_at', { ascending: false });
  return error ? fromSupabaseError('list todos', error) : success((data ?? []) as Todo[]);
}

/** The first save of a visitor starts a guest session. */
export async function addTodo(title: string, description: string): Promise<DataResult<Todo>> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todos')
    .insert({
      user_id: session.value.user.id,
      title: title.trim(),
      description: description.trim() || null,
    })
    .select(COLUMNS)
    .single();
  return error ? fromSupabaseError('add todo', error) : success(data as Todo);
}

export async function updateTodo(
  id: string,
  changes: Partial<Pick<Todo, 'title' | 'description' | 'completed'>>,
): Promise<DataResult<Todo>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todos')
    .update(changes)
    .eq('id', id)
    .select(COLUMNS)
    .single();
  return error ? fromSupabaseError('update todo', error) : success(data as Todo);
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

export async function recordShareEvent(kind: 'todo' | 'schedule', shareId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('share_events').insert({ kind, share_id: shareId });
  if (error) console.error('record share event failed', error);
}

/** Public read by share id only (security definer function): no table is open to everyone. */
export async function getSharedTodos(shareId: string): Promise<DataResult<SharedTodo[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_shared_todos', { p_share_id: shareId });
  return error
    ? fromSupabaseError('get shared todos', error)
    : success((data ?? []) as SharedTodo[]);
}
