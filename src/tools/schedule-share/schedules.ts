import { ensureSession } from '../../lib/auth/authActions';
import { fromSupabaseError, success, failure, type DataResult } from '../../lib/dataResult';
import {
  inTurn,
  rebaseOnOwnWrites,
  savedOwnWrite,
  withFieldRevisions,
} from '../../lib/revisions/ownWrites';
import { getSessionClient, getSupabase } from '../../lib/supabase';
import { OPTION_KINDS, type OptionKind } from '../../lib/scheduleOptions/optionTime';
import { optionRow } from './optionRows';
import type { Availability } from './tally';

export interface Schedule {
  id: string;
  title: string;
  description: string | null;
  created_at: string;
  share_id: string;
  /** After this instant the share function refuses answers; null: no deadline. */
  answer_deadline: string | null;
  decided_option_id: string | null;
  decided_at: string | null;
  /** Only the respondent (their browser, or their edit code) may change an answer. */
  respondent_only_edits: boolean;
  /** One more with every change of the settings: the base a change names. */
  revision: number;
}

export interface ScheduleOption {
  id: string;
  kind: OptionKind;
  /** The start of a timed candidate, midnight in Japan of a dated one, null for text. */
  date_time: string | null;
  /** Null: the option has a start only (always null for other kinds than 'time'). */
  end_time: string | null;
  /** A note beside the date, or a text candidate's whole text. */
  label: string | null;
  /** One more with every change of the candidate: the base a change names. */
  revision?: number;
}

/**
 * A candidate before it is saved: from the one-by-one form, pasted lines or the calendar.
 * `start` is null only for text, `end` set only for a timed one.
 */
export interface NewOption {
  kind: OptionKind;
  start: Date | null;
  end: Date | null;
  label: string;
}

export interface ScheduleAnswer {
  respondent_id: string;
  respondent_name: string;
  option_id: string;
  availability: Availability;
  comment: string | null;
  created_at: string;
  revision?: number;
}

export interface ScheduleDetail {
  options: ScheduleOption[];
  answers: ScheduleAnswer[];
}

export interface SharedSchedule extends ScheduleDetail {
  /** `id` is missing from a page cached before the public view carried it. */
  schedule: Pick<Schedule, 'title' | 'description' | 'created_at'> & { id?: string };
  /** Absent from polls read before the deadline and decision existed: treated as null. */
  answer_deadline?: string | null;
  decided_option_id?: string | null;
  decided_at?: string | null;
  /** Decided by the database clock: true once the deadline has passed or the poll is decided. */
  closed?: boolean;
  respondent_only_edits?: boolean;
  /** The database clock when this was read, to count down by the clock that closes answers. */
  server_now?: string;
}

export type ScheduleChanges = Partial<
  Pick<
    Schedule,
    'title' | 'description' | 'answer_deadline' | 'decided_option_id' | 'respondent_only_edits'
  >
>;

const SCHEDULE_COLUMNS =
  'id,title,description,created_at,share_id,answer_deadline,decided_option_id,decided_at,respondent_only_edits,revision';
const OPTION_COLUMNS = 'id,kind,date_time,end_time,label,revision';

/** A kind the database wrote; read as text, since the generated types see a check as string. */
const optionKind = (kind: string | undefined): OptionKind =>
  OPTION_KINDS.find((known) => known === kind) ?? 'time';

/** Options as read: a view of an earlier database (no kind yet) gives timed ones. */
const withKind = <T extends { kind?: string }>(options: readonly T[]) =>
  options.map((option) => ({ ...option, kind: optionKind(option.kind) }));
const ANSWER_COLUMNS =
  'respondent_id,respondent_name,option_id,availability,comment,created_at,revision';

export async function listSchedules(): Promise<DataResult<Schedule[]>> {
  const current = await getSessionClient();
  if (!current) return success([]);
  const { data, error } = await current.supabase
    .from('schedules')
    .select(SCHEDULE_COLUMNS)
    .eq('user_id', current.session.user.id)
    .order('created_at', { ascending: false });
  return error ? fromSupabaseError('list schedules', error) : success(data ?? []);
}

/**
 * Makes a poll, starting a guest session first if there is none. Answers the poll and its
 * owner's id: the user the page knew when the call began may have been no one.
 */
export async function createSchedule(
  title: string,
  description: string,
): Promise<DataResult<{ schedule: Schedule; ownerId: string }>> {
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
  return error
    ? fromSupabaseError('create schedule', error)
    : success({ schedule: data, ownerId: session.value.user.id });
}

