/** The words a calendar shows for the feed, in the language the user chose for it. */

export type FeedLanguage = 'ja' | 'en';

export const FEED_WORDS: Record<
  FeedLanguage,
  { name: string; description: string; list: (name: string) => string }
> = {
  ja: {
    name: 'オフィスツールボックス（タスクと日程）',
    description: 'オフィスツールボックスの期限付きのタスクと、日程が確定した日程調整です。',
    list: (name) => `リスト：${name}`,
  },
  en: {
    name: 'Office Toolbox (tasks and dates)',
    description:
      'Your Office Toolbox tasks with a due date and the schedule polls with a decided date.',
    list: (name) => `List: ${name}`,
  },
};
