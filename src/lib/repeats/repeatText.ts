import { WEEKDAYS, type Weekday } from './civilDate.ts';
import {
  checkRepeatRule,
  sortWeekdays,
  type RepeatRule,
  type RepeatRuleError,
} from './repeatRule.ts';

/**
 * A repeat rule as one short line of text for a database column: the value of an RFC 5545
 * RRULE (without the `RRULE:` name), which every calendar library reads with the same meaning.
 *
 *   毎日                 FREQ=DAILY
 *   3日ごと              FREQ=DAILY;INTERVAL=3
 *   平日                 FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR
 *   毎週 月・水          FREQ=WEEKLY;BYDAY=MO,WE
 *   隔週 土・日          FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;WKST=MO
 *   毎月 15日            FREQ=MONTHLY;BYMONTHDAY=15
 *   毎月 31日            FREQ=MONTHLY;BYMONTHDAY=28,29,30,31;BYSETPOS=-1
 *   毎月 末日            FREQ=MONTHLY;BYMONTHDAY=-1
 *   毎年 2月29日         FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=-1
 *
 * A plain BYMONTHDAY=31 means "only in months that have a 31st" in RFC 5545, whereas To Do (and
 * this product) falls back to the month's last day; the BYSETPOS form above says exactly that
 * ("the last of the 28th…31st that exist"), so a calendar reading the column agrees with us.
 *
 * `parseRepeatRule` reads what `serializeRepeatRule` writes, with the parts in any order, in any
 * case, and with or without `RRULE:`; anything else (COUNT, UNTIL, BYDAY=1MO, …) is refused with
 * a reason rather than read as something it does not say.
 */

export type RepeatParse = { ok: true; rule: RepeatRule } | { ok: false; error: RepeatRuleError };

const WEEKDAY_LIST = 'MO,TU,WE,TH,FR';
const KNOWN_PARTS = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTH', 'BYMONTHDAY', 'BYSETPOS', 'WKST'];

/** The last-day fallback for a day the month may lack: 28,29,30,31;BYSETPOS=-1 for the 31st. */
function clampedMonthDays(day: number): string {
  if (day <= 28) return `BYMONTHDAY=${day}`;
  const days: number[] = [];
  for (let d = 28; d <= day; d += 1) days.push(d);
  return `BYMONTHDAY=${days.join(',')};BYSETPOS=-1`;
}

export function serializeRepeatRule(rule: RepeatRule): string {
  const problem = checkRepeatRule(rule);
  if (problem) throw new RangeError(`not a repeat rule: ${problem.code}`);
  const every = (interval: number) => (interval > 1 ? `;INTERVAL=${interval}` : '');
  switch (rule.kind) {
    case 'daily':
      return `FREQ=DAILY${every(rule.interval)}`;
    case 'weekdays':
      return `FREQ=DAILY;BYDAY=${WEEKDAY_LIST}`;
    case 'weekly':
      return `FREQ=WEEKLY${every(rule.interval)};BYDAY=${sortWeekdays(rule.days).join(',')}${
        rule.interval > 1 ? ';WKST=MO' : ''
      }`;
    case 'monthly':
      return `FREQ=MONTHLY${every(rule.interval)};${
        rule.day === 'last' ? 'BYMONTHDAY=-1' : clampedMonthDays(rule.day)
      }`;
    case 'yearly':
      return `FREQ=YEARLY${every(rule.interval)};BYMONTH=${rule.month};${
        // Only 29 February can be missing from a month in some years.
        rule.month === 2 && rule.day === 29 ? clampedMonthDays(29) : `BYMONTHDAY=${rule.day}`
      }`;
  }
}

const fail = (error: RepeatRuleError): RepeatParse => ({ ok: false, error });

/** A whole number written plainly (no sign unless allowed, no leading zeros, no spaces). */
function wholeNumber(text: string, signed = false): number | null {
  return (signed ? /^-?[1-9]\d*$/ : /^[1-9]\d*$/).test(text) ? Number(text) : null;
}

