import { toDayNumber, weekdayIndex, WEEKDAYS } from './civilDate.ts';
import type { RepeatKind, RepeatRule } from './repeatRule.ts';

/**
 * The one-tap choices of To Do's 繰り返し menu, in its order (毎日, 平日, 毎週, 毎月, 毎年), each
 * taken from the task's due date — or today when it has none, as To Do does: 毎週 on a task due
 * on a Thursday repeats on Thursdays, 毎月 on the 31st repeats on the 31st (the last day in
 * shorter months), 毎年 on 29 February on 29 February (28 February in common years).
 */
export const REPEAT_PRESETS: readonly RepeatKind[] = [
  'daily',
  'weekdays',
  'weekly',
  'monthly',
  'yearly',
];

export function presetRepeatRule(kind: RepeatKind, dueOrToday: string): RepeatRule {
  const day = toDayNumber(dueOrToday);
  const month = Number(dueOrToday.slice(5, 7));
  const dayOfMonth = Number(dueOrToday.slice(8, 10));
  switch (kind) {
    case 'daily':
      return { kind, interval: 1 };
    case 'weekdays':
      return { kind };
    case 'weekly':
      return { kind, interval: 1, days: [WEEKDAYS[weekdayIndex(day)]!] };
    case 'monthly':
      return { kind, interval: 1, day: dayOfMonth };
    case 'yearly':
      return { kind, interval: 1, month, day: dayOfMonth };
  }
}
