import { tokyoDateString, tokyoTimestamp } from '../../lib/dates';
import { formatDueDate } from './dueDate';

/**
 * A task's reminder (todos.remind_at, an instant to the minute) as the edit form holds it: one
 * value `YYYY-MM-DDTHH:mm` of Japan's wall time ('' for none), edited as a date and a time.
 * Japan keeps UTC+9 all year, so the two convert without a time-zone table.
 */

export const FORM_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** remind_at → the form's value; '' for none or a value that is not a time. */
export function reminderFormValue(remindAt: string | null): string {
  // Japan's wall time `YYYY-MM-DD HH:mm:ss`, '' for a value that is not a time.
  return remindAt ? tokyoTimestamp(remindAt).slice(0, 16).replace(' ', 'T') : '';
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

/** Whether a form value is a time still to come (the database refuses one that is not). */
export function isReminderAhead(value: string, now: Date = new Date()): boolean {
  const instant = reminderInstant(value);
  return instant !== null && Date.parse(instant) > now.getTime();
}

/**
 * A reminder as the task's row shows it, written as the due date beside it is (dueDate.ts) with
 * the time: 2026年12月3日(木) 15:00 / Thu, Dec 3, 2026, 15:00.
 */
export function formatReminder(remindAt: string, language: 'ja' | 'en'): string {
  const wallTime = reminderFormValue(remindAt);
  if (!wallTime) return '';
  const day = formatDueDate(wallTime.slice(0, 10), language);
  return `${day}${language === 'en' ? ',' : ''} ${wallTime.slice(11)}`;
}
