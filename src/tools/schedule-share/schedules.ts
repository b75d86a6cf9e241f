import { ensureSession } from '../../lib/auth/authActions';
import { fromSupabaseError, success, failure, type DataResult } from '../../lib/dataResult';
import { getSessionClient, getSupabase } from '../../lib/supabase';
import type { Availability } from './tally';

export interface Schedule {
  id: string;
  title: string;
  description: string | null;
  created_at: string;
  share_id: string;
}

export interface ScheduleOption {
  id: string;
  date_time: string;
  label: string | null;
}

export interface ScheduleAnswer {
  respondent_id: string;
  respondent_name: string;
  option_id: string;
  availability: Availability;
  comment: string | null;
  created_at: string;
}

export interface ScheduleDetail {
  options: ScheduleOption[];
  answers: ScheduleAnswer[];
}

export interface SharedSchedule extends ScheduleDetail {
  schedule: Pick<Schedule, 'title' | 'description' | 'created_at'>;
}

const SCHEDULE_COLUMNS = 'id,title,description,created_at,share_id';
const ANSWER_COLUMNS = 'respondent_id,respondent_name,option_id,availability,comment,created_at';

export async function listSchedules(): Promise<DataResult<Schedule[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .from('schedules')
    .select(SCHEDULE_COLUMNS)
    .eq('user_id', current.session.user.id)
    .order('created_at', { ascending: false });
  return error ? fromSupabaseError('list schedules', error) : success((data ?? []) as Schedule[]);
}

export async function createSchedule(
  title: string,
  description: string,
): Promise<DataResult<Schedule>> {
  const session = await ensureSession();
  if (!session.ok) return fromSupabaseError('start guest session', session.error);
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('schedules')
    .insert({
      user_id: session.value.user.id,
      title: title.trim(),
      description: description.trim() || null,
    })
    .select(SCHEDULE_COLUMNS)
    .single();
  return error ? fromSupabaseError('create schedule', error) : success(data as Schedule);
}

export async function deleteSchedule(id: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('schedules').delete().eq('id', id);
  return error ? fromSupabaseError('delete schedule', error) : success(null);
}

/** The owner's view of one poll: options by time, answers newest first (RLS: owner only). */
export async function getScheduleDetail(scheduleId: string): Promise<DataResult<ScheduleDetail>> {
  const supabase = await getSupabase();
  const [options, answers] = await Promise.all([
    supabase
      .from('schedule_options')
      .select('id,date_time,label')
      .eq('schedule_id', scheduleId)
      .order('date_time', { ascending: true }),
    supabase
      .from('schedule_answers')
      .select(ANSWER_COLUMNS)
      .eq('schedule_id', scheduleId)
      .order('created_at', { ascending: false }),
  ]);
  if (options.error) return fromSupabaseError('list schedule options', options.error);
  if (answers.error) return fromSupabaseError('list schedule answers', answers.error);
  return success({
    options: (options.data ?? []) as ScheduleOption[],
    answers: (answers.data ?? []) as ScheduleAnswer[],
  });
}

export async function addOption(
  scheduleId: string,
  dateTime: Date,
  label: string,
): Promise<DataResult<ScheduleOption>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('schedule_options')
    .insert({
      schedule_id: scheduleId,
      date_time: dateTime.toISOString(),
      label: label.trim() || null,
    })
    .select('id,date_time,label')
    .single();
  return error ? fromSupabaseError('add schedule option', error) : success(data as ScheduleOption);
}

export async function deleteOption(optionId: string): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('schedule_options').delete().eq('id', optionId);
  return error ? fromSupabaseError('delete schedule option', error) : success(null);
}

/** Public read by share id (security definer function): no emails, no owner id. */
export async function getSharedSchedule(shareId: string): Promise<DataResult<SharedSchedule>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_shared_schedule', { p_share_id: shareId });
  if (error) return fromSupabaseError('get shared schedule', error);
  if (!data) return failure('not_found', 'schedule not found');
  return success(data as SharedSchedule);
}

export interface AnswerSubmission {
  name: string;
  email: string;
  comment: string;
  answers: { option_id: string; availability: Availability }[];
  /** A secret this browser keeps so the respondent can later replace their answer. */
  respondentKey: string;
}

export async function submitAnswer(
  shareId: string,
  submission: AnswerSubmission,
): Promise<DataResult<string>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('submit_schedule_answer', {
    p_share_id: shareId,
    p_respondent_name: submission.name.trim(),
    p_respondent_email: submission.email.trim() || null,
    p_comment: submission.comment.trim() || null,
    p_answers: submission.answers,
    p_respondent_key: submission.respondentKey,
  });
  return error ? fromSupabaseError('submit schedule answer', error) : success(data as string);
}