export function parseRepeatRule(input: string): RepeatParse {
  const text = input.trim().replace(/^RRULE:/i, '');
  if (text === '') return fail({ code: 'empty' });
  const parts = new Map<string, string>();
  for (const part of text.split(';')) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(part.trim());
    // An empty part (`;;`, a trailing `;`) is shown as the whole text, where it can be seen.
    if (!match) return fail({ code: 'malformed_part', value: part.trim() === '' ? text : part });
    const name = match[1]!.toUpperCase();
    if (!KNOWN_PARTS.includes(name)) return fail({ code: 'unknown_part', value: name });
    if (parts.has(name)) return fail({ code: 'duplicate_part', value: name });
    parts.set(name, match[2]!.trim().toUpperCase());
  }
  const take = (name: string) => {
    const value = parts.get(name);
    parts.delete(name);
    return value;
  };
  const freq = take('FREQ');
  if (freq === undefined) return fail({ code: 'missing_freq' });
  if (!['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'].includes(freq))
    return fail({ code: 'bad_freq', value: freq });

  const intervalText = take('INTERVAL');
  const interval = intervalText === undefined ? 1 : wholeNumber(intervalText);
  if (interval === null) return fail({ code: 'bad_interval', value: intervalText ?? '' });

  const days: Weekday[] = [];
  const byDay = take('BYDAY');
  if (byDay !== undefined) {
    for (const day of byDay.split(',')) {
      if (!(WEEKDAYS as readonly string[]).includes(day))
        return fail({ code: 'bad_weekday', value: day });
      if (days.includes(day as Weekday))
        return fail({ code: 'duplicate_part', value: `BYDAY=${day}` });
      days.push(day as Weekday);
    }
  }
  const wkst = take('WKST');
  if (wkst !== undefined && wkst !== 'MO')
    return fail({ code: 'unsupported', value: `WKST=${wkst}` });
  const monthText = take('BYMONTH');
  const monthDaysText = take('BYMONTHDAY');
  const setPos = take('BYSETPOS');

  const result = (rule: RepeatRule): RepeatParse => {
    const problem = checkRepeatRule(rule);
    return problem ? fail(problem) : { ok: true, rule };
  };
  const unsupported = () => fail({ code: 'unsupported', value: text });

  // Which of BYDAY, BYMONTH, BYMONTHDAY and BYSETPOS a frequency may carry.
  const present = { BYDAY: byDay, BYMONTH: monthText, BYMONTHDAY: monthDaysText, BYSETPOS: setPos };
  const only = (...allowed: (keyof typeof present)[]) =>
    Object.entries(present).every(
      ([name, value]) => value === undefined || allowed.includes(name as keyof typeof present),
    );

  switch (freq) {
    case 'DAILY':
      if (!only('BYDAY') || wkst !== undefined) return unsupported();
      if (byDay === undefined) return result({ kind: 'daily', interval });
      return interval === 1 && sortWeekdays(days).join(',') === WEEKDAY_LIST && days.length === 5
        ? result({ kind: 'weekdays' })
        : unsupported();
    case 'WEEKLY':
      if (!only('BYDAY')) return unsupported();
      if (byDay === undefined) return fail({ code: 'no_weekdays' });
      return result({ kind: 'weekly', interval, days: sortWeekdays(days) });
    case 'MONTHLY': {
      if (!only('BYMONTHDAY', 'BYSETPOS') || wkst !== undefined) return unsupported();
      const day = readMonthDay(monthDaysText, setPos, 31);
      if (day === 'unsupported') return unsupported();
      if (typeof day === 'object') return fail(day);
      return result({ kind: 'monthly', interval, day });
    }
    default: {
      if (!only('BYMONTH', 'BYMONTHDAY', 'BYSETPOS') || wkst !== undefined) return unsupported();
      const month = monthText === undefined ? null : wholeNumber(monthText);
      if (month === null || month > 12) return fail({ code: 'bad_month', value: monthText ?? '' });
      const day = readMonthDay(monthDaysText, setPos, 29);
      if (day === 'unsupported' || day === 'last') return unsupported();
      if (typeof day === 'object') return fail(day);
      if (day === 29 && month === 2 && setPos === undefined) return unsupported();
      return result({ kind: 'yearly', interval, month, day });
    }
  }
}

