import { fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import { getSupabase } from '../../lib/supabase';

/** One comment of a poll's thread, as the link's visitors and the owner read it. */
export interface PollComment {
  id: string;
  author_name: string;
  body: string;
  created_at: string;
}

/** Longest name and text the database takes (add_schedule_comment). */
export const COMMENT_NAME_MAX = 100;
export const COMMENT_BODY_MAX = 1000;

/** Why a comment was refused, for the page to explain. */
export type CommentRefusal = 'rate_limited' | 'limit' | 'not_found' | 'failed';

/** The refusal a failed add_schedule_comment call carries (its hint or status). */
export function commentRefusalOf(error: {
  hint?: string | null;
  code?: string | null;
  status?: number;
}): CommentRefusal {
  if (error.hint === 'poll_comment_rate_limited' || error.status === 429) return 'rate_limited';
  if (error.hint === 'poll_comment_limit') return 'limit';
  if (error.code === 'PT404' || error.status === 404) return 'not_found';
  return 'failed';
}

/** The thread of the poll behind a share link, oldest first. */
export async function listComments(shareId: string): Promise<DataResult<PollComment[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_schedule_comments', { p_share_id: shareId });
  if (error) return fromSupabaseError('list poll comments', error);
  return success(data ?? []);
}

/** Adds a comment through the share link (anyone holding it; the server trims and limits). */
export async function addComment(
  shareId: string,
  name: string,
  body: string,
): Promise<{ ok: true; comment: PollComment } | { ok: false; refusal: CommentRefusal }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase.rpc('add_schedule_comment', {
    p_share_id: shareId,
    p_author_name: name,
    p_body: body,
  });
  if (error) {
    fromSupabaseError('add poll comment', error);
    return { ok: false, refusal: commentRefusalOf({ ...error, status }) };
  }
  // A json function: its shape is built in SQL, which the generated types cannot see.
  return { ok: true, comment: data as unknown as PollComment };
}

/** The poll's owner deletes a comment (RLS: owners delete their polls' comments). */
export async function deleteComment(commentId: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('schedule_comments').delete().eq('id', commentId);
  if (error) return fromSupabaseError('delete poll comment', error);
  return success(null);
}
