import Bell from 'lucide-react/icons/bell';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatReminder } from './reminder';

/** A task's reminder on its row: a bell and 「リマインダー: 12月3日(木) 15:00」 (Japan time). */
export function ReminderTime({ todo }: { todo: { remind_at: string | null; completed: boolean } }) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  if (!todo.remind_at || todo.completed) return null;
  const when = formatReminder(todo.remind_at, currentLanguage(i18n.resolvedLanguage));
  return (
    <p className="mt-1 flex items-center gap-1 text-sm" data-testid="todo-reminder">
      <Bell aria-hidden="true" className="h-4 w-4 shrink-0" />
      {t('reminder.shown', { when })}
    </p>
  );
}
