import { fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import { getSupabase } from '../../lib/supabase';

/** One address invited to a poll, as its owner sees it (the token is not the API's to read). */
export interface PollInvitation {
  id: string;
  email: string;
  respondent_id: string | null;
  /** Null: not answered yet. */
  answered_at: string | null;
  last_sent_at: string;
  sent_count: number;
  created_at: string;
}

const COLUMNS = 'id,email,respondent_id,answered_at,last_sent_at,sent_count,created_at';

/** Most addresses one poll invites (invite_schedule_respondents). */
export const INVITATION_LIMIT = 50;
/** A reminder to one address at most once in this long. */
export const RESEND_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Why the server refused, for the page to explain. */
export type InvitationRefusal =
  'bad_address' | 'limit' | 'daily_limit' | 'too_soon' | 'answered' | 'needs_account' | 'failed';

const HINTS: Record<string, InvitationRefusal> = {
  invitation_bad_address: 'bad_address',
  invitation_limit: 'limit',
  invitation_daily_limit: 'daily_limit',
  invitation_resend_too_soon: 'too_soon',
  invitation_answered: 'answered',
  invitations_need_account: 'needs_account',
};

export function invitationRefusalOf(error: { hint?: string | null }): InvitationRefusal {
  return (error.hint && HINTS[error.hint]) || 'failed';
}

type Outcome<T> = { ok: true; data: T } | { ok: false; refusal: InvitationRefusal };

export async function listInvitations(scheduleId: string): Promise<DataResult<PollInvitation[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('schedule_invitations')
    .select(COLUMNS)
    .eq('schedule_id', scheduleId)
    .order('created_at')
    .order('email');
  if (error) return fromSupabaseError('list poll invitations', error);
  return success(data);
}

/** Invites addresses (each is mailed its personal link); returns how many were new. */
export async function inviteAddresses(
  scheduleId: string,
  emails: readonly string[],
): Promise<Outcome<number>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('invite_schedule_respondents', {
    p_schedule_id: scheduleId,
    p_emails: [...emails],
  });
  if (error) {
    fromSupabaseError('invite to poll', error);
    return { ok: false, refusal: invitationRefusalOf(error) };
  }
  return { ok: true, data };
}

/** Mails the personal link again to one who has not answered (once a day). */
export async function resendInvitation(invitationId: string): Promise<Outcome<string>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('resend_schedule_invitation', {
    p_invitation_id: invitationId,
  });
  if (error) {
    fromSupabaseError('resend poll invitation', error);
    return { ok: false, refusal: invitationRefusalOf(error) };
  }
  return { ok: true, data };
}

/**
 * Withdraws an invitation (the owner's own; row-level security checks it): its mail still
 * waiting in the outbox is cancelled by the database, an answer already given stays.
 */
export async function withdrawInvitation(invitationId: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('schedule_invitations').delete().eq('id', invitationId);
  if (error) return fromSupabaseError('withdraw poll invitation', error);
  return success(null);
}

/** What a personal link's page learns from its token: the address invited. Null: no such. */
export async function getInvitation(
  shareId: string,
  token: string,
): Promise<DataResult<{ email: string; answered: boolean } | null>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_schedule_invitation', {
    p_share_id: shareId,
    p_token: token,
  });
  if (error) return fromSupabaseError('read poll invitation', error);
  return success((data as { email: string; answered: boolean } | null) ?? null);
}

/** When a reminder may be sent to this invitation; null: now. */
export function nextResendAt(invitation: PollInvitation, now: number): Date | null {
  const at = Date.parse(invitation.last_sent_at) + RESEND_INTERVAL_MS;
  return at > now ? new Date(at) : null;
}

const SEPARATORS = /[\s,;、，；]+/u;
const ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * The addresses typed or pasted into the invitation box: one per line, or separated by commas,
 * semicolons, 「、」 or spaces; 「名前 <address>」 as mail programs copy them; duplicates
 * (case ignored) once. Those that are no address are returned apart, to be shown.
 */
export function parseAddresses(text: string): { valid: string[]; invalid: string[] } {
  const valid: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  const angled = text.replace(/[^<>\n,;、]*<([^<>]+)>/gu, ' $1 ');
  for (const part of angled.normalize('NFKC').split(SEPARATORS)) {
    const address = part.trim().replace(/^mailto:/i, '');
    if (address === '') continue;
    const key = address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (ADDRESS.test(address) && address.length <= 254) valid.push(key);
    else invalid.push(address);
  }
  return { valid, invalid };
}
