import type { Block } from './blocks.ts';
import { salutation } from './common.ts';
import { formatDay } from './format.ts';
import type { AssignedPayload, ListInvitationPayload, MailLanguage } from './payloads.ts';

/**
 * The to-do lists' mails to one person about one thing: a task someone gave them (the task,
 * its list, its link), and an invitation to a list (who invites them, to which list, and the
 * to-do page where the invitation waits).
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
