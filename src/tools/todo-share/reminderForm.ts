import { addDays, tokyoDateString } from '../../lib/dates';
import { FORM_VALUE, isReminderAhead } from './reminder';

/**
 * Editing a reminder's form value (`YYYY-MM-DDTHH:mm`, Japan time, reminder.ts) as a date and a
 * time, and the reminder offered when one is added. Loaded with the form's reminder field.
 */

/** The time a reminder takes when only its date is chosen (and the default's time). */
export const DEFAULT_REMINDER_TIME = '09:00';

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
