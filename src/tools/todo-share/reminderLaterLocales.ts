import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

const laterJa = {
  add: 'リマインダーを設定',
  date: 'リマインダーの日付',
  time: 'リマインダーの時刻',
  clear: 'リマインダーを解除',
  note: '指定の日時（日本時間）に、担当者（担当者がいない場合はリマインダーを設定した方）へメールでお知らせします。このページを開いている場合は、画面でもお知らせします。',
  past: '過去の日時はリマインダーに設定できません。これから先の日時をご指定ください。',
  notice_heading: 'リマインダーの時刻になりました',
  notice_task: 'タスク「{{title}}」（{{when}}）',
  dismiss: 'このお知らせを閉じる',
};

const laterEn: LocaleShape<typeof laterJa> = {
  add: 'Add a reminder',
  date: 'Reminder date',
  time: 'Reminder time',
  clear: 'Remove the reminder',
  note: 'At this date and time (Japan time), the assignee (or, with none, whoever set the reminder) is told by email. If this page is open, it tells you here too.',
  past: 'A reminder cannot be set in the past. Please choose a date and time still to come.',
  notice_heading: 'A reminder is due',
  notice_task: 'Task "{{title}}" ({{when}})',
  dismiss: 'Dismiss this notice',
};

/**
 * The strings of the reminder's form field and of the page's notice, merged under `reminder.`
 * when those (lazily loaded) parts load: the tool's first chunk does not carry them.
 */
export const reminderLaterLocales: Bilingual<{ reminder: typeof laterJa }> = {
  ja: { reminder: laterJa },
  en: { reminder: laterEn },
};
