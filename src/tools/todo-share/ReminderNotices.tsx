import Bell from 'lucide-react/icons/bell';
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from '../../lib/i18n';
import {
  addLaterToolLocales,
  registerToolLocales,
  useToolTranslation,
} from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { formatReminder } from './reminder';
import { remindersDue, untilNextReminder } from './reminderWatch';
import { reminderLaterLocales } from './reminderLaterLocales';
import type { Todo } from './todos';

registerToolLocales('todo-share', locales);
addLaterToolLocales('todo-share', reminderLaterLocales);

/** The page looks again at least this often (a laptop woken from sleep, a changed clock). */
const LONGEST_WAIT_MS = 30_000;

interface Due {
  id: string;
  title: string;
  remindAt: string;
}

/**
 * Reminders that come while the list's page is open: a notice per task naming it, each
 * dismissible by its own button (the mail goes out at the same minute from the server), drawn
 * inside ReminderNotice's live region. Reminders already past when it started are not shown:
 * their mails went out then.
 */
export function ReminderNotices({ tasks }: { tasks: readonly Todo[] }) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const [due, setDue] = useState<Due[]>([]);
  const checkedUntil = useRef(new Date());

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = new Date();
      const came = remindersDue(tasks, checkedUntil.current, now);
      checkedUntil.current = now;
      if (came.length > 0)
        setDue((shown) => [
          ...shown.filter((notice) => !came.some((task) => task.id === notice.id)),
          ...came.map((task) => ({ id: task.id, title: task.title, remindAt: task.remind_at! })),
        ]);
      const wait = untilNextReminder(tasks, now);
      timer = setTimeout(check, Math.min(wait ?? LONGEST_WAIT_MS, LONGEST_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
    // A change of the tasks looks again at once and schedules the next look for them.
  }, [tasks]);

  return (
    <>
      {due.length > 0 && (
        <div className="alert-info mb-3 flex flex-col gap-2 text-sm">
          <p className="flex items-center gap-1 font-semibold">
            <Bell aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t('reminder.notice_heading')}
          </p>
          <ul className="flex flex-col gap-2">
            {due.map((notice) => (
              <li key={notice.id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="break-words">
                  {t('reminder.notice_task', {
                    title: notice.title,
                    when: formatReminder(notice.remindAt, language),
                  })}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={`${t('reminder.dismiss')}: ${notice.title}`}
                  onClick={() => setDue((shown) => shown.filter((item) => item.id !== notice.id))}
                >
                  {t('reminder.dismiss')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
