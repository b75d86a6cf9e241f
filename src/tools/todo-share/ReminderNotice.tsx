import { lazy, Suspense } from 'react';
import type { Todo } from './todos';

const ReminderNotices = lazy(() =>
  import('./ReminderNotices').then((module) => ({ default: module.ReminderNotices })),
);

/**
 * The open page's notices of reminders whose time comes (ReminderNotices), in a polite live
 * region that is there from the start so that screen readers announce what appears in it. The
 * part that watches the clock loads only for a list with a reminder on an open task.
 */
export function ReminderNotice({ tasks }: { tasks: readonly Todo[] }) {
  const watched = tasks.some((task) => !task.completed && task.remind_at);
  return (
    <div role="status" aria-live="polite" data-testid="todo-reminder-notices">
      {watched && (
        <Suspense fallback={null}>
          <ReminderNotices tasks={tasks} />
        </Suspense>
      )}
    </div>
  );
}
