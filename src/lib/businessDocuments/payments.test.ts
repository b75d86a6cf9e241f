import { describe, expect, it } from 'vitest';
import { daysOverdue, parsePaymentAmount, paymentStatus, type Payment } from './payments';

const paid = (amount: number, paidOn = '2026-12-20'): Payment => ({
  id: `${amount}-${paidOn}`,
  documentId: 'd',
  paidOn,
  amount,
  note: '',
});

describe('paymentStatus', () => {
  it.each([
    [220000, [], 'unpaid', 0, 220000, null],
    [220000, [paid(100000)], 'partial', 100000, 120000, '2026-12-20'],
    [
      220000,
      [paid(100000, '2026-12-31'), paid(120000, '2026-12-20')],
      'paid',
      220000,
      0,
      '2026-12-31',
    ],
    // An overpayment is paid, with nothing left (not a negative remainder).
    [220000, [paid(230000)], 'paid', 230000, 0, '2026-12-20'],
  ] as const)('%d with %j: %s', (amount, payments, state, sum, remaining, last) => {
    expect(paymentStatus(amount, payments)).toEqual({
      state,
      paid: sum,
      remaining,
      lastPaidOn: last,
    });
  });
});

describe('parsePaymentAmount', () => {
  it.each([
    ['120000', 120000],
    ['120,000', 120000],
    ['１２０，０００円', 120000],
    ['￥120,000', 120000],
    ['0', null],
    ['-5', null],
    ['12.5', null],
    ['', null],
    ['abc', null],
  ])('%s → %s', (text, amount) => {
    expect(parsePaymentAmount(text)).toBe(amount);
  });
});

describe('daysOverdue', () => {
  it.each([
    ['2026-12-31', '2026-12-31', 0],
    ['2026-12-31', '2026-12-30', 0],
    ['2026-12-31', '2027-01-01', 1],
    ['2026-02-28', '2026-03-01', 1],
    ['2024-02-28', '2024-03-01', 2],
    ['not a date', '2026-12-31', 0],
  ])('due %s, today %s: %d', (due, today, days) => {
    expect(daysOverdue(due, today)).toBe(days);
  });
});
