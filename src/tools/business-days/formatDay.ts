import type { Language } from '../../lib/i18n/types';

const JA_WEEKDAYS = '日月火水木金土';

/** 2026年12月28日(月) / Mon, Dec 28, 2026: a calendar date (YYYY-MM-DD) with its weekday. */
export function formatDay(date: string, language: Language): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  if (language === 'ja') return `${year}年${month}月${day}日(${JA_WEEKDAYS[weekday]})`;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
