import type { Bilingual, LocaleShape } from '../../lib/i18n/types';

/** The mail settings' strings: a poll's and a list's switches, 設定's section, kinds of mail. */
const ja = {
  heading: 'メールでのお知らせ',
  saved: '保存しました。',
  save_failed: '保存できませんでした。時間をおいてもう一度お試しください。',
  load_failed: '設定を読み込めませんでした。',
  guest_note: 'メールでのお知らせは、ログインしてご利用いただけます。',
  account_off: 'メールでのお知らせは、設定画面でオフになっています。',
  open_settings: '設定画面を開く',
  unsubscribed_note:
    'このお知らせは、メールのリンクから配信を停止されています。設定画面から再開できます。',
  poll_answers_label: '回答が届いたらメールで知らせる',
  poll_answers_help:
    '{{email}} 宛てに、新しい回答や回答の変更をお知らせします（この日程調整について10分に1通まで）。',
  list_reminders_label: '期限のタスクを毎朝メールで知らせる',
  list_reminders_help:
    '毎朝8時（日本時間）に、このリストの未完了のタスクのうち、期限が当日のものと過ぎているものを {{email}} 宛てにお送りします。',
  kind_poll_answers: '日程調整の回答のお知らせ',
  kind_poll_decision: '日程確定のお知らせ',
  kind_todo_reminders: 'ToDoの期限のお知らせ',
  kind_poll_edit_code: '日程調整の編集コードのお知らせ',
  kind_todo_assigned: 'ToDoの担当のお知らせ',
  kind_todo_invitation: 'ToDoリストへの招待のお知らせ',
  kind_todo_task_reminder: 'ToDoのリマインダー',
  kind_document_send: 'オフィスツールボックスを通じて送付される書類',
  kind_invoice_due: '請求書の支払期限のお知らせ',
  kind_poll_invitation: '日程調整へのご招待',
  kind_poll_all_answered: 'ご招待した全員の回答がそろったお知らせ',
  account_heading: 'メールのお知らせ',
  account_enabled: 'メールでお知らせを受け取る',
  account_enabled_help:
    'オフにすると、日程調整の回答のお知らせとToDoの期限のお知らせが、すべて届かなくなります。日程調整ごと・ToDoリストごとの設定は、それぞれの画面で変更できます。',
  account_address: '送信先：{{email}}',
  account_language: 'お知らせの言語',
  account_unsubscribed: 'メールのリンクから配信を停止したお知らせ',
  account_resume: '「{{kind}}」の配信を再開',
  account_resumed: '「{{kind}}」の配信を再開しました。',
};

const en: LocaleShape<typeof ja> = {
  heading: 'Email notifications',
  saved: 'Saved.',
  save_failed: 'Could not save. Please try again later.',
  load_failed: 'Could not load the setting.',
  guest_note: 'Sign in to receive email notifications.',
  account_off: 'Email notifications are turned off in Settings.',
  open_settings: 'Open Settings',
  unsubscribed_note:
    'You unsubscribed from these emails with a link in one of them. You can resume them in Settings.',
  poll_answers_label: 'Email me when answers arrive',
  poll_answers_help:
    'New and changed answers are sent to {{email}} (at most one email every 10 minutes for this poll).',
  list_reminders_label: 'Email me tasks that are due, every morning',
  list_reminders_help:
    'At 8:00 every morning (Japan time), the open tasks of this list that are due that day or overdue are sent to {{email}}.',
  kind_poll_answers: 'Answers to schedule polls',
  kind_poll_decision: 'Decided dates of schedule polls',
  kind_todo_reminders: 'To-do due-date reminders',
  kind_poll_edit_code: 'Edit codes for your answers to schedule polls',
  kind_todo_assigned: 'Tasks assigned to you',
  kind_todo_invitation: 'Invitations to to-do lists',
  kind_todo_task_reminder: 'To-do reminders at a set time',
  kind_document_send: 'Documents sent to you through Office Toolbox',
  kind_invoice_due: 'Invoice due-date mails',
  kind_poll_invitation: 'Invitations to answer schedule polls',
  kind_poll_all_answered: 'Notices that everyone you invited has answered',
  account_heading: 'Email notifications',
  account_enabled: 'Receive email notifications',
  account_enabled_help:
    'When off, no email about answers to your polls or due tasks reaches you. Each poll and each to-do list also has its own setting on its page.',
  account_address: 'Sent to: {{email}}',
  account_language: 'Language of the emails',
  account_unsubscribed: 'Emails you unsubscribed from by a link',
  account_resume: 'Resume "{{kind}}"',
  account_resumed: '"{{kind}}" resumed.',
};

export const locales: Bilingual<typeof ja> = { ja, en };
