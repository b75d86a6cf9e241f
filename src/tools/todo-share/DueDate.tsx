import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { currentLanguage } from '../../lib/i18n';
import { dueMark, formatDueDate } from './dueDate';
import { locales } from './locales';

/** The due day, with "overdue" / "due today" in words (not by colour alone). */
export function DueDate({ todo }: { todo: { due_date: string | null; completed: boolean } }) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  if (!todo.due_date) return null;
  const mark = dueMark(todo);
  const date = formatDueDate(todo.due_date, currentLanguage(i18n.resolvedLanguage));
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      <span>{t('list.due', { date })}</span>
      {mark === 'overdue' && (
        <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-900 dark:text-red-100">
          {t('list.overdue')}
        </span>
      )}
      {mark === 'today' && (
        <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
          {t('list.due_today')}
        </span>
      )}
    </p>
  );
}
