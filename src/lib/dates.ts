/** Every date shown to users is in Japan time, whatever the device's zone. */
export const TOKYO_TIME_ZONE = 'Asia/Tokyo';
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** YYYY-MM-DD of the given instant in Tokyo (for <input type="date"> defaults). */
export function tokyoDateString(instant: Date = new Date()): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * An instant as Japan's wall time, `YYYY-MM-DD HH:mm:ss` (Japan keeps UTC+9 all year), for files
 * people and Excel read; '' for a value that is not a time.
 */
export function tokyoTimestamp(instant: string | Date): string {
  const time = new Date(instant).getTime();
  if (Number.isNaN(time)) return '';
  return new Date(time + TOKYO_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Adds whole days to a YYYY-MM-DD calendar date. */
export function addDays(date: string, days: number): string {
  const utc = new Date(`${date}T00:00:00Z`);
  utc.setUTCDate(utc.getUTCDate() + days);
  return utc.toISOString().slice(0, 10);
}

/** A Japan-time wall clock date and time (YYYY-MM-DD, HH:mm) as an instant (+09:00). */
export function tokyoWallTimeToDate(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+09:00`);
}

/**
 * An instant as a Japan-time date and time with its year: 2026年12月1日 18:00 / Dec 1, 2026,
 * 06:00 PM. `hourCycle: 'h23'` writes English with the 24-hour clock too (18:00).
 */
export function formatTokyoDateTime(
  value: string | Date,
  locale: string,
  { hourCycle }: { hourCycle?: 'h23' } = {},
): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: TOKYO_TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle,
  }).format(typeof value === 'string' ? new Date(value) : value);
}

export function formatTokyoDate(value: string | Date, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: TOKYO_TIME_ZONE,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(typeof value === 'string' ? new Date(value) : value);
}
