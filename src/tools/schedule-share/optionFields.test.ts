import { EMPTY_OPTION_FIELDS as BLANK, fieldsToOption, optionToFields } from './optionFields';
import type { ScheduleOption } from './schedules';

const iso = (wall: string) => new Date(`${wall}:00+09:00`).toISOString();

describe('fieldsToOption', () => {
  it.each([
    [
      { date: '2026-12-01', time: '14:00' },
      { kind: 'time', start: iso('2026-12-01T14:00') },
    ],
    [
      { date: '2026-12-01', time: '14:00', endTime: '15:30', label: '本社' },
      { kind: 'time', start: iso('2026-12-01T14:00'), end: iso('2026-12-01T15:30'), label: '本社' },
    ],
    [
      { date: '2026-12-01', time: '22:00', endTime: '01:00', endsNextDay: true },
      { kind: 'time', start: iso('2026-12-01T22:00'), end: iso('2026-12-02T01:00') },
    ],
    [
      { date: '2026-12-31', time: '23:00', endTime: '01:00', endsNextDay: true },
      { kind: 'time', start: iso('2026-12-31T23:00'), end: iso('2027-01-01T01:00') },
    ],
    [{ date: '2026-12-01', time: '22:00', endTime: '01:00' }, 'end_before_start'],
    [{ date: '2026-12-01', time: '' }, 'needs_date_time'],
    [
      { kind: 'afternoon', date: '2026-12-07', time: '14:00' },
      { kind: 'afternoon', start: iso('2026-12-07T00:00') },
    ],
    [
      { kind: 'all_day', date: '2026-12-08' },
      { kind: 'all_day', start: iso('2026-12-08T00:00') },
    ],
    [{ kind: 'day', date: '' }, 'needs_date'],
    [
      { kind: 'text', date: '2026-12-08', label: 'いつでも' },
      { kind: 'text', label: 'いつでも' },
    ],
    [{ kind: 'text', label: '　' }, 'needs_text'],
  ] as const)('%j → %j', (fields, expected) => {
    const result = fieldsToOption({ ...BLANK, ...fields });
    if (typeof expected === 'string') {
      expect(result).toBe(expected);
      return;
    }
    expect(result).toEqual({
      kind: expected.kind,
      start: 'start' in expected ? new Date(expected.start) : null,
      end: 'end' in expected ? new Date(expected.end) : null,
      label: 'label' in expected ? expected.label : 'label' in fields ? fields.label : '',
    });
  });
});

describe('optionToFields', () => {
  const option = (changes: Partial<ScheduleOption>): ScheduleOption => ({
    id: 'o',
    kind: 'time',
    date_time: iso('2026-12-01T22:00'),
    end_time: null,
    label: null,
    ...changes,
  });

  it.each([
    [
      option({ end_time: iso('2026-12-01T23:30') }),
      { date: '2026-12-01', time: '22:00', endTime: '23:30' },
    ],
    [
      option({ end_time: iso('2026-12-02T01:00'), label: '二次会' }),
      { date: '2026-12-01', time: '22:00', endTime: '01:00', endsNextDay: true, label: '二次会' },
    ],
    [
      option({ kind: 'evening', date_time: iso('2026-12-07T00:00') }),
      { kind: 'evening', date: '2026-12-07' },
    ],
    [
      option({ kind: 'text', date_time: null, label: 'いつでも' }),
      { kind: 'text', label: 'いつでも' },
    ],
  ] as const)('%j', (saved, fields) => {
    const expected = { ...BLANK, ...fields };
    expect(optionToFields(saved)).toEqual(expected);
    // And back: the form saves what was there.
    const again = fieldsToOption(expected);
    expect(typeof again === 'string' ? again : (again.start?.toISOString() ?? null)).toBe(
      saved.date_time,
    );
  });
});
