import type { TFunction } from 'i18next';
import {
  HOLIDAY_FIRST_YEAR,
  HOLIDAY_LAST_YEAR,
  HOLIDAYS_FIXED_THROUGH,
} from '../../lib/japaneseCalendar/holidays';
import { coverageGaps } from './businessCalendar';

/** Says so when a result reaches years the holiday table does not cover, or only forecasts. */
export function CoverageNotes({ dates, t }: { dates: string[]; t: TFunction }) {
  const gaps = coverageGaps(dates, HOLIDAY_FIRST_YEAR, HOLIDAY_LAST_YEAR, HOLIDAYS_FIXED_THROUGH);
  const notes = [
    gaps.before ? t('coverage_before') : null,
    gaps.afterYear !== null ? t('coverage_after', { year: gaps.afterYear }) : null,
    gaps.forecastYear !== null ? t('coverage_forecast', { year: gaps.forecastYear }) : null,
  ].filter((note): note is string => note !== null);
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm text-amber-800 dark:text-amber-200">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