/**
 * BYMONTHDAY=d (1…28, or up to 31 for a month that always has it), =-1 (the last day), or
 * =28,…,d;BYSETPOS=-1 (d or the month's last day); `maxClamped` is the largest such d.
 */
function readMonthDay(
  daysText: string | undefined,
  setPos: string | undefined,
  maxClamped: number,
): number | 'last' | 'unsupported' | RepeatRuleError {
  if (daysText === undefined) return { code: 'bad_month_day', value: '' };
  const values = daysText.split(',').map((value) => wholeNumber(value, true));
  if (values.some((value) => value === null || value === 0 || value > 31 || value < -31))
    return { code: 'bad_month_day', value: daysText };
  const days = values as number[];
  if (setPos === undefined) {
    if (days.length !== 1) return 'unsupported';
    const [day] = days as [number];
    if (day === -1) return 'last';
    // The 29th–31st alone mean "skip the months without it" in RFC 5545: not a To Do repeat.
    if (day < 1 || (day > 28 && maxClamped === 31)) return 'unsupported';
    return day;
  }
  const last = days.at(-1)!;
  if (setPos !== '-1' || last <= 28 || last > maxClamped) return 'unsupported';
  const expected = Array.from({ length: last - 27 }, (_, i) => 28 + i);
  return days.join(',') === expected.join(',') ? last : 'unsupported';
}

const INTERVAL_PART = ';INTERVAL=([2-9]|[1-9][0-9])';
const SORTED_DAYS = WEEKDAYS.map(
  (first, i) =>
    `${first}${WEEKDAYS.slice(i + 1)
      .map((day) => `(,${day})?`)
      .join('')}`,
).join('|');
const CLAMPED = (last: number) =>
  `BYMONTHDAY=${Array.from({ length: last - 27 }, (_, i) => 28 + i).join(',')};BYSETPOS=-1`;
const DAYS_1_TO = (last: 28 | 29 | 30 | 31) =>
  ({
    28: '[1-9]|1[0-9]|2[0-8]',
    29: '[1-9]|1[0-9]|2[0-9]',
    30: '[1-9]|[12][0-9]|30',
    31: '[1-9]|[12][0-9]|3[01]',
  })[last];

/**
 * Exactly the texts `serializeRepeatRule` writes, as one regular expression that JavaScript and
 * PostgreSQL (`~`, POSIX) read alike: for the column's CHECK constraint, so that the database
 * refuses what the page would refuse. Anchored; no look-arounds or back-references.
 */
export const REPEAT_RULE_PATTERN = `^FREQ=(${[
  `DAILY(${INTERVAL_PART})?`,
  `DAILY;BYDAY=MO,TU,WE,TH,FR`,
  `WEEKLY;BYDAY=(${SORTED_DAYS})`,
  `WEEKLY${INTERVAL_PART};BYDAY=(${SORTED_DAYS});WKST=MO`,
  `MONTHLY(${INTERVAL_PART})?;(BYMONTHDAY=(${DAYS_1_TO(28)}|-1)|${[29, 30, 31].map(CLAMPED).join('|')})`,
  `YEARLY(${INTERVAL_PART})?;BYMONTH=(${[
    `2;(BYMONTHDAY=(${DAYS_1_TO(28)})|${CLAMPED(29)})`,
    `([469]|11);BYMONTHDAY=(${DAYS_1_TO(30)})`,
    `([13578]|1[02]);BYMONTHDAY=(${DAYS_1_TO(31)})`,
  ].join('|')})`,
].join('|')})$`;
