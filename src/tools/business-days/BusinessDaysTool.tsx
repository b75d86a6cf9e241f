import { useMemo } from 'react';
import { addDays, tokyoDateString } from '../../lib/dates';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { useHolidayCalendar } from '../../lib/japaneseCalendar/useHolidayCalendar';
import { useFirstLookNow, useLeftForTheApp } from '../../lib/leftForTheApp';
import { useToolState } from '../../lib/useToolState';
import type { DaysOffRules } from './businessCalendar';
import { AddDaysPanel, CountPanel } from './DateResultPanels';
import { DaysOffSettings, type DaysOffDraft } from './DaysOffSettings';
import { locales } from './locales';
import { parseDaysOff } from './parseDaysOff';
import { PaymentPanel, type PaymentDraft } from './PaymentPanel';

export default function BusinessDaysTool() {
  const { t, i18n } = useToolTranslation('business-days', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const now = useFirstLookNow();
  const leftForTheApp = useLeftForTheApp();
  const today = tokyoDateString(now());
  // The days off are the company's: kept in this browser, not put in links.
  const [settings, keepSettings] = useToolState(
    'business-days',
    { weekdays: '06', holidays: true, yearEnd: true, ownDaysOff: '' } as DaysOffDraft,
    [],
  );
  const [dates, keepDates] = useToolState(
    'business-days-dates',
    {
      start: today,
      count: '10',
      from: today,
      to: addDays(today, 30),
      date: today,
      closingDay: 'end',
      monthsLater: '1',
      paymentDay: 'end',
      shift: 'previous',
    },
    ['start', 'count', 'from', 'to', 'date', 'closingDay', 'monthsLater', 'paymentDay', 'shift'],
  );
  const calendar = useHolidayCalendar();
  const ownDays = useMemo(() => parseDaysOff(settings.ownDaysOff), [settings.ownDaysOff]);
  const rules: DaysOffRules = useMemo(
    () => ({
      weekdays: new Set(settings.weekdays.split('').map(Number)),
      holidays: settings.holidays ? calendar : null,
      yearEnd: settings.yearEnd,
      ownDaysOff: ownDays.dates,
    }),
    [settings.weekdays, settings.holidays, settings.yearEnd, calendar, ownDays.dates],
  );
  const waiting = settings.holidays && calendar === null;
  const panelProps = { rules, language, t, leftForTheApp };
  const payment: PaymentDraft = dates;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <DaysOffSettings
        draft={settings}
        onChange={(draft) => keepSettings(draft)}
        badLines={ownDays.badLines}
        t={t}
      />
      <div className="flex flex-col gap-6">
        {waiting ? (
          <p role="status" className="panel">
            {t('holidays_loading')}
          </p>
        ) : (
          <>
            <AddDaysPanel
              start={dates.start}
              count={dates.count}
              onStart={(start) => keepDates({ start })}
              onCount={(count) => keepDates({ count })}
              {...panelProps}
            />
            <CountPanel
              from={dates.from}
              to={dates.to}
              onFrom={(from) => keepDates({ from })}
              onTo={(to) => keepDates({ to })}
              {...panelProps}
            />
            <PaymentPanel draft={payment} onChange={(draft) => keepDates(draft)} {...panelProps} />
          </>
        )}
      </div>
    </div>
  );
}
