import { EN_MONTH_NAMES as MONTHS_EN } from '../monthNames.ts';
import type { Weekday } from './civilDate.ts';
import { sortWeekdays, type RepeatRule, type RepeatRuleError } from './repeatRule.ts';

type Language = 'ja' | 'en';

/**
 * A repeat rule in words, as calendar and to-do apps write it in Japan (毎日, 平日, 毎週 月・水,
 * 隔週 月, 3か月ごと 15日, 毎月 末日, 毎年 2月29日) and in English (Daily, Weekdays, Weekly on
 * Mon, Wed, Every 3 months on day 15, Monthly on the last day, Yearly on February 29), and why
 * a rule or its stored text is refused.
 */

interface Words {
  weekday: Record<Weekday, string>;
  dayList: (days: string[]) => string;
  daily: (interval: number) => string;
  weekdays: string;
  weekly: (interval: number, days: string) => string;
  monthly: (interval: number, day: number | 'last') => string;
  yearly: (interval: number, month: number, day: number) => string;
  errors: { [Code in RepeatRuleError['code']]: (value: string) => string };
}

export const REPEAT_WORDS: Record<Language, Words> = {
  ja: {
    weekday: { MO: '月', TU: '火', WE: '水', TH: '木', FR: '金', SA: '土', SU: '日' },
    dayList: (days) => days.join('・'),
    daily: (n) => (n === 1 ? '毎日' : `${n}日ごと`),
    weekdays: '平日',
    weekly: (n, days) => `${n === 1 ? '毎週' : n === 2 ? '隔週' : `${n}週間ごと`} ${days}`,
    monthly: (n, day) =>
      `${n === 1 ? '毎月' : `${n}か月ごと`} ${day === 'last' ? '末日' : `${day}日`}`,
    yearly: (n, month, day) => `${n === 1 ? '毎年' : `${n}年ごと`} ${month}月${day}日`,
    errors: {
      empty: () => '繰り返しの設定が空です。',
      malformed_part: (v) =>
        `繰り返しの設定「${v}」を読み取れません（「名前=値」の形でご指定ください）。`,
      unknown_part: (v) => `繰り返しの設定に、対応していない項目「${v}」が含まれています。`,
      duplicate_part: (v) => `繰り返しの設定で「${v}」が重複しています。`,
      missing_freq: () => '繰り返しの単位（毎日・毎週・毎月・毎年）が指定されていません。',
      bad_freq: (v) =>
        `繰り返しの単位「${v}」には対応していません（毎日・毎週・毎月・毎年のいずれかです）。`,
      bad_interval: (v) => `繰り返しの間隔「${v}」は、1から99までの整数でご指定ください。`,
      bad_weekday: (v) => `曜日「${v}」を読み取れません。`,
      no_weekdays: () => '毎週の繰り返しには、曜日を1つ以上お選びください。',
      bad_month: (v) =>
        v === ''
          ? '毎年の繰り返しには、月をご指定ください。'
          : `月「${v}」は、1から12までの数でご指定ください。`,
      bad_month_day: (v) =>
        v === ''
          ? '繰り返す日にちをご指定ください。'
          : `日にち「${v}」は、1から31までの数または末日でご指定ください。`,
      bad_date: (v) => `${v.replace('/', '月')}日という日付はありません。`,
      unsupported: (v) =>
        `繰り返しの設定「${v}」は、このツールでは扱えない形式です（毎日・平日・毎週・毎月・毎年のいずれかでご指定ください）。`,
    },
  },
  en: {
    weekday: { MO: 'Mon', TU: 'Tue', WE: 'Wed', TH: 'Thu', FR: 'Fri', SA: 'Sat', SU: 'Sun' },
    dayList: (days) => days.join(', '),
    daily: (n) => (n === 1 ? 'Daily' : `Every ${n} days`),
    weekdays: 'Weekdays',
    weekly: (n, days) => `${n === 1 ? 'Weekly' : `Every ${n} weeks`} on ${days}`,
    monthly: (n, day) =>
      `${n === 1 ? 'Monthly' : `Every ${n} months`} on ${day === 'last' ? 'the last day' : `day ${day}`}`,
    yearly: (n, month, day) =>
      `${n === 1 ? 'Yearly' : `Every ${n} years`} on ${MONTHS_EN[month - 1]} ${day}`,
    errors: {
      empty: () => 'The repeat setting is empty.',
      malformed_part: (v) => `The repeat setting "${v}" cannot be read (write it as NAME=value).`,
      unknown_part: (v) => `The repeat setting has a part this tool does not support: "${v}".`,
      duplicate_part: (v) => `The repeat setting gives "${v}" twice.`,
      missing_freq: () => 'The repeat setting does not say daily, weekly, monthly or yearly.',
      bad_freq: (v) => `"${v}" is not a supported repeat (daily, weekly, monthly or yearly).`,
      bad_interval: (v) => `The repeat interval "${v}" must be a whole number from 1 to 99.`,
      bad_weekday: (v) => `"${v}" is not a day of the week.`,
      no_weekdays: () => 'Choose at least one day of the week for a weekly repeat.',
      bad_month: (v) =>
        v === ''
          ? 'Choose the month for a yearly repeat.'
          : `The month "${v}" must be a number from 1 to 12.`,
      bad_month_day: (v) =>
        v === ''
          ? 'Choose the day of the month to repeat on.'
          : `The day "${v}" must be a number from 1 to 31, or the last day.`,
      bad_date: (v) => {
        const [month, day] = v.split('/').map(Number);
        return `There is no ${MONTHS_EN[(month ?? 1) - 1] ?? v} ${day ?? ''}.`;
      },
      unsupported: (v) =>
        `The repeat setting "${v}" is a form this tool cannot use (choose daily, weekdays, weekly, monthly or yearly).`,
    },
  },
};

/** The rule in words: 毎週 月・水 / Weekly on Mon, Wed. */
export function describeRepeatRule(rule: RepeatRule, language: Language): string {
  const words = REPEAT_WORDS[language];
  switch (rule.kind) {
    case 'daily':
      return words.daily(rule.interval);
    case 'weekdays':
      return words.weekdays;
    case 'weekly':
      return words.weekly(
        rule.interval,
        words.dayList(sortWeekdays(rule.days).map((day) => words.weekday[day])),
      );
    case 'monthly':
      return words.monthly(rule.interval, rule.day);
    case 'yearly':
      return words.yearly(rule.interval, rule.month, rule.day);
  }
}

/** Why a rule or its stored text was refused, to show beside the field. */
export function describeRepeatError(error: RepeatRuleError, language: Language): string {
  return REPEAT_WORDS[language].errors[error.code]('value' in error ? error.value : '');
}
