import type { Language } from '../../lib/i18n/types';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Making an Intl.DateTimeFormat costs far more than using one (a document shows several dates
// on every keystroke), so each kind is made once.
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'ja-weekday' | 'en' | 'en-weekday'): Intl.DateTimeFormat {
  let format = formats.get(kind);
  if (!format) {
    format =
      kind === 'ja-weekday'
        ? new Intl.DateTimeFormat('ja-JP', { timeZone: 'UTC', weekday: 'short' })
        : new Intl.DateTimeFormat('en-US', {
            timeZone: 'UTC',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            ...(kind === 'en-weekday' ? { weekday: 'short' } : {}),
          });
    formats.set(kind, format);
  }
  return format;
}

/**
 * A calendar date (YYYY-MM-DD, as typed in a date field) as printed documents write it:
 * 2025年1月5日 / January 5, 2025, optionally with the weekday (2025年1月5日（日）).
 * The date is a wall-calendar day, so no time zone shifts it. Invalid input gives ''.
 */
export function formatDocumentDate(
  date: string,
  language: Language,
  options: { weekday?: boolean } = {},
): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) return '';
  const instant = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date) return '';
  if (language === 'ja') {
    const [, year, month, day] = match;
    const text = `${Number(year)}年${Number(month)}月${Number(day)}日`;
    if (!options.weekday) return text;
    return `${text}（${dateFormat('ja-weekday').format(instant)}）`;
  }
  return dateFormat(options.weekday ? 'en-weekday' : 'en').format(instant);
}
