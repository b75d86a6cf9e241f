import type { LocaleShape } from '../../lib/i18n/types';

/** Strings of a task's assignee, under `assignee.`. */
export const assigneeJa = {
  label: '担当者',
  none: '担当者なし',
  shown: '担当: {{name}}',
  you: '{{name}}（あなた）',
  unnamed: '名前未設定の方',
  note: '担当者に指定すると、その方にメールでお知らせします（メールアドレスを登録済みで、お知らせを受け取る設定の方のみ）。',
};

export const assigneeEn: LocaleShape<typeof assigneeJa> = {
  label: 'Assignee',
  none: 'Nobody',
  shown: 'Assigned to {{name}}',
  you: '{{name}} (you)',
  unnamed: 'Someone without a name',
  note: 'The person you choose is told by email (if they have an address here and receive emails).',
};
