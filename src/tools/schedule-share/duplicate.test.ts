import { describe, expect, it } from 'vitest';
import { formatTokyoDateTime } from '../../lib/dates';
import { shiftedOption, validWeeks } from './duplicate';

const tokyo = (iso: string | null) =>
  iso === null ? null : formatTokyoDateTime(iso, 'en', { hourCycle: 'h23' });

describe('shiftedOption', () => {
  it.each([
    // A timed candidate keeps its weekday and Japan clock time across a month's end.
    [
      '2030-01-29T01:00:00Z',
      '2030-01-29T02:30:00Z',
      1,
      '2030-02-05T01:00:00.000Z',
      '2030-02-05T02:30:00.000Z',
    ],
    // Across a year's end and a leap day.
    ['2031-12-30T15:00:00Z', null, 1, '2032-01-06T15:00:00.000Z', null],
    ['2032-02-26T00:00:00Z', null, 1, '2032-03-04T00:00:00.000Z', null],
    ['2030-12-03T10:00:00Z', null, 0, '2030-12-03T10:00:00.000Z', null],
    ['2030-12-03T10:00:00Z', null, 52, '2031-12-02T10:00:00.000Z', null],
  ])('%s (end %s) + %d weeks → %s', (start, end, weeks, movedStart, movedEnd) => {
    const moved = shiftedOption({ kind: 'time', date_time: start, end_time: end }, weeks);
    expect(moved.date_time).toBe(movedStart);
    expect(moved.end_time).toBe(movedEnd);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en', { weekday: 'short', timeZone: 'Asia/Tokyo' }).format(
        new Date(iso),
      );
    expect(day(movedStart)).toBe(day(start));
    expect(tokyo(movedStart)?.slice(-5)).toBe(tokyo(start)?.slice(-5));
  });

  it('leaves a text candidate as it is', () => {
    const text = { kind: 'text' as const, date_time: null, label: '来月のどこか' };
    expect(shiftedOption(text, 3)).toBe(text);
  });
});

describe('validWeeks', () => {
  it.each([
    [0, true],
    [1, true],
    [52, true],
    [53, false],
    [-1, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d → %s', (weeks, valid) => {
    expect(validWeeks(weeks)).toBe(valid);
  });
});
