import fc from 'fast-check';
import { isHoliday } from 'japanese-holidays';
import { addDays } from '../../lib/dates';
import { holidayCalendar } from '../../lib/japaneseCalendar/holidayTable';
import {
  addBusinessDays,
  countBusinessDays,
  dayOffReason,
  nearestBusinessDay,
  type DaysOffRules,
} from './businessCalendar';

const WEEKEND = new Set([0, 6]);
const rules = (extra: Partial<DaysOffRules> = {}): DaysOffRules => ({
  weekdays: WEEKEND,
  holidays: holidayCalendar,
  yearEnd: false,
  ownDaysOff: new Set(),
  ...extra,
});

/**
 * The reference: a plain day-by-day walk with japanese-holidays (which computes the holidays
 * from the law itself) deciding holidays, and Date's own weekday.
 */
function referenceIsBusinessDay(date: string, yearEnd: boolean, own: ReadonlySet<string>): boolean {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const day = new Date(y, m - 1, d);
  if (day.getDay() === 0 || day.getDay() === 6) return false;
  if (isHoliday(day)) return false;
  const md = date.slice(5);
  if (yearEnd && (md >= '12-29' || md <= '01-03')) return false;
  return !own.has(date);
}

const dayMs = 86_400_000;
/** Far enough inside 1955–2027 that ±40 business days stay in the holiday table's years. */
const anyDate = fc
  .integer({ min: Date.UTC(1955, 2, 1) / dayMs, max: Date.UTC(2027, 9, 31) / dayMs })
  .map((days) => new Date(days * dayMs).toISOString().slice(0, 10));

describe('business days against a plain walk with japanese-holidays, 1955–2027', () => {
  it('adds and subtracts business days', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: -40, max: 40 }),
        fc.boolean(),
        (start, count, yearEnd) => {
          let expected = start;
          for (let left = Math.abs(count); left > 0;) {
            expected = addDays(expected, count < 0 ? -1 : 1);
            if (referenceIsBusinessDay(expected, yearEnd, new Set())) left -= 1;
          }
          expect(addBusinessDays(start, count, rules({ yearEnd }))).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('counts the business days of a range', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.integer({ min: 0, max: 120 }),
        fc.boolean(),
        (from, length, yearEnd) => {
          const to = addDays(from, length);
          let expected = 0;
          for (let date = from; date <= to; date = addDays(date, 1)) {
            if (referenceIsBusinessDay(date, yearEnd, new Set())) expected += 1;
          }
          const count = countBusinessDays(from, to, rules({ yearEnd }));
          expect(count.businessDays).toBe(expected);
          expect(
            count.businessDays +
              count.weekendDays +
              count.holidayDays +
              count.yearEndDays +
              count.ownDays,
          ).toBe(count.calendarDays);
        },
      ),
      { numRuns: 800 },
    );
  }, 30_000);
});

describe('business days', () => {
  it.each([
    // Friday + 1 business day is Monday.
    ['2026-11-27', 1, '2026-11-30'],
    // Over 成人の日 2027 (Monday 11 January).
    ['2027-01-08', 1, '2027-01-12'],
    // Over シルバーウィーク 2026: 敬老の日 21, 国民の休日 22, 秋分の日 23 September.
    ['2026-09-18', 1, '2026-09-24'],
    ['2026-09-24', -1, '2026-09-18'],
    ['2026-11-27', 0, '2026-11-27'],
    // From a Saturday, +1 is Monday.
    ['2026-11-28', 1, '2026-11-30'],
  ])('%s %+i → %s', (start, count, expected) => {
    expect(addBusinessDays(start, count, rules())).toBe(expected);
  });

  it('skips 年末年始 and the company’s own days off when asked', () => {
    expect(addBusinessDays('2026-12-28', 1, rules({ yearEnd: true }))).toBe('2027-01-04');
    expect(addBusinessDays('2026-12-28', 1, rules())).toBe('2026-12-29');
    const own = new Set(['2027-01-04', '2027-01-05']);
    expect(addBusinessDays('2026-12-28', 1, rules({ yearEnd: true, ownDaysOff: own }))).toBe(
      '2027-01-06',
    );
  });

  it('says why a day is off, the holiday first', () => {
    expect(dayOffReason('2027-01-11', rules())).toMatchObject({
      kind: 'holiday',
      holiday: { name: '成人の日' },
    });
    expect(dayOffReason('2026-11-28', rules())).toEqual({ kind: 'weekend' });
    expect(dayOffReason('2026-12-30', rules({ yearEnd: true }))).toEqual({ kind: 'year_end' });
    expect(dayOffReason('2026-11-30', rules())).toBeNull();
  });

  it('counts a range with its holidays', () => {
    const count = countBusinessDays('2026-09-01', '2026-09-30', rules());
    expect(count).toMatchObject({
      calendarDays: 30,
      businessDays: 19,
      weekendDays: 8,
      holidayDays: 3,
    });
    expect(count.holidays.map((h) => h.name)).toEqual(['敬老の日', '国民の休日', '秋分の日']);
    expect(countBusinessDays('2026-09-30', '2026-09-01', rules()).businessDays).toBe(19);
  });

  it('finds the nearest business day either way, and gives up when every day is off', () => {
    expect(nearestBusinessDay('2027-01-11', 'previous', rules())).toBe('2027-01-08');
    expect(nearestBusinessDay('2027-01-11', 'next', rules())).toBe('2027-01-12');
    expect(
      addBusinessDays('2026-01-01', 1, rules({ weekdays: new Set([0, 1, 2, 3, 4, 5, 6]) })),
    ).toBeNull();
  });
});
