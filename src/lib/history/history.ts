import { fromSupabaseError, success, type DataResult } from '../dataResult';
import { getSupabase } from '../supabase';

/** One entry of a list's or a poll's history (table change_history, written by the database). */
export interface HistoryEntry {
  id: number;
  action: string;
  actor_id: string | null;
  /** The name the list or poll knew the person by then (null: an owner without a name). */
  actor_name: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
  undone_at: string | null;
  /** Set on the change that reversed another (「元に戻す」). */
  undo_of: number | null;
}

export type HistoryParent = { listId: string } | { scheduleId: string };

/** How many of the latest entries a page shows. */
export const HISTORY_SHOWN = 50;

const COLUMNS =
  'id,action,actor_id,actor_name,target_label,before,after,created_at,undone_at,undo_of';

/** The latest entries, newest first (RLS: the list's owner and members, the poll's owner). */
export async function listHistory(parent: HistoryParent): Promise<DataResult<HistoryEntry[]>> {
  const supabase = await getSupabase();
  const query = supabase.from('change_history').select(COLUMNS);
  const { data, error } = await (
    'listId' in parent
      ? query.eq('list_id', parent.listId)
      : query.eq('schedule_id', parent.scheduleId)
  )
    .order('id', { ascending: false })
    .limit(HISTORY_SHOWN);
  // before/after are jsonb objects written by the history triggers.
  return error ? fromSupabaseError('list history', error) : success((data ?? []) as HistoryEntry[]);
}

/** Why an undo was refused: changed since by someone, or no longer the latest change. */
export type UndoRefusal = 'changed' | 'not_latest';

/** 「元に戻す」 for one's own latest change (undo_change checks it is). */
export async function undoChange(
  id: number,
): Promise<DataResult<null> | { ok: false; refused: UndoRefusal }> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('undo_change', { p_id: id });
  if (!error) return success(null);
  if (error.hint === 'undo_conflict') return { ok: false, refused: 'changed' };
  if (error.hint === 'undo_not_latest') return { ok: false, refused: 'not_latest' };
  return fromSupabaseError('undo change', error);
}

const UNDOABLE = new Set([
  'task_added',
  'task_deleted',
  'task_renamed',
  'task_edited',
  'task_ticked',
  'task_unticked',
  'list_renamed',
  'answer_deleted',
]);

/**
 * The entry the viewer may undo: their own latest change, when its kind can be undone (a
 * reorder only with its positions kept, poll settings but not a new link).
 */
export function undoableEntry(
  entries: readonly HistoryEntry[],
  viewerId: string | null,
): HistoryEntry | null {
  if (!viewerId) return null;
  const latest = entries.find((entry) => entry.actor_id === viewerId);
  if (!latest || latest.undone_at) return null;
  const can =
    UNDOABLE.has(latest.action) ||
    (latest.action === 'task_moved' && latest.before !== null) ||
    (latest.action === 'poll_changed' && !(latest.after && 'link' in latest.after));
  return can ? latest : null;
}
