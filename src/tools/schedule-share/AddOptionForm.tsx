import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { optionInstant } from './optionTime';
import type { NewOption } from './schedules';

export interface OptionFields {
  date: string;
  time: string;
  endTime: string;
  label: string;
}

export const EMPTY_OPTION_FIELDS: OptionFields = { date: '', time: '', endTime: '', label: '' };

/** The fields as a candidate, or the reason they are not one yet. */
export function fieldsToOption(
  fields: OptionFields,
): NewOption | 'needs_date_time' | 'end_before_start' {
  const start = optionInstant(fields.date, fields.time);
  if (!start) return 'needs_date_time';
  const end = fields.endTime === '' ? null : optionInstant(fields.date, fields.endTime);
  if (fields.endTime !== '' && (!end || end <= start)) return 'end_before_start';
  return { start, end, label: fields.label };
}

/** Date, start, optional end and a note: adding or changing a single candidate. */
export function AddOptionForm({
  idPrefix = 'option',
  initial = EMPTY_OPTION_FIELDS,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  idPrefix?: string;
  initial?: OptionFields;
  submitLabel?: string;
  onSubmit: (option: NewOption) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [fields, setFields] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (changes: Partial<OptionFields>) =>
    setFields((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const option = fieldsToOption(fields);
    if (typeof option === 'string') {
      setProblem(option);
      return;
    }
    setProblem(null);
    if ((await onSubmit(option)) && !onCancel) set({ time: '', endTime: '', label: '' });
  };

  const field = (key: 'date' | 'time' | 'endTime', label: string, type: 'date' | 'time') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${idPrefix}-${key}`} className="label">
        {label}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        type={type}
        className="input"
        value={fields[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        required={key !== 'endTime'}
      />
    </div>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-wrap items-end gap-3"
      noValidate
    >
      {field('date', t('detail.date'), 'date')}
      {field('time', t('detail.time'), 'time')}
      {field('endTime', t('detail.end_time'), 'time')}
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor={`${idPrefix}-label`} className="label">
          {t('detail.label')}
        </label>
        <input
          id={`${idPrefix}-label`}
          className="input"
          value={fields.label}
          maxLength={100}
          placeholder={t('detail.label_placeholder')}
          onChange={(e) => set({ label: e.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={fields.date === '' || fields.time === ''}
        >
          {submitLabel ?? t('detail.add_option')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {t('common:cancel')}
          </button>
        )}
      </div>
      {problem && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {problem === 'needs_date_time'
            ? t('detail.option_needs_date_time')
            : t('detail.end_before_start')}
        </p>
      )}
    </form>
  );
}
