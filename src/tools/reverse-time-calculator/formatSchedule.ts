import type { Language } from '../../lib/i18n/types';
import type { ReverseSchedule, ScheduledStep, WallClock } from './computeReverseSchedule';

/** "2025年4月1日(火)" / "Tue, April 1, 2025" for a calendar date (no zone shift: it is a date). */
export function formatCalendarDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'ja-JP', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T00:00:00Z`));
}

export interface ScheduleTextLabels {
  arrival: (clock: WallClock) => string;
  begin: (clock: WallClock) => string;
  step: (step: ScheduledStep) => string;
}

/** Plain text for the clipboard: when to begin, each step in order, then the arrival. */
export function buildScheduleText(schedule: ReverseSchedule, labels: ScheduleTextLabels): string {
  return [
    labels.begin(schedule.begin),
    ...schedule.steps.map((step) => labels.step(step)),
    labels.arrival(schedule.arrival),
  ].join('\n');
}
