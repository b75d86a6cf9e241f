import type { Block } from './blocks.ts';
import { salutation } from './common.ts';
import { formatDay, formatDayTime } from './format.ts';
import type {
  AssignedPayload,
  ListInvitationPayload,
  MailLanguage,
  TaskReminderPayload,
} from './payloads.ts';

/**
 * The to-do lists' mails to one person about one thing: a task someone gave them (the task,
 * its list, its link), and an invitation to a list (who invites them, to which list, and the
 * to-do page where the invitation waits), and a task's reminder at the time it was set for.
 */

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

const INVITATION_WORDS = {
  ja: {
    subject: (list: string) => `【ToDo】リスト「${list}」に招待されました`,
    intro: (by: string | null, list: string) =>
      `${by ? `${by}様から` : ''}共有のToDoリスト「${list}」への招待が届いておりますので、お知らせいたします。`,
    accept:
      '次のリンクからToDoリストのページを開き、「参加する」を押していただくと、このリストのタスクを一緒に編集いただけます（ログインが必要です）。',
    open: 'ToDoリストのページを開く',
  },
  en: {
    subject: (list: string) => `To-do: you are invited to the list "${list}"`,
    intro: (by: string | null, list: string) =>
      `${by ?? 'Someone'} invited you to the shared to-do list "${list}".`,
    accept:
      'Open your to-do page with the link below and choose Join to edit the tasks of this list together (you need to be signed in).',
    open: 'Open your to-do page',
  },
} as const;

export function composeListInvitationMail(
  payload: ListInvitationPayload,
  language: MailLanguage,
  todoPageUrl: string,
): { subject: string; blocks: Block[] } {
  const words = INVITATION_WORDS[language];
  const list = payload.list.name ?? WORDS[language].defaultList;
  return {
    subject: words.subject(list),
    blocks: [
      ...salutation(payload.recipient_name, language),
      {
        kind: 'paragraph',
        lines: [WORDS[language].thanks, words.intro(payload.invited_by, list)],
      },
      { kind: 'button', lead: words.accept, link: { label: words.open, url: todoPageUrl } },
    ],
  };
}

const REMINDER_WORDS = {
  ja: {
    subject: (title: string, at: string) => `【ToDo】リマインダー：「${title}」（${at}）`,
    intro: 'ToDoリストのタスクに設定されたリマインダーの時刻になりましたので、お知らせいたします。',
    at: (when: string) => `リマインダー：${when}`,
  },
  en: {
    subject: (title: string, at: string) => `To-do reminder: "${title}" (${at})`,
    intro: 'It is time for the reminder set on a task of a to-do list.',
    at: (when: string) => `Reminder: ${when}`,
  },
} as const;

export function composeTaskReminderMail(
  payload: TaskReminderPayload,
  language: MailLanguage,
  listUrl: string,
): { subject: string; blocks: Block[] } {
  const words = WORDS[language];
  const reminder = REMINDER_WORDS[language];
  const { task } = payload;
  return {
    subject: reminder.subject(task.title, formatDayTime(payload.remind_at, language)),
    blocks: [
      ...salutation(payload.recipient_name, language),
      { kind: 'paragraph', lines: [words.thanks, reminder.intro] },
      {
        kind: 'section',
        heading: payload.list.name ?? words.defaultList,
        items: [
          {
            head: words.task(task.title),
            details: [
              reminder.at(formatDayTime(payload.remind_at, language, { withYear: true })),
              task.due_date
                ? words.due(formatDay(task.due_date, language, { withYear: true }))
                : words.noDue,
            ],
          },
        ],
        link: { label: words.open, url: listUrl },
      },
    ],
  };
}
