import { TOKYO_TIME_ZONE, tokyoDateString } from '../../lib/dates';

/** Due dates are calendar days (YYYY-MM-DD); "today" is the day in Japan, wherever the reader is. */
export type DueMark = 'overdue' | 'today' | null;

/** Whether an open task is past its due day or due today (in Japan time). Done tasks: null. */
export function dueMark(
  todo: { due_date: string | null; completed: boolean },
  now: Date = new Date(),
): DueMark {
  if (!todo.due_date || todo.completed) return null;
  const today = tokyoDateString(now);
  if (todo.due_date < today) return 'overdue';
  return todo.due_date === today ? 'today' : null;
}

/** e.g. 2026年11月25日(水) / Wed, Nov 25, 2026 */
export function formatDueDate(dueDate: string, language: 'ja' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: TOKYO_TIME_ZONE,
    year: 'numeric',
    month: language === 'en' ? 'short' : 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${dueDate}T00:00:00+09:00`));
}
