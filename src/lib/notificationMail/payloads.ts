import { OPTION_KINDS, type OptionKind } from '../scheduleOptions/optionTime.ts';

/**
 * What the outbox's rows carry (public.mail_outbox, written by the database's triggers in
 * supabase/migrations/20261126000420, …430 and …660), read back with checks: a row the sender
 * cannot read is a dead letter rather than a mail with holes in it.
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
export const MAIL_KINDS: readonly MailKind[] = [
  'poll_answers',
  'poll_decision',
  'todo_reminders',
  'poll_edit_code',
  'todo_assigned',
  'todo_invitation',
  'document_send',
  'invoice_due',
  'poll_invitation',
  'poll_all_answered',
  'todo_task_reminder',
];

export type Availability = 'yes' | 'maybe' | 'no';

/** A candidate as the outbox saw it (the columns of public.schedule_options that say when). */
export interface OptionSnapshot {
  /** Missing in rows written before candidates had kinds: all of them were 'time'. */
  kind: OptionKind;
  /** Null only for a text candidate, whose label is the candidate. */
  date_time: string | null;
  end_time: string | null;
  label: string | null;
}

/** One respondent's answer set at one moment. */
export interface AnswerState {
  name: string;
  comment: string | null;
  answers: Record<string, Availability>;
}

/** What the owner last knew (before) and the latest (after); null: no answer then. */
export interface AnswerChange {
  seq: number;
  before: AnswerState | null;
  after: AnswerState | null;
}

export interface AnswersPayload {
  /** The owner's name as their account gives it (user_metadata.full_name); null: none set. */
  recipient_name: string | null;
  poll: { id: string; title: string };
  options: Record<string, OptionSnapshot>;
  changes: Record<string, AnswerChange>;
  /** Changes beyond the 50 respondents a mail lists. */
  more: number;
}

export interface DecisionPayload {
  state: 'decided' | 'changed' | 'cancelled';
  /** The respondent's name as they answered. */
  name: string;
  /** The poll owner's account name (migration 20261129000100); null or missing: none known. */
  organizer?: string | null;
  poll: { title: string; description: string | null; share_id: string };
  /** The decided option; null when the decision was undone. */
  option: (OptionSnapshot & { id: string }) | null;
  /** The date told before (changed, cancelled). */
  previous: OptionSnapshot | null;
  /** iCalendar SEQUENCE of this version of the event. */
  sequence: number;
}

/** A respondent's edit code (polls where only respondents edit; migration …660). */
export interface EditCodePayload {
  respondent_id: string;
  /** The respondent's name as they answered. */
  name: string;
  poll: { title: string; share_id: string };
  /** Eight characters of 2-9 and A-Z without I and O, as the database writes them. */
  code: string;
}

/** An invitation to answer a poll, with the invitee's personal link (migration …1200). */
export interface InvitationPayload {
  invitation_id: string;
  /** The poll owner's account name; null: none set. */
  organizer: string | null;
  poll: { title: string; description: string | null; share_id: string };
  /** The personal link's secret (?invite=…). */
  token: string;
  /** True when the owner sends the invitation again (a reminder). */
  reminder: boolean;
}

/** Everyone invited to a poll has answered (to its owner, once a poll). */
export interface AllAnsweredPayload {
  recipient_name: string | null;
  poll: { id: string; title: string };
  invited: number;
  /** The names the invitees answered under, in the order they answered. */
  names: string[];
}

export interface ReminderTask {
  list_id: string;
  /** Null: the default name (マイリスト / My list). */
  list_name: string | null;
  title: string;
  /** YYYY-MM-DD */
  due_date: string;
}

export interface ReminderPayload {
  recipient_name: string | null;
  /** The Japan-time day of the mail, YYYY-MM-DD. */
  date: string;
  tasks: ReminderTask[];
  more: number;
}

/** A task given to the recipient by someone else (supabase/migrations/…_todo_assignees.sql). */
export interface AssignedPayload {
  recipient_name: string | null;
  /** Who gave it, by the name the list knows them by; null when unknown. */
  assigned_by: string | null;
  task: { id: string; title: string; due_date: string | null };
  list: { id: string; name: string | null };
}

