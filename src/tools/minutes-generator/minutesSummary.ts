import type { AgendaItem, Attendee } from './minutesTypes';

export const MAX_DURATION_MINUTES = 1440;

export type DurationResult =
  { ok: true; minutes: number | null } | { ok: false; error: 'invalid' | 'too_large' };

/** An agenda item's duration in minutes: blank is allowed, otherwise a whole number ≤ 1 day. */
export function parseDuration(raw: string): DurationResult {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/分$|min(utes)?$/i, '')
    .trim();
  if (text === '') return { ok: true, minutes: null };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'invalid' };
  const minutes = Number(text);
  if (minutes > MAX_DURATION_MINUTES) return { ok: false, error: 'too_large' };
  return { ok: true, minutes };
}

/** Sum of the valid durations given, or null when none is. */
export function totalAgendaMinutes(agenda: readonly Pick<AgendaItem, 'duration'>[]): number | null {
  let total: number | null = null;
  for (const item of agenda) {
    const parsed = parseDuration(item.duration);
    if (parsed.ok && parsed.minutes !== null) total = (total ?? 0) + parsed.minutes;
  }
  return total;
}

function minutesOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The meeting's length in minutes, or null when a time is missing or the end is not after the start. */
export function meetingLengthMinutes(startTime: string, endTime: string): number | null {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  if (start === null || end === null || end <= start) return null;
  return end - start;
}

export function endsBeforeStart(startTime: string, endTime: string): boolean {
  const start = minutesOfDay(startTime);
  const end = minutesOfDay(endTime);
  return start !== null && end !== null && end < start;
}

/** 10:00〜11:00 in Japanese, 10:00–11:00 in English; one side alone when only one is given. */
export function formatTimeRange(startTime: string, endTime: string, language: 'ja' | 'en'): string {
  const separator = language === 'ja' ? '〜' : '–';
  if (startTime && endTime) return `${startTime}${separator}${endTime}`;
  if (startTime) return `${startTime}${separator}`;
  if (endTime) return `${separator}${endTime}`;
  return '';
}

/** 山田太郎（営業部）、鈴木花子 / Taro Yamada (Sales), Hanako Suzuki; blank rows are skipped. */
export function formatAttendees(attendees: readonly Attendee[], language: 'ja' | 'en'): string {
  return attendees
    .filter((attendee) => attendee.name.trim() !== '')
    .map((attendee) => {
      const name = attendee.name.trim();
      const department = attendee.department.trim();
      if (!department) return name;
      return language === 'ja' ? `${name}（${department}）` : `${name} (${department})`;
    })
    .join(language === 'ja' ? '、' : ', ');
}

export function namedAttendeeCount(attendees: readonly Attendee[]): number {
  return attendees.filter((attendee) => attendee.name.trim() !== '').length;
}

export interface ActionItem {
  agendaNumber: number;
  agendaTitle: string;
  nextAction: string;
  responsible: string;
  deadline: string;
}

/** The next actions of every agenda item that has one, for the summary at the end. */
export function collectActionItems(agenda: readonly AgendaItem[]): ActionItem[] {
  return agenda.flatMap((item, index) =>
    item.nextAction.trim() === ''
      ? []
      : [
          {
            agendaNumber: index + 1,
            agendaTitle: item.title.trim(),
            nextAction: item.nextAction.trim(),
            responsible: item.responsible.trim(),
            deadline: item.deadline,
          },
        ],
  );
}
