import type { Block } from './blocks.ts';
import { salutation } from './common.ts';
import { formatDay } from './format.ts';
import type { AssignedPayload, MailLanguage } from './payloads.ts';

/** The mail to a person someone made the assignee of a task: the task, its list, its link. */

const WORDS = {
  ja: {
    subject: (title: string) => `【ToDo】タスク「${title}」の担当になりました`,
    thanks: 'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
    intro: (by: string | null) =>
      by
        ? `${by}様により、共有のToDoリストのタスクの担当者に指定されましたので、お知らせいたします。`
        : '共有のToDoリストのタスクの担当者に指定されましたので、お知らせいたします。',
    defaultList: 'マイリスト',
    task: (title: string) => `タスク：${title}`,
    due: (day: string) => `期限：${day}`,
    noDue: '期限：なし',
    open: 'このリストを開く',
  },
  en: {
    subject: (title: string) => `To-do: "${title}" was assigned to you`,
    thanks: 'Thank you for using Office Toolbox.',
    intro: (by: string | null) =>
      by
        ? `${by} made you the assignee of a task in a shared to-do list.`
        : 'You were made the assignee of a task in a shared to-do list.',
    defaultList: 'My list',
    task: (title: string) => `Task: ${title}`,
    due: (day: string) => `Due: ${day}`,
    noDue: 'Due: none',
    open: 'Open this list',
  },
} as const;

export function composeAssignedMail(
  payload: AssignedPayload,
  language: MailLanguage,
  listUrl: string,
): { subject: string; blocks: Block[] } {
  const words = WORDS[language];
  const { task } = payload;
  const blocks: Block[] = [
    ...salutation(payload.recipient_name, language),
    { kind: 'paragraph', lines: [words.thanks, words.intro(payload.assigned_by)] },
    {
      kind: 'section',
      heading: payload.list.name ?? words.defaultList,
      items: [
        {
          head: words.task(task.title),
          details: [
            task.due_date
              ? words.due(formatDay(task.due_date, language, { withYear: true }))
              : words.noDue,
          ],
        },
      ],
      link: { label: words.open, url: listUrl },
    },
  ];
  return { subject: words.subject(task.title), blocks };
}
