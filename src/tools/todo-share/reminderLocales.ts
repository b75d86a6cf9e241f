import type { LocaleShape } from '../../lib/i18n/types';

/**
 * Strings of a task's reminder at a chosen time, under `reminder.`: the row's and the form's
 * label. The form field's and the page notice's are in reminderLaterLocales.ts.
 */
export const reminderJa = {
  legend: 'リマインダー（任意）',
  none: 'リマインダーなし',
  shown: 'リマインダー: {{when}}',
};

export const reminderEn: LocaleShape<typeof reminderJa> = {
  legend: 'Reminder (optional)',
  none: 'No reminder',
  shown: 'Reminder: {{when}}',
};
