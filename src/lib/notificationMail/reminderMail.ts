import type { Block, Item } from './blocks.ts';
import { salutation } from './common.ts';
import { daysBetween, formatDay } from './format.ts';
import type { MailLanguage, ReminderPayload, ReminderTask } from './payloads.ts';

/** The morning mail: open tasks due today and overdue, list by list, each with its link. */

const WORDS = {
  ja: {
    subject: (today: number, overdue: number) =>
      today > 0 && overdue > 0
        ? `【ToDo】本日期限のタスクが${today}件、期限切れのタスクが${overdue}件あります`
        : today > 0
          ? `【ToDo】本日期限のタスクが${today}件あります`
          : `【ToDo】期限切れのタスクが${overdue}件あります`,
    thanks: 'いつもオフィスツールボックスをご利用いただき、誠にありがとうございます。',
    intro: (day: string) =>
      `本日（${day}）が期限のタスクと、期限を過ぎている未完了のタスクをお知らせいたします。`,
    defaultList: 'マイリスト',
    dueToday: (title: string) => `${title}（本日期限）`,
    overdue: (title: string, day: string, days: number) =>
      `${title}（期限：${day}、${days}日超過）`,
    open: 'このリストを開く',
    more: (count: number) => `このほかに${count}件の期限切れ・本日期限のタスクがございます。`,
  },
  en: {
    subject: (today: number, overdue: number) =>
      today > 0 && overdue > 0
        ? `To-do: ${today} due today, ${overdue} overdue`
        : today > 0
          ? `To-do: ${today} due today`
          : `To-do: ${overdue} overdue`,
    thanks: 'Thank you for using Office Toolbox.',
    intro: (day: string) =>
      `Here are your open tasks due today (${day}) and those past their due date.`,
    defaultList: 'My list',
    dueToday: (title: string) => `${title} (due today)`,
    overdue: (title: string, day: string, days: number) =>
      `${title} (due ${day}, ${days} ${days === 1 ? 'day' : 'days'} overdue)`,
    open: 'Open this list',
    more: (count: number) => `There are ${count} more tasks due today or overdue.`,
  },
} as const;

/** Tasks grouped by list, lists in the order their first task comes. */
function byList(
  tasks: readonly ReminderTask[],
): Array<{ id: string; name: string | null; tasks: ReminderTask[] }> {
  const lists = new Map<string, { id: string; name: string | null; tasks: ReminderTask[] }>();
  for (const task of tasks) {
    const list = lists.get(task.list_id) ?? { id: task.list_id, name: task.list_name, tasks: [] };
    list.tasks.push(task);
    lists.set(task.list_id, list);
  }
  return [...lists.values()];
}

export function composeReminderMail(
  payload: ReminderPayload,
  language: MailLanguage,
  listUrl: (listId: string) => string,
): { subject: string; blocks: Block[] } | null {
  if (payload.tasks.length === 0) return null;
  const words = WORDS[language];
  const dueToday = payload.tasks.filter((task) => task.due_date === payload.date).length;
  const overdue = payload.tasks.length - dueToday;
  const blocks: Block[] = [
    ...salutation(payload.recipient_name, language),
    {
      kind: 'paragraph',
      lines: [words.thanks, words.intro(formatDay(payload.date, language, { withYear: true }))],
    },
  ];
  for (const list of byList(payload.tasks)) {
    const items: Item[] = list.tasks.map((task) => ({
      head:
        task.due_date === payload.date
          ? words.dueToday(task.title)
          : words.overdue(
              task.title,
              formatDay(task.due_date, language),
              daysBetween(task.due_date, payload.date),
            ),
    }));
    blocks.push({
      kind: 'section',
      heading: list.name ?? words.defaultList,
      items,
      link: { label: words.open, url: listUrl(list.id) },
    });
  }
  if (payload.more > 0) blocks.push({ kind: 'paragraph', lines: [words.more(payload.more)] });
  return { subject: words.subject(dueToday, overdue), blocks };
}
