import {
  addLaterToolLocales,
  registerToolLocales,
  useToolTranslation,
} from '../../lib/i18n/toolLocales';
import { tokyoDateString } from '../../lib/dates';
import { locales } from './locales';
import { defaultReminder, reminderParts, withReminderDate, withReminderTime } from './reminderForm';
import { reminderLaterLocales } from './reminderLaterLocales';

registerToolLocales('todo-share', locales);
addLaterToolLocales('todo-share', reminderLaterLocales);

interface Props {
  baseId: string;
  /** `YYYY-MM-DDTHH:mm` in Japan time, '' for none (reminder.ts). */
  value: string;
  onChange: (value: string) => void;
  /** The task's due date as the form has it now (the default reminder's day). */
  dueDate: string;
  /** The value is a time already past (the form refuses to save it). */
  past: boolean;
}

/**
 * A task's reminder in its edit form: a button that adds one (the due date at 09:00, else
 * tomorrow at 09:00), then a date and a time in Japan time and a button that removes it.
 */
export function ReminderField({ baseId, value, onChange, dueDate, past }: Props) {
  const { t } = useToolTranslation('todo-share', locales);
  const { date, time } = reminderParts(value);
  const noteId = `${baseId}-reminder-note`;
  const pastId = `${baseId}-reminder-past`;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="label">{t('reminder.legend')}</legend>
      {value ? (
        <>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-reminder-date`} className="text-sm">
                {t('reminder.date')}
              </label>
              <input
                id={`${baseId}-reminder-date`}
                type="date"
                className="input"
                value={date}
                required
                aria-invalid={past || undefined}
                aria-describedby={past ? `${pastId} ${noteId}` : noteId}
                onChange={(e) => onChange(withReminderDate(value, e.target.value))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${baseId}-reminder-time`} className="text-sm">
                {t('reminder.time')}
              </label>
              <input
                id={`${baseId}-reminder-time`}
                type="time"
                step={60}
                className="input"
                value={time}
                required
                aria-invalid={past || undefined}
                aria-describedby={past ? `${pastId} ${noteId}` : noteId}
                onChange={(e) =>
                  onChange(withReminderTime(value, e.target.value, dueDate || tokyoDateString()))
                }
              />
            </div>
            <button type="button" className="btn-secondary" onClick={() => onChange('')}>
              {t('reminder.clear')}
            </button>
          </div>
          {past && (
            <p id={pastId} className="alert-error text-sm" role="alert">
              {t('reminder.past')}
            </p>
          )}
          <p id={noteId} className="muted text-sm">
            {t('reminder.note')}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="btn-secondary self-start"
          onClick={() => onChange(defaultReminder(dueDate || null))}
        >
          {t('reminder.add')}
        </button>
      )}
    </fieldset>
  );
}
