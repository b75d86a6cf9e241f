import { tokyoDateString } from '../../lib/dates';
import type { AgendaItem, Attendee, MinutesDraft } from './minutesTypes';

export const MINUTES_DRAFT_STORAGE_KEY = 'minutes-generator-draft';

let idCounter = 0;
function createId(prefix: string): string {
  idCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${idCounter}`;
}

export function createAttendee(): Attendee {
  return { id: createId('attendee'), name: '', department: '' };
}

export function createAgendaItem(): AgendaItem {
  return {
    id: createId('agenda'),
    title: '',
    presenter: '',
    duration: '',
    content: '',
    decision: '',
    nextAction: '',
    responsible: '',
    deadline: '',
  };
}

export function createMinutesDraft(now: Date = new Date()): MinutesDraft {
  return {
    version: 1,
    meeting: {
      title: '',
      date: tokyoDateString(now),
      startTime: '',
      endTime: '',
      location: '',
      organizer: '',
    },
    attendees: [createAttendee()],
    agenda: [createAgendaItem()],
  };
}

/** 議事録_2025-01-05_定例会議: the date and title, safe for any file system. */
export function minutesFileName(
  baseName: string,
  meeting: { date: string; title: string },
  extension?: 'csv',
): string {
  const name = [baseName, meeting.date.trim(), meeting.title.trim()]
    .filter((part) => part !== '')
    .map((part) => part.replace(/[\\/:*?"<>|\s]+/g, '_'))
    .join('_');
  return extension ? `${name}.${extension}` : name;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hasStrings(value: unknown, keys: readonly string[]): boolean {
  return isRecord(value) && keys.every((key) => typeof value[key] === 'string');
}

const MEETING_KEYS = ['title', 'date', 'startTime', 'endTime', 'location', 'organizer'];
const ATTENDEE_KEYS = ['id', 'name', 'department'];
const AGENDA_KEYS = [
  'id',
  'title',
  'presenter',
  'duration',
  'content',
  'decision',
  'nextAction',
  'responsible',
  'deadline',
];

/** A draft read back from storage is used only if it has exactly the expected shape. */
export function isMinutesDraft(value: unknown): value is MinutesDraft {
  return (
    isRecord(value) &&
    value.version === 1 &&
    hasStrings(value.meeting, MEETING_KEYS) &&
    Array.isArray(value.attendees) &&
    value.attendees.length > 0 &&
    value.attendees.every((attendee) => hasStrings(attendee, ATTENDEE_KEYS)) &&
    Array.isArray(value.agenda) &&
    value.agenda.length > 0 &&
    value.agenda.every((item) => hasStrings(item, AGENDA_KEYS))
  );
}
