import type { OptionWhen } from '../../lib/scheduleOptions/optionTime';

/** How far a duplicate may move the candidates (the database takes 0 to 52 weeks). */
export const DUPLICATE_MAX_WEEKS = 52;
/** The choices the form offers first: the same dates, then one to eight weeks later. */
export const DUPLICATE_WEEK_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** An instant moved by whole weeks (Japan has no summer time: a week is 7 × 24 hours). */
function shiftInstant(value: string | null | undefined, weeks: number): string | null {
  if (value === null || value === undefined) return null;
  return new Date(Date.parse(value) + weeks * WEEK_MS).toISOString();
}

/**
 * A candidate as the copy will have it (what duplicate_schedule does in the database, for the
 * form's preview): start and end moved by `weeks`, so it keeps its weekday and clock time; a
 * text candidate has no date and stays as it is.
 */
export function shiftedOption<T extends OptionWhen>(option: T, weeks: number): T {
  if (option.date_time === null) return option;
  return {
    ...option,
    date_time: shiftInstant(option.date_time, weeks),
    end_time: shiftInstant(option.end_time, weeks),
  };
}

/** Whether the form's week count is one the database takes. */
export function validWeeks(weeks: number): boolean {
  return Number.isInteger(weeks) && weeks >= 0 && weeks <= DUPLICATE_MAX_WEEKS;
}
