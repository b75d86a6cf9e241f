import { optionInstant } from '../../lib/scheduleOptions/optionTime';
import type { NewOption } from './schedules';

/** One month of a calendar, Sunday first, as rows of seven days (null: outside the month). */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function shiftMonth(year: number, month: number, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export interface TimeSlot {
  start: string;
  end: string;
}

/**
 * Every picked day with every time slot (Rallly's way), in time order. A slot without a valid
 * start is left out; an end that is not after the start is dropped (the option keeps its start).
 */
export function slotOptions(
  days: readonly string[],
  slots: readonly TimeSlot[],
  label: string,
): NewOption[] {
  const options: NewOption[] = [];
  for (const day of [...days].sort()) {
    for (const slot of slots) {
      const start = optionInstant(day, slot.start);
      if (!start) continue;
      const end = slot.end ? optionInstant(day, slot.end) : null;
      options.push({ kind: 'time', start, end: end && end > start ? end : null, label });
    }
  }
  return options;
}