/** A task's reminder, at its time (supabase/migrations/…_todo_reminder_at.sql). */
export interface TaskReminderPayload {
  recipient_name: string | null;
  /** The reminder's time (an instant, ISO 8601). */
  remind_at: string;
  task: { id: string; title: string; due_date: string | null };
  list: { id: string; name: string | null };
}

/** An invitation to a list (supabase/migrations/…_todo_invitation_mail.sql). */
export interface ListInvitationPayload {
  recipient_name: string | null;
  /** The list's owner, by their name; null when they have none. */
  invited_by: string | null;
  list: { id: string; name: string | null };
}

/** The columns of an outbox row the mail is made from. */
export interface OutboxMail {
  kind: MailKind;
  language: MailLanguage;
  payload: unknown;
  /** When the row was written: the calendar file's DTSTAMP, so every attempt sends the same mail. */
  created_at: string;
  subject_id: string;
}

export class UnreadablePayload extends Error {
  constructor(what: string) {
    super(`unreadable mail payload: ${what}`);
    this.name = 'UnreadablePayload';
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new UnreadablePayload(what);
  return value;
}
function textOrNull(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : text(value, what);
}
function count(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}
function instant(value: unknown, what: string): string {
  const written = text(value, what);
  if (Number.isNaN(Date.parse(written))) throw new UnreadablePayload(what);
  return written;
}

const KINDS = new Set<string>(OPTION_KINDS);

function option(value: unknown, what: string): OptionSnapshot {
  if (!isObject(value)) throw new UnreadablePayload(what);
  const kind = value.kind == null ? 'time' : text(value.kind, `${what}.kind`);
  if (!KINDS.has(kind)) throw new UnreadablePayload(`${what}.kind`);
  const label = textOrNull(value.label, `${what}.label`);
  if (kind === 'text') {
    // The database requires the text; without it the mail would name nothing.
    if (!label?.trim()) throw new UnreadablePayload(`${what}.label`);
    return { kind, date_time: null, end_time: null, label };
  }
  return {
    kind: kind as OptionKind,
    date_time: instant(value.date_time, `${what}.date_time`),
    end_time: value.end_time == null ? null : instant(value.end_time, `${what}.end_time`),
    label,
  };
}

const AVAILABILITIES = new Set(['yes', 'maybe', 'no']);

function answerState(value: unknown, what: string): AnswerState | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value) || !isObject(value.answers)) throw new UnreadablePayload(what);
  const answers: Record<string, Availability> = {};
  for (const [optionId, availability] of Object.entries(value.answers)) {
    if (typeof availability !== 'string' || !AVAILABILITIES.has(availability)) {
      throw new UnreadablePayload(`${what}.answers`);
    }
    answers[optionId] = availability as Availability;
  }
  return {
    name: text(value.name, `${what}.name`),
    comment: textOrNull(value.comment, `${what}.comment`),
    answers,
  };
}

export function readAnswersPayload(value: unknown): AnswersPayload {
  if (!isObject(value) || !isObject(value.poll) || !isObject(value.changes)) {
    throw new UnreadablePayload('poll_answers');
  }
  const options: Record<string, OptionSnapshot> = {};
  for (const [id, snapshot] of Object.entries(isObject(value.options) ? value.options : {})) {
    options[id] = option(snapshot, `options.${id}`);
  }
  const changes: Record<string, AnswerChange> = {};
  for (const [id, change] of Object.entries(value.changes)) {
    if (!isObject(change)) throw new UnreadablePayload(`changes.${id}`);
    changes[id] = {
      seq: count(change.seq),
      before: answerState(change.before, `changes.${id}.before`),
      after: answerState(change.after, `changes.${id}.after`),
    };
  }
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    poll: { id: text(value.poll.id, 'poll.id'), title: text(value.poll.title, 'poll.title') },
    options,
    changes,
    more: count(value.more),
  };
}

const DECISION_STATES = new Set(['decided', 'changed', 'cancelled']);

