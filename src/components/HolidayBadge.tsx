import { useCommonTranslation } from '../lib/i18n/toolLocales';
import type { Holiday } from '../lib/japaneseCalendar/holidays';

const BADGE =
  'inline-block rounded border border-red-300 bg-red-50 px-1.5 text-xs font-medium whitespace-nowrap text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200';

/**
 * 「祝 成人の日」 beside a date that falls on a national holiday of Japan. `compact` shows 「祝」
 * alone (a table's column heading), the holiday's name still read out and shown on hover.
 */
export function HolidayBadge({
  holiday,
  language,
  compact = false,
}: {
  holiday: Holiday;
  language: 'ja' | 'en';
  compact?: boolean;
}) {
  const { t } = useCommonTranslation();
  const name = language === 'ja' ? holiday.name : holiday.nameEn;
  // The badge speaks the language of the text it sits in (a poll may be shown in either).
  const text = t('holiday_mark', { name, lng: language });
  if (compact) {
    return (
      <span className={BADGE} title={text}>
        <span aria-hidden="true">{t('holiday_short', { lng: language })}</span>
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return <span className={BADGE}>{text}</span>;
}
