import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import type { Language } from '../../lib/i18n/types';
import { dayOffReason, type DaysOffRules } from './businessCalendar';
import { CoverageNotes } from './CoverageNotes';
import { dayOffText } from './dayOffText';
import { formatDay } from './formatDay';
import { paymentDue, type MonthDay, type PaymentTerms } from './paymentDue';

/** The terms as kept in the tool's state: plain strings. */
// A type, not an interface: tool state needs its implicit index signature.
export type PaymentDraft = {
  date: string;
  closingDay: string;
  monthsLater: string;
  paymentDay: string;
  shift: string;
};

const DAYS = ['5', '10', '15', '20', '25', 'end'] as const;
const SHIFTS = ['previous', 'next', 'none'] as const;

function monthDay(value: string): MonthDay {
  return value === 'end' ? 'end' : Number(value);
}

export function termsOf(draft: PaymentDraft): PaymentTerms {
  return {
    closingDay: monthDay(draft.closingDay),
    monthsLater: Number(draft.monthsLater),
    paymentDay: monthDay(draft.paymentDay),
    shift: SHIFTS.find((shift) => shift === draft.shift) ?? 'previous',
  };
}

export function PaymentPanel({
  draft,
  onChange,
  rules,
  language,
  t,
  leftForTheApp,
}: {
  draft: PaymentDraft;
  onChange: (draft: PaymentDraft) => void;
  rules: DaysOffRules;
  language: Language;
  t: TFunction;
  leftForTheApp: (value: string) => string;
}) {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(draft.date);
  const terms = termsOf(draft);
  const result = valid ? paymentDue(draft.date, terms, rules) : null;
  const dayName = (value: string) => (value === 'end' ? t('day_end') : t('day_n', { day: value }));
  const months = t('months', { returnObjects: true }) as string[];
  const select = (
    key: 'closingDay' | 'monthsLater' | 'paymentDay' | 'shift',
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <FormField label={label}>
      {({ id }) => (
        <select
          id={id}
          className="input"
          value={draft[key]}
          onChange={(event) => onChange({ ...draft, [key]: event.target.value })}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const reason = result?.nominal ? dayOffReason(result.nominal, rules) : null;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="business-days-payment">
      <h2 id="business-days-payment" className="text-lg font-semibold">
        {t('payment_heading')}
      </h2>
      <FormField label={t('payment_date')} error={valid ? null : t('date_invalid')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            type="date"
            className="input dark:[color-scheme:dark] sm:max-w-xs"
            aria-describedby={describedBy}
            value={leftForTheApp(draft.date)}
            onChange={(event) => onChange({ ...draft, date: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {select(
          'closingDay',
          t('payment_closing'),
          DAYS.map((day) => [day, dayName(day)]),
        )}
        {select(
          'monthsLater',
          t('payment_month'),
          months.map((text, index) => [String(index), text]),
        )}
        {select(
          'paymentDay',
          t('payment_day'),
          DAYS.map((day) => [day, dayName(day)]),
        )}
        {select(
          'shift',
          t('payment_shift'),
          SHIFTS.map((shift) => [shift, t(`shift_${shift}`)]),
        )}
      </div>
      <p className="muted text-sm">
        {t('payment_terms', {
          closing: dayName(draft.closingDay),
          month: months[Number(draft.monthsLater)] ?? '',
          payment: dayName(draft.paymentDay),
        })}
      </p>
      <div aria-live="polite" className="flex flex-col gap-1">
        {valid && result === null && <p className="alert-error">{t('no_business_day')}</p>}
        {result && (
          <>
            <p>
              <span className="label mr-2">{t('payment_closing_result')}</span>
              {leftForTheApp(formatDay(result.closing, language))}
            </p>
            <p>
              <span className="label mr-2">{t('payment_due_result')}</span>
              <span className="text-2xl font-bold" data-testid="business-days-payment-result">
                {leftForTheApp(formatDay(result.due, language))}
              </span>
            </p>
            {reason && (
              <p className="text-sm">
                {result.moved
                  ? t('payment_moved', {
                      nominal: formatDay(result.nominal, language),
                      reason: dayOffText(reason, language, t),
                      direction: t(
                        terms.shift === 'next' ? 'payment_moved_next' : 'payment_moved_previous',
                      ),
                    })
                  : t('payment_not_moved', {
                      nominal: formatDay(result.nominal, language),
                      reason: dayOffText(reason, language, t),
                    })}
              </p>
            )}
            <CoverageNotes dates={[result.nominal, result.due]} t={t} />
          </>
        )}
      </div>
    </section>
  );
}
