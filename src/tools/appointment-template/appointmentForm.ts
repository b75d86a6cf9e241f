import { isOneOf } from '../../lib/isOneOf';

/** Meeting lengths offered, in minutes. */
export const DURATIONS = [30, 60, 90, 120] as const;
export type Duration = (typeof DURATIONS)[number];
export const DEFAULT_DURATION: Duration = 60;
export const DEFAULT_CANDIDATE_COUNT = 3;
export const MAX_CANDIDATES = 10;

export function isDuration(value: number): value is Duration {
  return isOneOf(DURATIONS, value);
}

/** One candidate row: a Japan-time wall clock `YYYY-MM-DDTHH:mm` (datetime-local), or ''. */
export interface CandidateRow {
  id: number;
  value: string;
}

/**
 * The appointment form. yourName and yourCompany are the sender block every mail tool reads from
 * the sender profile (src/lib/mail/mailSender.ts), so they are not part of this form.
 */
export interface AppointmentForm {
  meetingTitle: string;
  contactName: string;
  contactCompany: string;
  purpose: string;
  duration: Duration;
  location: string;
  candidateDates: CandidateRow[];
  notes: string;
}

export type AppointmentTextField = Exclude<keyof AppointmentForm, 'duration' | 'candidateDates'>;

export function emptyAppointmentForm(): AppointmentForm {
  return {
    meetingTitle: '',
    contactName: '',
    contactCompany: '',
    purpose: '',
    duration: DEFAULT_DURATION,
    location: '',
    // The same ids every time, so that the page drawn at build time and the app's first render
    // agree (a counter shared by every form would number them differently on each drawing).
    candidateDates: Array.from({ length: DEFAULT_CANDIDATE_COUNT }, (_, index) => ({
      id: index + 1,
      value: '',
    })),
    notes: '',
  };
}

/** Removes a row, except the last one: at least one candidate must remain. */
export function removeCandidateRow(rows: readonly CandidateRow[], id: number): CandidateRow[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((row) => row.id !== id);
}

/** Adds an empty row, numbered above every row there (ids stay unique within the form). */
export function addCandidateRow(rows: readonly CandidateRow[]): CandidateRow[] {
  if (rows.length >= MAX_CANDIDATES) return [...rows];
  return [...rows, { id: Math.max(0, ...rows.map((row) => row.id)) + 1, value: '' }];
}
