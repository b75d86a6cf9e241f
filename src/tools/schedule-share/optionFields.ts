import { addDays, tokyoDateString } from '../../lib/dates';
import { optionInstant, tokyoClock, type OptionKind } from '../../lib/scheduleOptions/optionTime';
import type { NewOption, ScheduleOption } from './schedules';

/** What the one-candidate form holds: times are Japan wall-clock times (YYYY-MM-DD, HH:mm). */
export interface OptionFields {
  kind: OptionKind;
  date: string;
  time: string;
  endTime: string;
  /** The end is on the day after the date (a slot past midnight). */
  endsNextDay: boolean;
  /** The note, or the whole candidate when it is text. */
  label: string;
}

export const EMPTY_OPTION_FIELDS: OptionFields = {
  kind: 'time',
  date: '',
  time: '',
  endTime: '',
  endsNextDay: false,
  label: '',
};

/** The kinds in the order the form offers them: a time first, text last. */
export const OPTION_KIND_CHOICES: readonly OptionKind[] = [
  'time',
  'all_day',
  'morning',
  'afternoon',
  'evening',
  'day',
  'text',
];

export type OptionFieldProblem =
  'needs_date_time' | 'needs_date' | 'needs_text' | 'end_before_start';

/** The fields as a candidate, or the reason they are not one yet. */
export function fieldsToOption(fields: OptionFields): NewOption | OptionFieldProblem {
  const label = fields.label;
  if (fields.kind === 'text') {
    return label.trim() === '' ? 'needs_text' : { kind: 'text', start: null, end: null, label };
  }
  if (fields.kind !== 'time') {
    const day = optionInstant(fields.date, '00:00');
    return day ? { kind: fields.kind, start: day, end: null, label } : 'needs_date';
  }
  const start = optionInstant(fields.date, fields.time);
  if (!start) return 'needs_date_time';
  if (fields.endTime === '') return { kind: 'time', start, end: null, label };
  const endDate = fields.endsNextDay ? addDays(fields.date, 1) : fields.date;
  const end = optionInstant(endDate, fields.endTime);
  if (!end || end <= start) return 'end_before_start';
  return { kind: 'time', start, end, label };
}

/** A saved candidate back in the form, to change it. */
export function optionToFields(option: ScheduleOption): OptionFields {
  const date = option.date_time ? tokyoDateString(new Date(option.date_time)) : '';
  const timed = option.kind === 'time' && option.date_time !== null;
  return {
    kind: option.kind,
    date,
    time: timed && option.date_time ? tokyoClock(option.date_time) : '',
    endTime: timed && option.end_time ? tokyoClock(option.end_time) : '',
    endsNextDay:
      timed && option.end_time !== null && tokyoDateString(new Date(option.end_time)) !== date,
    label: option.label ?? '',
  };
}
