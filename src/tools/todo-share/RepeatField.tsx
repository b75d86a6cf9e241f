import { useState } from 'react';
import { currentLanguage } from '../../lib/i18n';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { daysInMonth } from '../../lib/repeats/civilDate';
import { upcomingDueDates } from '../../lib/repeats/nextOccurrence';
import { REPEAT_PRESETS, presetRepeatRule } from '../../lib/repeats/repeatPresets';
import {
  MAX_REPEAT_INTERVAL,
  sortWeekdays,
  WEEKDAYS,
  type RepeatKind,
  type RepeatRule,
} from '../../lib/repeats/repeatRule';
import { serializeRepeatRule } from '../../lib/repeats/repeatText';
import { readRepeatRule } from './readRepeatRule';
import { describeRepeatRule, REPEAT_WORDS } from '../../lib/repeats/repeatWords';
import { EN_MONTH_NAMES } from '../../lib/monthNames';
import { formatDueDate } from './dueDate';
import { locales } from './locales';

interface Props {
  baseId: string;
  /** The stored form ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** The task's due date, or today in Japan: what a one-tap choice takes its day from. */
  dueOrToday: string;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const days = (last: number) => Array.from({ length: last }, (_, i) => i + 1);

/**
 * To Do's 繰り返し: a one-tap choice (毎日, 平日, 毎週, 毎月, 毎年) taken from the due date, then
 * its details: every n days / weeks / months / years, the days of the week, the day of the
 * month or 末日, the date of the year. Every control is a native one (keyboard and screen
 * readers as usual); the rule is shown in words with the next due dates it gives.
 */
export function RepeatField({ baseId, value, onChange, dueOrToday }: Props) {
  const { t, i18n } = useToolTranslation('todo-share', locales);
  const language = currentLanguage(i18n.resolvedLanguage);
  const words = REPEAT_WORDS[language];
  const rule = readRepeatRule(value);
  const set = (next: RepeatRule) => onChange(serializeRepeatRule(next));
  const id = (part: string) => `${baseId}-repeat-${part}`;

  const chooseKind = (kind: RepeatKind | '') =>
    kind === '' ? onChange('') : set(presetRepeatRule(kind, dueOrToday));

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id('kind')} className="label">
        {t('repeat.label')}
      </label>
      <select
        id={id('kind')}
        className="input self-start"
        value={rule?.kind ?? ''}
        onChange={(event) => chooseKind(event.target.value as RepeatKind | '')}
      >
        <option value="">{t('repeat.none')}</option>
        {REPEAT_PRESETS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`repeat.${kind}`)}
          </option>
        ))}
      </select>
      {rule && rule.kind !== 'weekdays' && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id('interval')} className="label">
            {t('repeat.interval')}
          </label>
          <IntervalInput
            id={id('interval')}
            interval={rule.interval}
            onChange={(interval) => set({ ...rule, interval })}
          />
          <span>{t(`repeat.unit_${rule.kind}`)}</span>
        </div>
      )}
      {rule?.kind === 'weekly' && (
        <fieldset className="flex flex-wrap gap-x-3 gap-y-1">
          <legend className="label">{t('repeat.days')}</legend>
          {WEEKDAYS.map((day) => {
            const chosen = rule.days.includes(day);
            return (
              <label key={day} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={chosen}
                  // A weekly repeat needs a day: the last one chosen stays.
                  disabled={chosen && rule.days.length === 1}
                  onChange={() =>
                    set({
                      ...rule,
                      days: sortWeekdays(
                        chosen ? rule.days.filter((d) => d !== day) : [...rule.days, day],
                      ),
                    })
                  }
                />
                {words.weekday[day]}
              </label>
            );
          })}
        </fieldset>
      )}
      {rule?.kind === 'monthly' && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id('month-day')} className="label">
            {t('repeat.month_day')}
          </label>
          <select
            id={id('month-day')}
            className="input"
            value={String(rule.day)}
            onChange={(event) =>
              set({
                ...rule,
                day: event.target.value === 'last' ? 'last' : Number(event.target.value),
              })
            }
          >
            {days(31).map((day) => (
              <option key={day} value={day}>
                {t('repeat.day_of_month', { day })}
              </option>
            ))}
            <option value="last">{t('repeat.last_day')}</option>
          </select>
        </div>
      )}
      {rule?.kind === 'yearly' && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id('month')} className="label">
            {t('repeat.month')}
          </label>
          <select
            id={id('month')}
            className="input"
            value={rule.month}
            onChange={(event) => {
              const month = Number(event.target.value);
              set({ ...rule, month, day: Math.min(rule.day, daysInMonth(2000, month)) });
            }}
          >
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {t('repeat.month_of_year', {
                  month: language === 'en' ? EN_MONTH_NAMES[month - 1] : month,
                })}
              </option>
            ))}
          </select>
          <label htmlFor={id('year-day')} className="label">
            {t('repeat.month_day')}
          </label>
          <select
            id={id('year-day')}
            className="input"
            value={rule.day}
            onChange={(event) => set({ ...rule, day: Number(event.target.value) })}
          >
            {days(daysInMonth(2000, rule.month)).map((day) => (
              <option key={day} value={day}>
                {t('repeat.day_of_month', { day })}
              </option>
            ))}
          </select>
        </div>
      )}
      {rule && (
        <p className="muted text-sm" aria-live="polite" data-testid="repeat-preview">
          {t('repeat.shown', { rule: describeRepeatRule(rule, language) })}
          <span className="block">
            {t('repeat.upcoming', {
              dates: upcomingDueDates(rule, dueOrToday, 3)
                .map((date) => formatDueDate(date, language))
                .join(language === 'ja' ? '、' : '; '),
            })}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Every n: the field keeps what is typed (it may be empty for a moment while the user types
 * another number); only a whole number from 1 to 99 changes the rule, and leaving the field
 * shows the rule's number again.
 */
function IntervalInput({
  id,
  interval,
  onChange,
}: {
  id: string;
  interval: number;
  onChange: (interval: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      className="input w-20"
      min={1}
      max={MAX_REPEAT_INTERVAL}
      value={text ?? String(interval)}
      onChange={(event) => {
        setText(event.target.value);
        const typed = Number(event.target.value);
        if (
          event.target.value !== '' &&
          Number.isInteger(typed) &&
          typed >= 1 &&
          typed <= MAX_REPEAT_INTERVAL
        )
          onChange(typed);
      }}
      onBlur={() => setText(null)}
    />
  );
}
