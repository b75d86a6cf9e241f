/** Which reminders came, and when the next comes: the open page's watch (ReminderNotices). */

interface Remindable {
  id: string;
  title: string;
  completed: boolean;
  remind_at: string | null;
}

/** The open tasks whose reminder came after `from` and by `to` (a page's check, each minute). */
export function remindersDue<T extends Remindable>(tasks: readonly T[], from: Date, to: Date): T[] {
  return tasks.filter((task) => {
    if (task.completed || !task.remind_at) return false;
    const at = Date.parse(task.remind_at);
    return at > from.getTime() && at <= to.getTime();
  });
}

/** Milliseconds from `now` to the next of the open tasks' reminders; null when none is ahead. */
export function untilNextReminder(tasks: readonly Remindable[], now: Date): number | null {
  let next: number | null = null;
  for (const task of tasks) {
    if (task.completed || !task.remind_at) continue;
    const wait = Date.parse(task.remind_at) - now.getTime();
    if (wait > 0 && (next === null || wait < next)) next = wait;
  }
  return next;
}
