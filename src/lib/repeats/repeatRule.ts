import { daysInMonth, WEEKDAYS, type Weekday } from './civilDate.ts';

export { WEEKDAYS, type Weekday } from './civilDate.ts';

/**
 * How a task repeats: the choices Microsoft To Do offers (毎日, 平日, 毎週, 毎月, 毎年, and its
 * "custom" every n days / weeks on chosen days / months / years).
 *
 * - `monthly` on a day the month lacks (29, 30 or 31) falls on that month's last day, and comes
 *   back to the chosen day in the next month that has it: 31 Jan → 28 Feb → 31 Mar. This is what
 *   To Do does: its repeats are Exchange task recurrences, whose monthly day "larger than the
 *   number of days in the month" means "the last day of the month" (Exchange Web Services
 *   reference, AbsoluteMonthlyRecurrence). `'last'` is the last day of every month (末日).
 * - `yearly` on 29 February falls on 28 February in common years, by the same rule.
 * - Weeks start on Monday, which matters only for `weekly` every 2 or more weeks: 隔週 土・日
 *   keeps a Saturday and the Sunday after it in the same week.
 */
export type RepeatRule =
  | { kind: 'daily'; interval: number }
  | { kind: 'weekdays' }
  | { kind: 'weekly'; interval: number; days: readonly Weekday[] }
  | { kind: 'monthly'; interval: number; day: number | 'last' }
  | { kind: 'yearly'; interval: number; month: number; day: number };

export type RepeatKind = RepeatRule['kind'];

/** Exchange and To Do accept every 1 to 99 days, weeks, months or years. */
export const MAX_REPEAT_INTERVAL = 99;

/**
 * Why a rule or its stored text is refused. The words for each are in repeatLocales.ts; the
 * values are what was refused, to show back to the user.
 */
export type RepeatRuleError =
  | { code: 'empty' }
  | { code: 'malformed_part'; value: string }
  | { code: 'unknown_part'; value: string }
  | { code: 'duplicate_part'; value: string }
  | { code: 'missing_freq' }
  | { code: 'bad_freq'; value: string }
  | { code: 'bad_interval'; value: string }
  | { code: 'bad_weekday'; value: string }
  | { code: 'no_weekdays' }
  | { code: 'bad_month'; value: string }
  | { code: 'bad_month_day'; value: string }
  | { code: 'bad_date'; value: string }
  | { code: 'unsupported'; value: string };

/** Monday first, each day once: the order the rule is shown and stored in. */
export function sortWeekdays(days: Iterable<Weekday>): Weekday[] {
  const chosen = new Set(days);
  return WEEKDAYS.filter((day) => chosen.has(day));
}

const isInterval = (value: number) =>
  Number.isInteger(value) && value >= 1 && value <= MAX_REPEAT_INTERVAL;

/** null when the rule can be kept; otherwise why not (a form shows it beside the field). */
export function checkRepeatRule(rule: RepeatRule): RepeatRuleError | null {
  if (rule.kind !== 'weekdays' && !isInterval(rule.interval))
    return { code: 'bad_interval', value: String(rule.interval) };
  switch (rule.kind) {
    case 'daily':
    case 'weekdays':
      return null;
    case 'weekly':
      if (rule.days.length === 0) return { code: 'no_weekdays' };
      for (const day of rule.days)
        if (!WEEKDAYS.includes(day)) return { code: 'bad_weekday', value: String(day) };
      return null;
    case 'monthly':
      if (rule.day !== 'last' && !(Number.isInteger(rule.day) && rule.day >= 1 && rule.day <= 31))
        return { code: 'bad_month_day', value: String(rule.day) };
      return null;
    case 'yearly':
      if (!(Number.isInteger(rule.month) && rule.month >= 1 && rule.month <= 12))
        return { code: 'bad_month', value: String(rule.month) };
      // A leap year's month lengths: 29 February is a date to repeat on, 30 February is not.
      if (!(
        Number.isInteger(rule.day) &&
        rule.day >= 1 &&
        rule.day <= daysInMonth(2000, rule.month)
      ))
        return { code: 'bad_date', value: `${rule.month}/${rule.day}` };
      return null;
  }
}
