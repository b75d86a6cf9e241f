import { getSupabase } from './supabase';

/** {origin}/todo-share/{share_id} and {origin}/schedule-share/{share_id}: the public links. */
export function shareUrl(
  origin: string,
  kind: 'todo-share' | 'schedule-share',
  shareId: string,
): string {
  return `${origin.replace(/\/$/, '')}/${kind}/${encodeURIComponent(shareId)}`;
}

/** Records that a share link was made (kind todo or schedule); a failure is only logged. */
export async function recordShareEvent(kind: 'todo' | 'schedule', shareId: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('share_events').insert({ kind, share_id: shareId });
  if (error) console.error('record share event failed', error);
}
