import { TOKYO_TIME_ZONE, addDays, tokyoDateString } from '../../lib/dates';

/**
 * A task's reminder (todos.remind_at, an instant to the minute) as the edit form holds it: one
 * value `YYYY-MM-DDTHH:mm` of Japan's wall time ('' for none), edited as a date and a time.
 * Japan keeps UTC+9 all year, so the two convert without a time-zone table.
 */

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const FORM_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** The time a reminder takes when only its date is chosen (and the default's time). */
export const DEFAULT_REMINDER_TIME = '09:00';

/** remind_at → the form's value; '' for none or a value that is not a time. */
export function reminderFormValue(remindAt: string | null): string {
  if (!remindAt) return '';
  const time = Date.parse(remindAt);
  if (Number.isNaN(time)) return '';
  return new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 16);
}

/** The form's value → remind_at (ISO, +09:00); null for '' or a value that is not a time. */
export function reminderInstant(value: string): string | null {
  const match = FORM_VALUE.exec(value);
  if (!match) return null;
  const [, date, hours, minutes] = match;
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  const instant = `${date}T${hours}:${minutes}:00+09:00`;
  const parsed = new Date(instant);
  // 2026-02-30 parses as 2 March in some engines: a date that does not exist is no reminder.
  if (Number.isNaN(parsed.getTime()) || tokyoDateString(parsed) !== date) return null;
  return instant;
}

/** The date and the time of a form value ('' each for none). */
export function reminderParts(value: string): { date: string; time: string } {
  const match = FORM_VALUE.exec(value);
  return match ? { date: match[1]!, time: `${match[2]}:${match[3]}` } : { date: '', time: '' };
}

/** A new date for the reminder: its time kept (09:00 when it had none); no date: no reminder. */
export function withReminderDate(value: string, date: string): string {
  if (!date) return '';
  return `${date}T${reminderParts(value).time || DEFAULT_REMINDER_TIME}`;
}

/** A new time for the reminder, on its date (or `fallbackDate` when it had none). */
export function withReminderTime(value: string, time: string, fallbackDate: string): string {
  const date = reminderParts(value).date || fallbackDate;
  if (!/^\d{2}:\d{2}$/.test(time)) return value;
  return `${date}T${time}`;
}

/**
 * The reminder a task gets when one is added: its due date at 09:00 while that is still ahead,
 * otherwise 09:00 tomorrow (Japan time).
 */
export function defaultReminder(dueDate: string | null, now: Date = new Date()): string {
  const onDue = dueDate ? `${dueDate}T${DEFAULT_REMINDER_TIME}` : '';
  if (onDue && isReminderAhead(onDue, now)) return onDue;
  return `${addDays(tokyoDateString(now), 1)}T${DEFAULT_REMINDER_TIME}`;
}

/** Whether a form value is a time still to come (the database refuses one that is not). */
export function isReminderAhead(value: string, now: Date = new Date()): boolean {
  const instant = reminderInstant(value);
  return instant !== null && Date.parse(instant) > now.getTime();
}

/**
 * A reminder as the task's row shows it: 12月3日(木) 15:00 / Thu, Dec 3, 15:00, with the year
 * when it is not this year in Japan.
 */
export function formatReminder(
  remindAt: string,
  language: 'ja' | 'en',
  now: Date = new Date(),
): string {
  const at = new Date(remindAt);
  const withYear = tokyoDateString(at).slice(0, 4) !== tokyoDateString(now).slice(0, 4);
  const day = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: TOKYO_TIME_ZONE,
    ...(withYear ? { year: 'numeric' } : {}),
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: TOKYO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return language === 'en' ? `${day}, ${time}` : `${day} ${time}`;
}

interface Remindable {
  id: string;
  title: string;
  completed: boolean;
  remind_at: string | null;
}

/** The open tasks whose reminder came after `from` and by `to` (a page's check, each minute). */
export function remindersDue<T extends Remindable>(tasks: readonly T[], from: Date, to: Date): T[] {
  return tasks.filter((task) => {
    if (task.completed || !task.remind_at) return false;
    const at = Date.parse(task.remind_at);
    return at > from.getTime() && at <= to.getTime();
  });
}

/** Milliseconds from `now` to the next of the open tasks' reminders; null when none is ahead. */
export function untilNextReminder(tasks: readonly Remindable[], now: Date): number | null {
  let next: number | null = null;
  for (const task of tasks) {
    if (task.completed || !task.remind_at) continue;
    const wait = Date.parse(task.remind_at) - now.getTime();
    if (wait > 0 && (next === null || wait < next)) next = wait;
  }
  return next;
}
