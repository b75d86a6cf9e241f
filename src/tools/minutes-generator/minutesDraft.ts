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

/** Who is writing: from the sender profile, filled into a new draft's organizer and recorder. */
export interface MinutesAuthor {
  department: string;
  personName: string;
}

/** 営業部 佐藤 花子: the department and name as a minutes' organizer or recorder line. */
export function authorLine(author: MinutesAuthor | undefined): string {
  if (!author) return '';
  return [author.department.trim(), author.personName.trim()].filter(Boolean).join(' ');
}

/** Fields added after the first version of the draft; a stored older draft gets them blank. */
const LATER_MEETING_FIELDS = {
  recorder: '',
  absentees: '',
  nextDate: '',
  nextTime: '',
  nextPlace: '',
};

export function createMinutesDraft(now: Date = new Date(), author?: MinutesAuthor): MinutesDraft {
  const person = authorLine(author);
  return {
    version: 1,
    meeting: {
      title: '',
      date: tokyoDateString(now),
      startTime: '',
      endTime: '',
      location: '',
      organizer: person,
      ...LATER_MEETING_FIELDS,
      recorder: person,
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
/** The fields added later may be missing from an older draft, but are text when present. */
function laterFieldsAreStrings(meeting: unknown): boolean {
  return (
    isRecord(meeting) &&
    Object.keys(LATER_MEETING_FIELDS).every(
      (key) => meeting[key] === undefined || typeof meeting[key] === 'string',
    )
  );
}

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
    laterFieldsAreStrings(value.meeting) &&
    Array.isArray(value.attendees) &&
    value.attendees.length > 0 &&
    value.attendees.every((attendee) => hasStrings(attendee, ATTENDEE_KEYS)) &&
    Array.isArray(value.agenda) &&
    value.agenda.length > 0 &&
    value.agenda.every((item) => hasStrings(item, AGENDA_KEYS))
  );
}

/** A stored draft, brought up to today's shape (an older one gains the later fields, blank). */
export function readMinutesDraft(value: unknown): MinutesDraft | null {
  if (!isMinutesDraft(value)) return null;
  return { ...value, meeting: { ...LATER_MEETING_FIELDS, ...value.meeting } };
}

/**
 * 佐藤、田中（開発部）: the absentees typed one per line or separated by 、 or commas. A comma
 * inside brackets belongs to the name (鈴木（開発部, 第2課）).
 */
export function absenteeNames(absentees: string): string[] {
  const names: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of absentees) {
    if (char === '(' || char === '（') depth += 1;
    if ((char === ')' || char === '）') && depth > 0) depth -= 1;
    if (char === '\n' || (depth === 0 && /[、，,]/.test(char))) {
      names.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  names.push(current);
  return names.map((name) => name.trim()).filter(Boolean);
}
