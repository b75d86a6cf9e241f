import {
  computeReverseSchedule,
  isCalendarDate,
  parseClockTime,
  parseStepMinutes,
  type ScheduleStepInput,
} from './computeReverseSchedule';

const steps: ScheduleStepInput[] = [
  { name: '身支度', minutes: 30, type: 'preparation' },
  { name: '電車で移動', minutes: 45, type: 'travel' },
  { name: '余裕', minutes: 15, type: 'buffer' },
];

describe('computeReverseSchedule', () => {
  it('lays the steps out backwards from the arrival time', () => {
    const schedule = computeReverseSchedule('2025-04-01', '09:00', steps);
    expect(schedule.begin).toEqual({ date: '2025-04-01', time: '07:30', dayOffset: 0 });
    expect(schedule.arrival).toEqual({ date: '2025-04-01', time: '09:00', dayOffset: 0 });
    expect(schedule.steps.map((step) => [step.name, step.start.time, step.end.time])).toEqual([
      ['身支度', '07:30', '08:00'],
      ['電車で移動', '08:00', '08:45'],
      ['余裕', '08:45', '09:00'],
    ]);
    expect(schedule.totalMinutes).toBe(90);
    expect(schedule.minutesByType).toEqual({ preparation: 30, travel: 45, buffer: 15 });
  });

  it('moves to the previous date across midnight', () => {
    const schedule = computeReverseSchedule('2025-04-01', '00:30', steps);
    expect(schedule.begin).toEqual({ date: '2025-03-31', time: '23:00', dayOffset: -1 });
    expect(schedule.steps.map((step) => [step.start.date, step.start.time])).toEqual([
      ['2025-03-31', '23:00'],
      ['2025-03-31', '23:30'],
      ['2025-04-01', '00:15'],
    ]);
    expect(schedule.steps[1]?.end).toEqual({ date: '2025-04-01', time: '00:15', dayOffset: 0 });
  });

  it('treats a step ending at 00:00 as ending at the start of the arrival date', () => {
    const schedule = computeReverseSchedule('2025-04-01', '00:00', [
      { name: 'a', minutes: 1, type: 'buffer' },
    ]);
    expect(schedule.begin).toEqual({ date: '2025-03-31', time: '23:59', dayOffset: -1 });
    expect(schedule.steps[0]?.end).toEqual({ date: '2025-04-01', time: '00:00', dayOffset: 0 });
  });

  it('crosses year ends, leap days and several days', () => {
    expect(
      computeReverseSchedule('2025-01-01', '06:00', [
        { name: '夜行バス', minutes: 480, type: 'travel' },
      ]).begin,
    ).toEqual({ date: '2024-12-31', time: '22:00', dayOffset: -1 });
    expect(
      computeReverseSchedule('2024-03-01', '01:00', [{ name: 'x', minutes: 120, type: 'travel' }])
        .begin,
    ).toEqual({ date: '2024-02-29', time: '23:00', dayOffset: -1 });
    const long = Array.from({ length: 3 }, () => ({
      name: '',
      minutes: 1440,
      type: 'travel' as const,
    }));
    expect(computeReverseSchedule('2025-04-10', '12:00', long).begin).toEqual({
      date: '2025-04-07',
      time: '12:00',
      dayOffset: -3,
    });
  });

  it('begins at the arrival time when there are no steps', () => {
    const schedule = computeReverseSchedule('2025-04-01', '10:15', []);
    expect(schedule.begin).toEqual(schedule.arrival);
    expect(schedule.steps).toEqual([]);
    expect(schedule.totalMinutes).toBe(0);
  });

  it.each([
    ['2025-04-01', '24:00'],
    ['2025-04-01', '9:00'],
    ['2025-04-01', ''],
    ['2025-02-30', '09:00'],
    ['', '09:00'],
  ])('rejects an invalid arrival %s %s', (date, time) => {
    expect(() => computeReverseSchedule(date, time, steps)).toThrow(RangeError);
  });
});

describe('parsers', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['1200', null],
    ['', null],
  ])('parseClockTime(%j) = %j', (text, expected) => {
    expect(parseClockTime(text)).toBe(expected);
  });

  it.each([
    ['30', 30],
    ['１５', 15],
    [' 45 ', 45],
    ['1', 1],
    ['1440', 1440],
    ['1441', null],
    ['0', null],
    ['-5', null],
    ['1.5', null],
    ['', null],
    ['三十', null],
  ])('parseStepMinutes(%j) = %j', (text, expected) => {
    expect(parseStepMinutes(text)).toBe(expected);
  });

  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-4-1', false],
  ])('isCalendarDate(%j) = %j', (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});
