import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';
import type { Language } from '../../lib/i18n/types';
import { addBusinessDays, countBusinessDays, type DaysOffRules } from './businessCalendar';
import { CoverageNotes } from './CoverageNotes';
import { formatDay } from './formatDay';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
/** Periods longer than this are a typing mistake, and would take long to walk. */
const MAX_PERIOD_DAYS = 366 * 20;

interface PanelProps {
  rules: DaysOffRules;
  language: Language;
  t: TFunction;
  leftForTheApp: (value: string) => string;
}

export function AddDaysPanel({
  start,
  count,
  onStart,
  onCount,
  rules,
  language,
  t,
  leftForTheApp,
}: PanelProps & {
  start: string;
  count: string;
  onStart: (value: string) => void;
  onCount: (value: string) => void;
}) {
  const days = /^\s*[-−]?\d{1,3}\s*$/.test(count) ? Number(count.trim().replace('−', '-')) : null;
  const result = isDate(start) && days !== null ? addBusinessDays(start, days, rules) : undefined;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="business-days-add">
      <h2 id="business-days-add" className="text-lg font-semibold">
        {t('add_heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('add_start')} error={isDate(start) ? null : t('date_invalid')}>
          {({ id, describedBy }) => (
            <input
              id={id}
              type="date"
              className="input dark:[color-scheme:dark]"
              aria-describedby={describedBy}
              value={leftForTheApp(start)}
              onChange={(event) => onStart(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t('add_count')}
          hint={t('add_count_hint')}
          error={days === null ? t('add_count_invalid') : null}
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              inputMode="numeric"
              className={`input ${invalid ? 'input-invalid' : ''}`}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              value={count}
              onChange={(event) => onCount(event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div aria-live="polite" className="flex flex-col gap-1">
        {result === null && <p className="alert-error">{t('no_business_day')}</p>}
        {result && days !== null && (
          <>
            <p>
              {days === 0
                ? t('add_result_same')
                : t(days > 0 ? 'add_result_after' : 'add_result_before', {
                    start: formatDay(start, language),
                    count: Math.abs(days),
                  })}
            </p>
            <p className="text-2xl font-bold" data-testid="business-days-add-result">
              {leftForTheApp(formatDay(result, language))}
            </p>
            <p className="muted text-sm">{t('add_rule')}</p>
            <CoverageNotes dates={[start, result]} t={t} />
          </>
        )}
      </div>
    </section>
  );
}

export function CountPanel({
  from,
  to,
  onFrom,
  onTo,
  rules,
  language,
  t,
  leftForTheApp,
}: PanelProps & {
  from: string;
  to: string;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
}) {
  const valid = isDate(from) && isDate(to);
  const tooLong =
    valid && Math.abs(Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_PERIOD_DAYS;
  const count = valid && !tooLong ? countBusinessDays(from, to, rules) : null;
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="business-days-count">
      <h2 id="business-days-count" className="text-lg font-semibold">
        {t('count_heading')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['count_from', from, onFrom],
            ['count_to', to, onTo],
          ] as const
        ).map(([label, value, onChange]) => (
          <FormField key={label} label={t(label)} error={isDate(value) ? null : t('date_invalid')}>
            {({ id, describedBy }) => (
              <input
                id={id}
                type="date"
                className="input dark:[color-scheme:dark]"
                aria-describedby={describedBy}
                value={leftForTheApp(value)}
                onChange={(event) => onChange(event.target.value)}
              />
            )}
          </FormField>
        ))}
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {tooLong && <p className="alert-error">{t('count_too_long')}</p>}
        {count && (
          <>
            <p>
              <span className="label mr-2">{t('count_result')}</span>
              <span className="text-2xl font-bold" data-testid="business-days-count-result">
                {leftForTheApp(t('count_days', { count: count.businessDays }))}
              </span>
            </p>
            <p className="muted text-sm">
              {t('count_breakdown', {
                calendar: count.calendarDays,
                weekend: count.weekendDays,
                holiday: count.holidayDays,
                yearEnd: count.yearEndDays,
                own: count.ownDays,
              })}
            </p>
            {rules.holidays && (
              <div>
                <h3 className="label">{t('count_holidays')}</h3>
                {count.holidays.length === 0 ? (
                  <p className="muted text-sm">{t('count_no_holidays')}</p>
                ) : (
                  <ul className="text-sm">
                    {count.holidays.slice(0, 60).map((holiday) => (
                      <li key={holiday.date}>
                        {formatDay(holiday.date, language)}{' '}
                        {language === 'ja' ? holiday.name : holiday.nameEn}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            <CoverageNotes dates={[from, to]} t={t} />
          </>
        )}
      </div>
    </section>
  );
}
