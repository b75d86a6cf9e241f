import { fromSupabaseError, failure, success, type DataResult } from '../dataResult';
import { getSupabase } from '../supabase';

/**
 * What the signed-in account chooses about the site's mails (tables of
 * supabase/migrations/20261126000400_mail_outbox.sql), and the unsubscribe link's page.
 * A missing row means the default: mail on in Japanese, answer mails on for a poll,
 * reminders off for a list. Writes update the row and add it when there is none (the tables
 * grant updates of the setting columns only, so PostgREST's upsert, which also sets the key
 * columns, is refused).
 */

export type MailLanguage = 'ja' | 'en';
export type MailKind =
  | 'poll_answers'
  | 'poll_decision'
  | 'todo_reminders'
  | 'poll_edit_code'
  | 'todo_assigned'
  | 'todo_invitation'
  | 'document_send'
  | 'invoice_due'
  | 'poll_invitation'
  | 'poll_all_answered'
  | 'todo_task_reminder';

export interface AccountMailSettings {
  enabled: boolean;
  language: MailLanguage;
  /** Kinds this account's address unsubscribed from by a mail's link. */
  unsubscribed: MailKind[];
}

const isKind = (value: unknown): value is MailKind =>
  value === 'poll_answers' ||
  value === 'poll_decision' ||
  value === 'todo_reminders' ||
  value === 'poll_edit_code' ||
  value === 'todo_assigned' ||
  value === 'todo_invitation' ||
  value === 'document_send' ||
  value === 'invoice_due' ||
  value === 'poll_invitation' ||
  value === 'poll_all_answered' ||
  value === 'todo_task_reminder';

/** Runs `update`; when it changed no row (none yet), runs `insert`. */
async function updateOrInsert(
  context: string,
  update: () => PromiseLike<{ data: unknown[] | null; error: unknown }>,
  insert: () => PromiseLike<{ error: unknown }>,
): Promise<DataResult<null>> {
  const updated = await update();
  if (updated.error) return fromSupabaseError(context, updated.error);
  if ((updated.data ?? []).length > 0) return success(null);
  const inserted = await insert();
  return inserted.error ? fromSupabaseError(context, inserted.error) : success(null);
}

export async function getAccountMailSettings(
  userId: string,
  fallbackLanguage: MailLanguage,
): Promise<DataResult<AccountMailSettings>> {
  const supabase = await getSupabase();
  const [row, suppressions] = await Promise.all([
    supabase.from('mail_settings').select('enabled,language').eq('user_id', userId).maybeSingle(),
    supabase.rpc('my_mail_suppressions'),
  ]);
  if (row.error) return fromSupabaseError('read mail settings', row.error);
  if (suppressions.error) return fromSupabaseError('read unsubscribes', suppressions.error);
  return success({
    enabled: row.data?.enabled ?? true,
    language:
      row.data?.language === 'en' || row.data?.language === 'ja'
        ? row.data.language
        : fallbackLanguage,
    unsubscribed: (suppressions.data ?? []).filter(isKind),
  });
}

export async function saveAccountMailSettings(
  userId: string,
  changes: Partial<Pick<AccountMailSettings, 'enabled' | 'language'>>,
): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  if (changes.language) {
    // The auth mails (password reset, e-mail change) read the language from user_metadata.
    const { error } = await supabase.auth.updateUser({ data: { locale: changes.language } });
    if (error) return fromSupabaseError('save mail language', error);
  }
  return updateOrInsert(
    'save mail settings',
    () => supabase.from('mail_settings').update(changes).eq('user_id', userId).select(),
    () => supabase.from('mail_settings').insert({ user_id: userId, ...changes }),
  );
}

/** Mail of that kind to this account's address again, after an unsubscribe link stopped it. */
export async function resumeMail(kind: MailKind): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('resume_mail', { p_kind: kind });
  return error ? fromSupabaseError('resume mail', error) : success(null);
}

/** Whether the poll's owner hears of answers by mail (on unless turned off). */
export async function getPollAnswersMail(scheduleId: string): Promise<DataResult<boolean>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('schedule_mail_settings')
    .select('answers_mail')
    .eq('schedule_id', scheduleId)
    .maybeSingle();
  return error
    ? fromSupabaseError('read poll mail setting', error)
    : success(data?.answers_mail ?? true);
}

export async function savePollAnswersMail(
  scheduleId: string,
  on: boolean,
): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  return updateOrInsert(
    'save poll mail setting',
    () =>
      supabase
        .from('schedule_mail_settings')
        .update({ answers_mail: on })
        .eq('schedule_id', scheduleId)
        .select(),
    () =>
      supabase.from('schedule_mail_settings').insert({ schedule_id: scheduleId, answers_mail: on }),
  );
}

/** Whether this person gets the list's morning mail (off unless turned on). */
export async function getListReminders(
  listId: string,
  userId: string,
): Promise<DataResult<boolean>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('todo_list_mail_settings')
    .select('due_reminders')
    .eq('list_id', listId)
    .eq('user_id', userId)
    .maybeSingle();
  return error
    ? fromSupabaseError('read list reminders', error)
    : success(data?.due_reminders ?? false);
}

export async function saveListReminders(
  listId: string,
  userId: string,
  on: boolean,
): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  return updateOrInsert(
    'save list reminders',
    () =>
      supabase
        .from('todo_list_mail_settings')
        .update({ due_reminders: on })
        .eq('list_id', listId)
        .eq('user_id', userId)
        .select(),
    () =>
      supabase
        .from('todo_list_mail_settings')
        .insert({ list_id: listId, user_id: userId, due_reminders: on }),
  );
}

export interface UnsubscribeLink {
  kind: MailKind;
  unsubscribed: boolean;
}

function readLink(data: unknown): UnsubscribeLink | null {
  const value = data as { kind?: unknown; unsubscribed?: unknown } | null;
  return value && isKind(value.kind)
    ? { kind: value.kind, unsubscribed: value.unsubscribed === true }
    : null;
}

/** What an unsubscribe link stops; not_found for an unknown or expired one. */
export async function getUnsubscribeLink(token: string): Promise<DataResult<UnsubscribeLink>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('mail_unsubscribe_info', { p_token: token });
  if (error) return fromSupabaseError('read unsubscribe link', error);
  const link = readLink(data);
  return link ? success(link) : failure('not_found', 'unsubscribe link not found');
}

export async function unsubscribeByLink(token: string): Promise<DataResult<UnsubscribeLink>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('unsubscribe_mail', { p_token: token });
  if (error) return fromSupabaseError('unsubscribe', error);
  const link = readLink(data);
  return link ? success(link) : failure('not_found', 'unsubscribe link not found');
}
