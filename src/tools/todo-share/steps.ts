import { failure, fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import { getSessionClient, getSupabase } from '../../lib/supabase';

/** A step inside a task (To Do's ステップ), with its own tick. */
export interface TodoStep {
  id: string;
  todo_id: string;
  list_id: string;
  title: string;
  completed: boolean;
  position: number;
  created_at: string;
}

export type StepChanges = Partial<Pick<TodoStep, 'title' | 'completed' | 'position'>>;

const COLUMNS = 'id,todo_id,list_id,title,completed,position,created_at';

/** The steps of every task of a list, each task's in its order. No session: none. */
export async function listSteps(listId: string): Promise<DataResult<TodoStep[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .from('todo_steps')
    .select(COLUMNS)
    .eq('list_id', listId)
    .order('position')
    .order('created_at');
  return error ? fromSupabaseError('list steps', error) : success(data ?? []);
}

/**
 * Adds a step at the end of its task's steps (the database places it). `id`, made by the
 * page, makes a write sent twice (queued offline, replayed) add the step once. The database
 * takes the list from the task (`listId` only satisfies the column's type).
 */
export async function addStep(listId: string, todoId: string, title: string, id: string) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_steps')
    .insert({ id, list_id: listId, todo_id: todoId, title: title.trim() })
    .select(COLUMNS)
    .single();
  if (error?.code === '23505') {
    const again = await supabase.from('todo_steps').select(COLUMNS).eq('id', id).maybeSingle();
    if (again.data) return success(again.data);
  }
  return error ? fromSupabaseError('add step', error) : success(data);
}

/** Ticks, unticks, renames or places a step. A step deleted meanwhile answers 'not_found'. */
export async function changeStep(id: string, changes: StepChanges): Promise<DataResult<TodoStep>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_steps')
    .update(changes)
    .eq('id', id)
    .select(COLUMNS)
    .maybeSingle();
  if (error) return fromSupabaseError('change step', error);
  return data ? success(data) : failure('not_found', 'change step: the step was deleted');
}

export async function deleteStep(id: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('todo_steps').delete().eq('id', id);
  return error ? fromSupabaseError('delete step', error) : success(null);
}
