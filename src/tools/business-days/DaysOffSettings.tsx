import type { TFunction } from 'i18next';
import { FormField } from '../../components/FormField';

// A type, not an interface: tool state needs its implicit index signature.
export type DaysOffDraft = {
  /** Weekday numbers off, as digits: '06' is Sunday and Saturday. */
  weekdays: string;
  holidays: boolean;
  yearEnd: boolean;
  ownDaysOff: string;
};

interface Props {
  draft: DaysOffDraft;
  onChange: (draft: DaysOffDraft) => void;
  badLines: number[];
  t: TFunction;
}

/** Which days are off: weekdays, holidays, 年末年始 and the company's own list. */
export function DaysOffSettings({ draft, onChange, badLines, t }: Props) {
  const names = t('weekday_names', { returnObjects: true }) as string[];
  const toggleWeekday = (day: number) => {
    const days = new Set(draft.weekdays.split('').map(Number));
    if (days.has(day)) days.delete(day);
    else days.add(day);
    onChange({ ...draft, weekdays: [...days].sort().join('') });
  };
  return (
    <section className="panel flex flex-col gap-4" aria-labelledby="business-days-settings">
      <h2 id="business-days-settings" className="text-lg font-semibold">
        {t('settings_heading')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="label mb-1">{t('weekdays_legend')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {names.map((name, day) => (
            <label key={name} className="flex items-center gap-1.5">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={draft.weekdays.includes(String(day))}
                onChange={() => toggleWeekday(day)}
              />
              {name}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={draft.holidays}
          onChange={(event) => onChange({ ...draft, holidays: event.target.checked })}
        />
        {t('holidays_label')}
      </label>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={draft.yearEnd}
          onChange={(event) => onChange({ ...draft, yearEnd: event.target.checked })}
        />
        {t('year_end_label')}
      </label>
      <FormField
        label={t('own_days_label')}
        hint={t('own_days_hint')}
        error={badLines.length > 0 ? t('own_days_bad_lines', { lines: badLines.join('・') }) : null}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            className={`input h-28 w-full resize-y ${invalid ? 'input-invalid' : ''}`}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={draft.ownDaysOff}
            onChange={(event) => onChange({ ...draft, ownDaysOff: event.target.value })}
          />
        )}
      </FormField>
    </section>
  );
}
