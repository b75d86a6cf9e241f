import { holidayCalendar } from '../../lib/japaneseCalendar/holidayTable';
import type { DaysOffRules } from './businessCalendar';
import { paymentDue, type PaymentTerms } from './paymentDue';

const rules: DaysOffRules = {
  weekdays: new Set([0, 6]),
  holidays: holidayCalendar,
  yearEnd: true,
  ownDaysOff: new Set(),
};
const monthEnd: PaymentTerms = {
  closingDay: 'end',
  monthsLater: 1,
  paymentDay: 'end',
  shift: 'previous',
};

describe('paymentDue', () => {
  it.each<[string, PaymentTerms, string, string, string]>([
    // 月末締め翌月末払い: December's end is in 年末年始 → the previous business day.
    ['2026-11-10', monthEnd, '2026-11-30', '2026-12-31', '2026-12-28'],
    // 2027-01-31 is a Sunday → Friday 29th.
    ['2026-12-15', monthEnd, '2026-12-31', '2027-01-31', '2027-01-29'],
    // Next business day instead.
    ['2026-12-15', { ...monthEnd, shift: 'next' }, '2026-12-31', '2027-01-31', '2027-02-01'],
    // Not moved.
    ['2026-12-15', { ...monthEnd, shift: 'none' }, '2026-12-31', '2027-01-31', '2027-01-31'],
    // 20日締め翌月10日払い: after the 20th, the next month's closing.
    [
      '2026-11-20',
      { closingDay: 20, monthsLater: 1, paymentDay: 10, shift: 'previous' },
      '2026-11-20',
      '2026-12-10',
      '2026-12-10',
    ],
    [
      '2026-11-21',
      { closingDay: 20, monthsLater: 1, paymentDay: 10, shift: 'previous' },
      '2026-12-20',
      '2027-01-10',
      '2027-01-08',
    ],
    // 月末締め翌々月15日払い; February has no 30th: 30日 means its last day.
    [
      '2026-12-01',
      { closingDay: 'end', monthsLater: 2, paymentDay: 15, shift: 'next' },
      '2026-12-31',
      '2027-02-15',
      '2027-02-15',
    ],
    [
      '2027-01-05',
      { closingDay: 'end', monthsLater: 1, paymentDay: 30, shift: 'none' },
      '2027-01-31',
      '2027-02-28',
      '2027-02-28',
    ],
    // 当月末払い.
    [
      '2027-03-03',
      { closingDay: 15, monthsLater: 0, paymentDay: 'end', shift: 'previous' },
      '2027-03-15',
      '2027-03-31',
      '2027-03-31',
    ],
  ])('%s with %j: closing %s, payment %s, due %s', (date, terms, closing, nominal, due) => {
    expect(paymentDue(date, terms, rules)).toEqual({
      closing,
      nominal,
      due,
      moved: nominal !== due,
    });
  });
});
