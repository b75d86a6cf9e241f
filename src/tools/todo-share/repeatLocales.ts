import type { LocaleShape } from '../../lib/i18n/types';

/**
 * Strings of a task's repeat (the picker in the edit form, the rule beside the due date), under
 * `repeat.`. The rule itself in words comes from src/lib/repeats/repeatWords.ts.
 */
export const repeatJa = {
  label: '繰り返し',
  none: '繰り返さない',
  daily: '毎日',
  weekdays: '平日（月〜金）',
  weekly: '毎週',
  monthly: '毎月',
  yearly: '毎年',
  interval: '間隔',
  unit_daily: '日ごと',
  unit_weekly: '週間ごと',
  unit_monthly: 'か月ごと',
  unit_yearly: '年ごと',
  days: '曜日',
  month_day: '日にち',
  last_day: '末日',
  month: '月',
  day_of_month: '{{day}}日',
  month_of_year: '{{month}}月',
  shown: '繰り返し: {{rule}}',
  upcoming: '完了にすると、次のタスクを作成します（以降の期限: {{dates}}）。',
  due_set: '期限が未設定のため、{{date}}を期限に設定しました。',
};

export const repeatEn: LocaleShape<typeof repeatJa> = {
  label: 'Repeat',
  none: 'Does not repeat',
  daily: 'Daily',
  weekdays: 'Weekdays (Mon–Fri)',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
  interval: 'Every',
  unit_daily: 'days',
  unit_weekly: 'weeks',
  unit_monthly: 'months',
  unit_yearly: 'years',
  days: 'Days',
  month_day: 'Day of the month',
  last_day: 'Last day',
  month: 'Month',
  day_of_month: '{{day}}',
  month_of_year: '{{month}}',
  shown: 'Repeats: {{rule}}',
  upcoming: 'Ticking it creates the next task (next due dates: {{dates}}).',
  due_set: 'The task had no due date, so it is now due on {{date}}.',
};
