import { addDays } from '../../lib/dates';

export const STEP_TYPES = ['preparation', 'travel', 'buffer'] as const;
export type StepType = (typeof STEP_TYPES)[number];

export const MAX_STEP_MINUTES = 1440;
const MINUTES_PER_DAY = 1440;

export interface ScheduleStepInput {
  name: string;
  minutes: number;
  type: StepType;
}

/** A Japan wall-clock moment: calendar date, HH:mm, and days relative to the arrival date. */
export interface WallClock {
  date: string;
  time: string;
  dayOffset: number;
}

export interface ScheduledStep extends ScheduleStepInput {
  start: WallClock;
  end: WallClock;
}

export interface ReverseSchedule {
  /** When to begin the first step. */
  begin: WallClock;
  arrival: WallClock;
  /** In the order the user does them; the last one ends at the arrival time. */
  steps: ScheduledStep[];
  totalMinutes: number;
  minutesByType: Record<StepType, number>;
}

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Minutes after midnight of an HH:mm time (as <input type="time"> gives it), or null. */
export function parseClockTime(text: string): number | null {
  const match = CLOCK_TIME.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  // Reject dates such as 2025-02-30 that the pattern lets through.
  return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

/** A step's duration as typed (half- or full-width digits): whole minutes from 1 to 1440. */
export function parseStepMinutes(text: string): number | null {
  const compact = text.normalize('NFKC').trim();
  if (!/^\d+$/.test(compact)) return null;
  const minutes = Number(compact);
  return minutes >= 1 && minutes <= MAX_STEP_MINUTES ? minutes : null;
}

function wallClockAt(arrivalDate: string, minutesFromMidnight: number): WallClock {
  const dayOffset = Math.floor(minutesFromMidnight / MINUTES_PER_DAY);
  const minuteOfDay = minutesFromMidnight - dayOffset * MINUTES_PER_DAY;
  const hours = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const minutes = String(minuteOfDay % 60).padStart(2, '0');
  return { date: addDays(arrivalDate, dayOffset), time: `${hours}:${minutes}`, dayOffset };
}

/**
 * Lays the steps out backwards from the arrival: the last step ends at the arrival time, each
 * earlier step ends where the next one starts. Crossing midnight moves to the previous date
 * (Japan has no daylight saving, so wall-clock arithmetic is exact).
 */
export function computeReverseSchedule(
  arrivalDate: string,
  arrivalTime: string,
  steps: readonly ScheduleStepInput[],
): ReverseSchedule {
  const arrivalMinutes = parseClockTime(arrivalTime);
  if (arrivalMinutes === null || !isCalendarDate(arrivalDate)) {
    throw new RangeError(`invalid arrival: ${arrivalDate} ${arrivalTime}`);
  }
  const scheduled: ScheduledStep[] = [];
  let end = arrivalMinutes;
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index];
    if (!step) continue;
    const start = end - step.minutes;
    scheduled.unshift({
      ...step,
      start: wallClockAt(arrivalDate, start),
      end: wallClockAt(arrivalDate, end),
    });
    end = start;
  }
  const minutesByType: Record<StepType, number> = { preparation: 0, travel: 0, buffer: 0 };
  for (const step of steps) minutesByType[step.type] += step.minutes;
  return {
    begin: wallClockAt(arrivalDate, end),
    arrival: wallClockAt(arrivalDate, arrivalMinutes),
    steps: scheduled,
    totalMinutes: arrivalMinutes - end,
    minutesByType,
  };
}