export function readDecisionPayload(value: unknown): DecisionPayload {
  if (!isObject(value) || !isObject(value.poll)) throw new UnreadablePayload('poll_decision');
  const state = text(value.state, 'state');
  if (!DECISION_STATES.has(state)) throw new UnreadablePayload('state');
  const decided = value.option == null ? null : option(value.option, 'option');
  if (decided === null && state !== 'cancelled') throw new UnreadablePayload('option');
  return {
    state: state as DecisionPayload['state'],
    name: text(value.name, 'name'),
    organizer: value.organizer == null ? null : textOrNull(value.organizer, 'organizer'),
    poll: {
      title: text(value.poll.title, 'poll.title'),
      description: textOrNull(value.poll.description, 'poll.description'),
      share_id: text(value.poll.share_id, 'poll.share_id'),
    },
    option:
      decided && isObject(value.option)
        ? { ...decided, id: text(value.option.id, 'option.id') }
        : null,
    previous: value.previous == null ? null : option(value.previous, 'previous'),
    sequence: count(value.sequence),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
function day(value: unknown, what: string): string {
  const written = text(value, what);
  if (!DAY.test(written)) throw new UnreadablePayload(what);
  return written;
}

export function readReminderPayload(value: unknown): ReminderPayload {
  if (!isObject(value) || !Array.isArray(value.tasks))
    throw new UnreadablePayload('todo_reminders');
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    date: day(value.date, 'date'),
    tasks: value.tasks.map((task, index) => {
      if (!isObject(task)) throw new UnreadablePayload(`tasks.${index}`);
      return {
        list_id: text(task.list_id, `tasks.${index}.list_id`),
        list_name: textOrNull(task.list_name, `tasks.${index}.list_name`),
        title: text(task.title, `tasks.${index}.title`),
        due_date: day(task.due_date, `tasks.${index}.due_date`),
      };
    }),
    more: count(value.more),
  };
}

const EDIT_CODE = /^[2-9A-HJ-NP-Z]{8}$/;

export function readEditCodePayload(value: unknown): EditCodePayload {
  if (!isObject(value) || !isObject(value.poll)) throw new UnreadablePayload('poll_edit_code');
  const code = text(value.code, 'code');
  // A mail with a code the form would refuse helps nobody.
  if (!EDIT_CODE.test(code)) throw new UnreadablePayload('code');
  return {
    respondent_id: text(value.respondent_id, 'respondent_id'),
    name: text(value.name, 'name'),
    poll: {
      title: text(value.poll.title, 'poll.title'),
      share_id: text(value.poll.share_id, 'poll.share_id'),
    },
    code,
  };
}

export function readAssignedPayload(value: unknown): AssignedPayload {
  if (!isObject(value) || !isObject(value.task) || !isObject(value.list))
    throw new UnreadablePayload('todo_assigned');
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    assigned_by: textOrNull(value.assigned_by, 'assigned_by'),
    task: {
      id: text(value.task.id, 'task.id'),
      title: text(value.task.title, 'task.title'),
      due_date: value.task.due_date == null ? null : day(value.task.due_date, 'task.due_date'),
    },
    list: {
      id: text(value.list.id, 'list.id'),
      name: textOrNull(value.list.name, 'list.name'),
    },
  };
}

export function readTaskReminderPayload(value: unknown): TaskReminderPayload {
  if (!isObject(value) || !isObject(value.task) || !isObject(value.list))
    throw new UnreadablePayload('todo_task_reminder');
  const remindAt = text(value.remind_at, 'remind_at');
  if (Number.isNaN(Date.parse(remindAt))) throw new UnreadablePayload('remind_at');
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    remind_at: remindAt,
    task: {
      id: text(value.task.id, 'task.id'),
      title: text(value.task.title, 'task.title'),
      due_date: value.task.due_date == null ? null : day(value.task.due_date, 'task.due_date'),
    },
    list: {
      id: text(value.list.id, 'list.id'),
      name: textOrNull(value.list.name, 'list.name'),
    },
  };
}

export function readListInvitationPayload(value: unknown): ListInvitationPayload {
  if (!isObject(value) || !isObject(value.list)) throw new UnreadablePayload('todo_invitation');
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    invited_by: textOrNull(value.invited_by, 'invited_by'),
    list: { id: text(value.list.id, 'list.id'), name: textOrNull(value.list.name, 'list.name') },
  };
}

