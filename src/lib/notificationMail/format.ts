import {
  formatOptionSlot,
  type OptionKind,
  type OptionWhen,
} from '../scheduleOptions/optionTime.ts';
import type { MailLanguage } from './payloads.ts';

/**
 * Dates in mails, always Japan time. A mail is a record kept for later, so the decided date
 * carries its year (2026年12月1日(火) 14:00〜15:00); lists of answers and tasks, read the day
 * they arrive, leave it out (12月1日(火) 14:00).
 */
const locale = (language: MailLanguage) => (language === 'ja' ? 'ja-JP' : 'en-US');

/**
 * A candidate or decided option as the poll's page writes it (12月1日(火) 14:00〜15:00,
 * 12月7日(月) 午後, or a text candidate's text), with the year when asked. Options written to
 * the outbox before candidates had kinds are timed ones.
 */
export function formatSlot(
  option: Omit<OptionWhen, 'kind'> & { kind?: OptionKind },
  language: MailLanguage,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  return formatOptionSlot({ ...option, kind: option.kind ?? 'time' }, language, { withYear });
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

/**
 * An instant as Japan's date and time: 2026年12月3日(木) 15:00, or Thu, Dec 3, 2026, 15:00 (24-hour
 * clock in both languages); the year when asked.
 */
export function formatDayTime(
  instant: string,
  language: MailLanguage,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const at = new Date(instant);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tokyo',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = new Intl.DateTimeFormat(locale(language), {
    timeZone: 'Asia/Tokyo',
    ...(withYear ? { year: 'numeric' } : {}),
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(at);
  return language === 'ja' ? `${day} ${time}` : `${day}, ${time}`;
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
