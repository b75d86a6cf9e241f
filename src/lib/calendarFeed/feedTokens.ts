import { fromSupabaseError, success, type DataResult } from '../dataResult';
import { getSupabase } from '../supabase';

/** The signed-in user's feed address token and when it was issued; null: none issued. */
export async function getFeedToken(): Promise<
  DataResult<{ token: string; created_at: string } | null>
> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('calendar_feed_tokens')
    .select('token,created_at')
    .maybeSingle();
  if (error) return fromSupabaseError('read calendar feed token', error);
  return success(data);
}

/** Issues the feed's address, or a new one in place of the old (which stops at once). */
export async function issueFeedToken(): Promise<DataResult<string>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('issue_calendar_feed_token');
  if (error) return fromSupabaseError('issue calendar feed token', error);
  return success(data);
}

/** Stops the feed's address: calendars then get 404. */
export async function revokeFeedToken(): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_calendar_feed_token');
  if (error) return fromSupabaseError('revoke calendar feed token', error);
  return success(null);
}
