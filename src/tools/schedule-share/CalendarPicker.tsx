import { useState, type FormEvent } from 'react';
import { tokyoDateString } from '../../lib/dates';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { monthWeeks, shiftMonth, slotOptions, type TimeSlot } from './calendarMonth';
import { locales } from './locales';
import type { NewOption } from './schedules';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';

const dayLabel = (date: string, language: 'ja' | 'en') =>
  new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'UTC',
    month: language === 'ja' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(new Date(`${date}T00:00:00Z`));

/** Rallly's way: pick several days on a month calendar, give them all the same time slots. */
export function CalendarPicker({
  language,
  onAdd,
}: {
  language: 'ja' | 'en';
  onAdd: (options: NewOption[]) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const today = tokyoDateString();
  const [view, setView] = useState(() => ({ year: +today.slice(0, 4), month: +today.slice(5, 7) }));
  const [days, setDays] = useState<string[]>([]);
  const [slots, setSlots] = useState<TimeSlot[]>([{ start: '10:00', end: '11:00' }]);
  const [label, setLabel] = useState('');
  const options = slotOptions(days, slots, label);
  const weekdays = t('calendar.weekdays').split(',');
  const monthTitle = new Intl.DateTimeFormat(language === 'ja' ? 'ja-JP' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
  }).format(new Date(Date.UTC(view.year, view.month - 1, 1)));

  const toggle = (date: string) =>
    setDays((current) =>
      current.includes(date) ? current.filter((d) => d !== date) : [...current, date],
    );
  const setSlot = (index: number, changes: Partial<TimeSlot>) =>
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...changes } : slot)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (options.length > 0 && (await onAdd(options))) setDays([]);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2 sm:max-w-sm">
        <div className="flex items-center justify-between gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setView((v) => shiftMonth(v.year, v.month, -1))}
          >
            <ChevronLeft className="h-4 w-4 shrink-0" />
            {t('calendar.previous')}
          </button>
          <h4 className="font-semibold" aria-live="polite">
            {monthTitle}
          </h4>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setView((v) => shiftMonth(v.year, v.month, 1))}
          >
            {t('calendar.next')}
            <ChevronRight className="h-4 w-4 shrink-0" />
          </button>
        </div>
        <table className="w-full table-fixed border-collapse text-center text-sm">
          <caption className="sr-only">{t('calendar.caption', { month: monthTitle })}</caption>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday} scope="col" className="muted py-1 text-xs font-normal">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(view.year, view.month).map((week, row) => (
              <tr key={row}>
                {week.map((date, column) => (
                  <td key={date ?? `empty-${column}`} className="p-0.5">
                    {date && (
                      <button
                        type="button"
                        aria-pressed={days.includes(date)}
                        aria-label={dayLabel(date, language)}
                        disabled={date < today}
                        onClick={() => toggle(date)}
                        className={`h-10 w-full rounded-md border text-sm disabled:opacity-40 ${days.includes(date) ? 'border-blue-700 bg-blue-700 text-white dark:border-blue-300 dark:bg-blue-300 dark:text-gray-900' : 'border-gray-300 bg-white text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100'}`}
                      >
                        {Number(date.slice(8))}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="label">{t('calendar.slots')}</legend>
        {slots.map((slot, index) => (
          <div key={index} className="flex flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-sm">
              {t('calendar.slot_start', { n: index + 1 })}
              <input
                type="time"
                className="input"
                value={slot.start}
                onChange={(e) => setSlot(index, { start: e.target.value })}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('calendar.slot_end', { n: index + 1 })}
              <input
                type="time"
                className="input"
                value={slot.end}
                onChange={(e) => setSlot(index, { end: e.target.value })}
              />
            </label>
            {slots.length > 1 && (
              <button
                type="button"
                className="btn btn-ghost text-sm"
                onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}
              >
                {t('calendar.remove_slot', { n: index + 1 })}
              </button>
            )}
          </div>
        ))}
        <button
          type="button"
          className="btn btn-secondary self-start text-sm"
          onClick={() => setSlots((current) => [...current, { start: '', end: '' }])}
        >
          {t('calendar.add_slot')}
        </button>
      </fieldset>
      <div className="flex flex-col gap-1 sm:max-w-sm">
        <label htmlFor="calendar-label" className="label">
          {t('detail.label')}
        </label>
        <input
          id="calendar-label"
          className="input"
          value={label}
          maxLength={100}
          placeholder={t('detail.label_placeholder')}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary self-start" disabled={options.length === 0}>
        {options.length === 0
          ? t('calendar.add_none')
          : t('calendar.add', { days: days.length, count: options.length })}
      </button>
    </form>
  );
}
