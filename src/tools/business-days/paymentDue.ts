/**
 * 支払期日 as Japanese invoices state it: 「月末締め翌月末払い」「20日締め翌月10日払い」. A
 * transaction is billed at its closing day (締め日), and paid on the payment day of the month
 * after (or the same month, or two months after); a payment day that is not a business day
 * moves to the previous business day (the usual 前営業日) or the next one.
 */
import { addBusinessDays, isBusinessDay, type DaysOffRules } from './businessCalendar';

/** A day of the month: 1–28, or 'end' for the last day (月末). */
export type MonthDay = number | 'end';

export interface PaymentTerms {
  closingDay: MonthDay;
  /** 0: 当月, 1: 翌月, 2: 翌々月, 3: 3か月後 (counted from the closing month). */
  monthsLater: number;
  paymentDay: MonthDay;
  /** Where a payment day that is not a business day goes. */
  shift: 'previous' | 'next' | 'none';
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date of `day` in the month (a day past the month's end is its last day: 31日 → 30日). */
function dayInMonth(year: number, month: number, day: MonthDay): string {
  const last = lastDayOfMonth(year, month);
  const value = day === 'end' ? last : Math.min(day, last);
  return `${year}-${pad(month)}-${pad(value)}`;
}

function addMonths(year: number, month: number, months: number): [number, number] {
  const index = year * 12 + (month - 1) + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

export interface PaymentDue {
  /** The closing day the transaction is billed at. */
  closing: string;
  /** The payment day as the terms name it. */
  nominal: string;
  /** The day to pay: `nominal`, or the business day it moved to. */
  due: string;
  moved: boolean;
}

/** The closing day and payment day of a transaction on `date`, or null if no business day is found. */
export function paymentDue(
  date: string,
  terms: PaymentTerms,
  rules: DaysOffRules,
): PaymentDue | null {
  const [year = 0, month = 1] = date.split('-').map(Number);
  let closing = dayInMonth(year, month, terms.closingDay);
  // A transaction after this month's closing day is billed at next month's.
  if (date > closing) {
    const [nextYear, nextMonth] = addMonths(year, month, 1);
    closing = dayInMonth(nextYear, nextMonth, terms.closingDay);
  }
  const [closingYear = 0, closingMonth = 1] = closing.split('-').map(Number);
  const [payYear, payMonth] = addMonths(closingYear, closingMonth, terms.monthsLater);
  const nominal = dayInMonth(payYear, payMonth, terms.paymentDay);
  if (terms.shift === 'none' || isBusinessDay(nominal, rules)) {
    return { closing, nominal, due: nominal, moved: false };
  }
  const due = addBusinessDays(nominal, terms.shift === 'previous' ? -1 : 1, rules);
  return due === null ? null : { closing, nominal, due, moved: true };
}
