import { tokyoDateString } from '../dates';
import type { Holiday, HolidayCalendar } from '../japaneseCalendar/holidays';
import type { OptionWhen } from './optionTime';

/** The national holiday a dated candidate falls on (its day in Japan time), if any. */
export function optionHoliday(
  calendar: HolidayCalendar | null,
  option: OptionWhen,
): Holiday | null {
  if (!calendar || option.kind === 'text' || option.date_time === null) return null;
  return calendar.holidayOn(tokyoDateString(new Date(option.date_time)));
}
