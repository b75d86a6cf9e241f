import type { MailLanguage, OptionSnapshot } from './payloads.ts';

/**
 * Dates in mails, always Japan time. A mail is a record kept for later, so the decided date
 * carries its year (2026年12月1日(火) 14:00〜15:00); lists of answers and tasks, read the day
 * they arrive, leave it out (12月1日(火) 14:00).
 */
const TIME_ZONE = 'Asia/Tokyo';

const locale = (language: MailLanguage) => (language === 'ja' ? 'ja-JP' : 'en-US');

function dateTime(instant: string, language: MailLanguage, withYear: boolean): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: TIME_ZONE,
    ...(withYear ? { year: 'numeric' } : {}),
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

const tokyoDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(instant));

function clock(instant: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** A candidate or decided slot: its start and, if it has one, its end (the clock time alone
 *  when it ends the same day). */
export function formatSlot(
  option: Pick<OptionSnapshot, 'date_time' | 'end_time'>,
  language: MailLanguage,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const start = dateTime(option.date_time, language, withYear);
  if (!option.end_time) return start;
  const end =
    tokyoDay(option.date_time) === tokyoDay(option.end_time)
      ? clock(option.end_time)
      : dateTime(option.end_time, language, withYear);
  return `${start}${language === 'ja' ? '〜' : '–'}${end}`;
}

/** A calendar day (YYYY-MM-DD): 12月1日(火), or Tue, Dec 1; with the year when asked. */
export function formatDay(
  day: string,
  language: MailLanguage,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  return new Intl.DateTimeFormat(locale(language), {
    timeZone: 'UTC',
    ...(withYear ? { year: 'numeric' } : {}),
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** At most `max` visible characters, an ellipsis marking a cut (for subject lines). */
export function shorten(text: string, max: number): string {
  const kept: string[] = [];
  for (const { segment } of graphemes.segment(text.trim())) {
    if (kept.length === max) return `${kept.slice(0, max - 1).join('')}…`;
    kept.push(segment);
  }
  return kept.join('');
}