/**
 * A copy of one of the caller's polls (duplicate_schedule): the title given, the description
 * and settings, and every candidate moved by `weeks`; answers, comments and the decision stay
 * behind. Returns the copy's id.
 */
export async function duplicateSchedule(
  id: string,
  title: string,
  weeks: number,
): Promise<DataResult<string>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('duplicate_schedule', {
    p_schedule_id: id,
    p_title: title.trim(),
    p_weeks: weeks,
  });
  if (error) return fromSupabaseError('duplicate schedule', error);
  return success(data);
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
      .select(OPTION_COLUMNS)
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
    options: withKind(options.data ?? []),
    // availability is text with a check constraint, which the generated types see as string.
    answers: (answers.data ?? []) as ScheduleAnswer[],
  });
}

/**
 * Adds several candidates in one request: all are saved, or none. With `ids` (made by the
 * page, one per option) a request sent twice (queued offline, tried again) adds them once.
 */
export async function addOptions(
  scheduleId: string,
  options: readonly NewOption[],
  ids?: readonly string[],
): Promise<DataResult<ScheduleOption[]>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('schedule_options')
    .insert(
      options.map((option, i) => ({
        ...(ids?.[i] ? { id: ids[i] } : {}),
        schedule_id: scheduleId,
        ...optionRow(option),
      })),
    )
    .select(OPTION_COLUMNS);
  if (error?.code === '23505' && ids) {
    const again = await supabase.from('schedule_options').select(OPTION_COLUMNS).in('id', ids);
    if (again.data?.length === ids.length) return success(withKind(again.data));
  }
  return error ? fromSupabaseError('add schedule options', error) : success(withKind(data ?? []));
}

/**
 * Changes a candidate. With `baseRevision` (the candidate as the page showed it) a field
 * changed meanwhile elsewhere is not overwritten: refused (kind 'conflict').
 */
export async function updateOption(
  optionId: string,
  option: NewOption,
  baseRevision?: number,
): Promise<DataResult<ScheduleOption>> {
  const supabase = await getSupabase();
  const row = `schedule_options:${optionId}`;
  return inTurn(row, async () => {
    const fields = optionRow(option);
    const base =
      baseRevision === undefined
        ? undefined
        : rebaseOnOwnWrites(row, baseRevision, Object.keys(fields));
    const { data, error } = await supabase
      .from('schedule_options')
      .update({ ...fields, ...(base === undefined ? {} : { base_revision: base }) })
      .eq('id', optionId)
      .select(withFieldRevisions(OPTION_COLUMNS))
      .single();
    if (error) return fromSupabaseError('update schedule option', error);
    const saved = savedOwnWrite(row, base, data);
    return success({ ...saved, kind: optionKind(saved.kind) });
  });
}

/**
 * Title, description, deadline or decision; RLS lets only the owner change them. Based on the
 * poll's `baseRevision`: refused (kind 'conflict') when one of these fields was changed since
 * (in another window), merged with changes to the others.
 */
export async function updateSchedule(
  id: string,
  changes: ScheduleChanges,
  baseRevision: number,
): Promise<DataResult<Schedule>> {
  const supabase = await getSupabase();
  const row = `schedules:${id}`;
  return inTurn(row, async () => {
    const base = rebaseOnOwnWrites(row, baseRevision, Object.keys(changes));
    const { data, error } = await supabase
      .from('schedules')
      .update({ ...changes, base_revision: base })
      .eq('id', id)
      .select(withFieldRevisions(SCHEDULE_COLUMNS))
      .single();
    if (error) return fromSupabaseError('update schedule', error);
    const saved = savedOwnWrite(row, base, data);
    return success(saved);
  });
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
  // A json function: its shape is built in SQL, which the generated types cannot see.
  const poll = data as unknown as SharedSchedule;
  return success({ ...poll, options: withKind(poll.options) });
}

/** The owner removes one respondent's answers (RLS: owners delete their polls' answers). */
export async function deleteAnswer(
  scheduleId: string,
  respondentId: string,
): Promise<DataResult<null>> {
  const supabase = await getSupabase();
  const { error } = await supabase
    .from('schedule_answers')
    .delete()
    .eq('schedule_id', scheduleId)
    .eq('respondent_id', respondentId);
  return error ? fromSupabaseError('delete schedule answer', error) : success(null);
}
