import { ensureSession } from '../../lib/auth/authActions';
import { failure, fromSupabaseError, success, type DataResult } from '../../lib/dataResult';
import { getSessionClient, getSupabase } from '../../lib/supabase';
import type { SharingAction } from './lists';

/** A list the user edits as a member (another user's list). */
export interface JoinedList {
  id: string;
  name: string | null;
  /** The owner's account name; null when they have none. */
  owner_name: string | null;
  via: MemberVia;
  joined_at: string;
}

export type MemberVia = 'link' | 'invitation';

export interface ListMember {
  user_id: string;
  display_name: string;
  via: MemberVia;
  joined_at: string;
}

export interface ListInvitation {
  id: string;
  email: string;
  created_at: string;
}

/** An invitation waiting for the signed-in user. */
export interface MyInvitation {
  id: string;
  list_name: string | null;
  owner_name: string | null;
  created_at: string;
}

/** What an edit link's page shows before joining. */
export interface EditLinkInfo {
  name: string | null;
  owner_name: string | null;
  /** Set when the visitor is already in (the owner or a member): no need to join. */
  list_id: string | null;
}

/** Why joining, inviting or leaving failed in a way the page explains. */
export type CollaborationRefusal = 'not_found' | 'name' | 'full' | 'rate_limited' | 'removed';

const hintOf = (error: unknown) => (error as { hint?: string } | null)?.hint ?? '';

/** The lists the user edits as a member. No session: none. */
export async function listJoinedTodoLists(): Promise<DataResult<JoinedList[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase.rpc('list_joined_todo_lists');
  return error
    ? fromSupabaseError('list joined todo lists', error)
    : success((data ?? []) as JoinedList[]);
}

/** The edit link: make one (or keep it), replace it, or stop it; the link after the change. */
export async function setEditLink(
  listId: string,
  action: SharingAction,
): Promise<DataResult<string | null>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('set_todo_list_edit_link', {
    p_list_id: listId,
    p_action: action,
  });
  return error ? fromSupabaseError('set edit link', error) : success(data as string | null);
}

export async function getEditLink(editShareId: string): Promise<DataResult<EditLinkInfo>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_todo_list_edit_link', {
    p_edit_share_id: editShareId,
  });
  if (error) return fromSupabaseError('get edit link', error);
  if (!data) return failure('not_found', 'edit link not found');
  // A json function: its shape is built in SQL, which the generated types cannot see.
  return success(data as unknown as EditLinkInfo);
}

/**
 * Joins the list of an edit link under `displayName` (a guest session is started when there is
 * none) and answers the list's id, or why it was refused.
 */
export async function joinTodoList(
  editShareId: string,
  displayName: string,
): Promise<DataResult<string> | { ok: false; refused: CollaborationRefusal }> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('join_todo_list', {
    p_edit_share_id: editShareId,
    p_display_name: displayName.trim(),
  });
  if (!error) return success(data as string);
  if (error.code === 'PT404') return { ok: false, refused: 'not_found' };
  if (hintOf(error) === 'todo_member_name') return { ok: false, refused: 'name' };
  if (hintOf(error) === 'todo_member_limit') return { ok: false, refused: 'full' };
  if (hintOf(error) === 'todo_member_removed') return { ok: false, refused: 'removed' };
  return fromSupabaseError('join todo list', error);
}

/** The list's members, for its owner (and its members, who see each other's names). */
export async function listMembers(listId: string): Promise<DataResult<ListMember[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_list_members')
    .select('user_id,display_name,via,joined_at')
    .eq('list_id', listId)
    .order('joined_at');
  return error
    ? fromSupabaseError('list todo list members', error)
    : success((data ?? []) as ListMember[]);
}

/** The owner removes a member, or a member leaves (their own user id). */
export async function removeMember(listId: string, userId: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('todo_list_members')
    .delete()
    .eq('list_id', listId)
    .eq('user_id', userId);
  return error ? fromSupabaseError('remove todo list member', error) : success(null);
}

export async function listInvitations(listId: string): Promise<DataResult<ListInvitation[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_list_invitations')
    .select('id,email,created_at')
    .eq('list_id', listId)
    .order('created_at');
  return error ? fromSupabaseError('list invitations', error) : success(data ?? []);
}

export async function invite(
  listId: string,
  email: string,
): Promise<DataResult<ListInvitation> | { ok: false; refused: 'duplicate' | 'full' }> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_list_invitations')
    .insert({ list_id: listId, email: email.trim().toLowerCase() })
    .select('id,email,created_at')
    .single();
  if (!error) return success(data);
  if (error.code === '23505') return { ok: false, refused: 'duplicate' };
  if (hintOf(error) === 'todo_invitation_limit') return { ok: false, refused: 'full' };
  return fromSupabaseError('invite to todo list', error);
}

export async function withdrawInvitation(id: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('todo_list_invitations').delete().eq('id', id);
  return error ? fromSupabaseError('withdraw invitation', error) : success(null);
}

/** Invitations to the signed-in user's confirmed address. No session: none. */
export async function listMyInvitations(): Promise<DataResult<MyInvitation[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase.rpc('list_my_todo_invitations');
  return error ? fromSupabaseError('list my invitations', error) : success(data ?? []);
}

/** Accepts (answers the list's id) or declines (null) an invitation. */
export async function answerInvitation(
  id: string,
  accept: boolean,
): Promise<DataResult<string | null>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('answer_todo_invitation', {
    p_invitation_id: id,
    p_accept: accept,
  });
  return error ? fromSupabaseError('answer invitation', error) : success(data as string | null);
}
