import type { Language } from '../i18n/types';
import {
  businessDayFromToday,
  formatEnglishDate,
  formatJapaneseDate,
  tokyoDate,
  type CalendarDate,
} from '../weekdayCheck';

/**
 * The dates the mail tools' examples and tips show, counted from today in Japan (weekdays only),
 * so an example never carries a weekday from last year's calendar. Locale strings name them
 * as {{deliveryDate}}, {{meetingDate}}, {{reportDate}}, {{validUntil}} and {{sentDate}}.
 */
export function exampleDates(now: Date, language: Language): Record<string, string> {
  const format = language === 'ja' ? formatJapaneseDate : formatEnglishDate;
  const today = tokyoDate(now);
  const daysAgo = (days: number): Required<CalendarDate> => {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day - days));
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  };
  const sent = daysAgo(7);
  return {
    deliveryDate: format(businessDayFromToday(now, 5)),
    meetingDate: format(businessDayFromToday(now, 7)),
    reportDate: format(businessDayFromToday(now, 12)),
    validUntil: format(businessDayFromToday(now, 3)),
    // A date in the past, written without its weekday.
    sentDate:
      language === 'ja'
        ? `${sent.month}月${sent.day}日`
        : formatEnglishDate(sent).replace(/^\w+, /, ''),
  };
}

/** A locale string with its {{…}} example dates filled in (for tests and non-i18next callers). */
export function withExampleDates(text: string, now: Date, language: Language): string {
  const values = exampleDates(now, language);
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