/**
 * A document sent by its owner (「メールで送付」, migration 20261130002000): the cover mail as the
 * owner wrote it, the PDF (base64) and where replies go. The database checked every field.
 */
export interface DocumentSendPayload {
  send_id: string;
  number: string;
  version: number;
  corrected: boolean;
  subject: string;
  body: string;
  reply_to: string;
  file_name: string;
  /** The PDF, base64; gone from rows no longer to be sent. */
  pdf: string;
}

export function readDocumentSendPayload(value: unknown): DocumentSendPayload {
  if (!isObject(value)) throw new UnreadablePayload('document_send');
  const pdf = text(value.pdf, 'pdf');
  if (!/^[A-Za-z0-9+/=\s]+$/.test(pdf)) throw new UnreadablePayload('pdf');
  const subject = text(value.subject, 'subject');
  const body = text(value.body, 'body');
  if (!subject.trim()) throw new UnreadablePayload('subject');
  if (!body.trim()) throw new UnreadablePayload('body');
  return {
    send_id: text(value.send_id, 'send_id'),
    number: text(value.number, 'number'),
    version: count(value.version),
    corrected: value.corrected === true,
    subject,
    body,
    reply_to: text(value.reply_to, 'reply_to'),
    file_name: text(value.file_name, 'file_name'),
    pdf: pdf.replace(/\s+/g, ''),
  };
}

/** An unpaid invoice past or at its お支払期限 (migration 20261130002200). */
export interface DueInvoice {
  number: string;
  client: string;
  title: string;
  /** Yen still to be paid. */
  remaining: number;
  /** YYYY-MM-DD */
  due_date: string;
}

export interface InvoiceDuePayload {
  recipient_name: string | null;
  /** The Japan-time day of the mail, YYYY-MM-DD. */
  date: string;
  invoices: DueInvoice[];
  more: number;
}

export function readInvoiceDuePayload(value: unknown): InvoiceDuePayload {
  if (!isObject(value) || !Array.isArray(value.invoices)) {
    throw new UnreadablePayload('invoice_due');
  }
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    date: day(value.date, 'date'),
    invoices: value.invoices.map((invoice, index) => {
      if (!isObject(invoice) || typeof invoice.remaining !== 'number') {
        throw new UnreadablePayload(`invoices.${index}`);
      }
      return {
        number: text(invoice.number, `invoices.${index}.number`),
        client: text(invoice.client, `invoices.${index}.client`),
        title: text(invoice.title, `invoices.${index}.title`),
        remaining: invoice.remaining,
        due_date: day(invoice.due_date, `invoices.${index}.due_date`),
      };
    }),
    more: count(value.more),
  };
}

const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

export function readInvitationPayload(value: unknown): InvitationPayload {
  if (!isObject(value) || !isObject(value.poll)) throw new UnreadablePayload('poll_invitation');
  const token = text(value.token, 'token');
  // A link the page would not recognise helps nobody.
  if (!TOKEN.test(token)) throw new UnreadablePayload('token');
  return {
    invitation_id: text(value.invitation_id, 'invitation_id'),
    organizer: textOrNull(value.organizer, 'organizer'),
    poll: {
      title: text(value.poll.title, 'poll.title'),
      description: textOrNull(value.poll.description, 'poll.description'),
      share_id: text(value.poll.share_id, 'poll.share_id'),
    },
    token,
    reminder: value.reminder === true,
  };
}

export function readAllAnsweredPayload(value: unknown): AllAnsweredPayload {
  if (!isObject(value) || !isObject(value.poll)) throw new UnreadablePayload('poll_all_answered');
  if (!Array.isArray(value.names)) throw new UnreadablePayload('names');
  return {
    recipient_name: textOrNull(value.recipient_name, 'recipient_name'),
    poll: { id: text(value.poll.id, 'poll.id'), title: text(value.poll.title, 'poll.title') },
    invited: count(value.invited),
    names: value.names.map((name, index) => text(name, `names[${index}]`)),
  };
}
