import { buildCsv, type CsvCell, textCell } from '../../lib/csv';
import type { locales } from './locales';
import { absenteeNames } from './minutesDraft';
import { parseDuration } from './minutesSummary';
import type { MinutesDraft } from './minutesTypes';

export type MinutesCsvLabels = (typeof locales)['en']['csv'];

/**
 * The minutes as CSV: meeting information (recorder and absentees included), then the attendee
 * list, then one row per agenda item with its decision, next action, person responsible and
 * deadline, then the next meeting's date, time and place.
 */
export function buildMinutesCsv(
  draft: MinutesDraft,
  labels: MinutesCsvLabels,
  language: 'ja' | 'en' = 'ja',
): string {
  const { meeting } = draft;
  const separator = language === 'ja' ? '、' : ', ';
  const rows: CsvCell[][] = [
    [labels.title],
    [labels.meeting_title, textCell(meeting.title)],
    [labels.date, meeting.date],
    [labels.start_time, meeting.startTime],
    [labels.end_time, meeting.endTime],
    [labels.location, textCell(meeting.location)],
    [labels.organizer, textCell(meeting.organizer)],
    [labels.recorder, textCell(meeting.recorder)],
    [labels.absentees, textCell(absenteeNames(meeting.absentees).join(separator))],
    [],
    [labels.attendees],
    [labels.no, labels.name, labels.department],
    ...draft.attendees.map((attendee, index): CsvCell[] => [
      index + 1,
      textCell(attendee.name),
      textCell(attendee.department),
    ]),
    [],
    [labels.agenda],
    [
      labels.no,
      labels.agenda_title,
      labels.presenter,
      labels.duration,
      labels.content,
      labels.decision,
      labels.next_action,
      labels.responsible,
      labels.deadline,
    ],
    ...draft.agenda.map((item, index): CsvCell[] => {
      const duration = parseDuration(item.duration);
      return [
        index + 1,
        textCell(item.title),
        textCell(item.presenter),
        duration.ok ? duration.minutes : textCell(item.duration),
        textCell(item.content),
        textCell(item.decision),
        textCell(item.nextAction),
        textCell(item.responsible),
        item.deadline,
      ];
    }),
    [],
    [labels.next_meeting],
    [labels.next_date, meeting.nextDate],
    [labels.next_time, meeting.nextTime],
    [labels.next_place, textCell(meeting.nextPlace)],
  ];
  return buildCsv(rows);
}
