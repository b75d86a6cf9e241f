import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import {
  EMPTY_OPTION_FIELDS,
  fieldsToOption,
  OPTION_KIND_CHOICES,
  type OptionFieldProblem,
  type OptionFields,
} from './optionFields';
import type { NewOption } from './schedules';

/** One candidate: a time (with an optional end), a date with a part of the day, or text. */
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
  const [problem, setProblem] = useState<OptionFieldProblem | null>(null);
  const set = (changes: Partial<OptionFields>) =>
    setFields((current) => ({ ...current, ...changes }));
  const timed = fields.kind === 'time';
  const text = fields.kind === 'text';
  const ready = text
    ? fields.label.trim() !== ''
    : fields.date !== '' && (!timed || fields.time !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const option = fieldsToOption(fields);
    if (typeof option === 'string') {
      setProblem(option);
      return;
    }
    setProblem(null);
    if ((await onSubmit(option)) && !onCancel)
      set({ time: '', endTime: '', endsNextDay: false, label: '' });
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
      <div className="flex flex-col gap-1">
        <label htmlFor={`${idPrefix}-kind`} className="label">
          {t('detail.kind')}
        </label>
        <select
          id={`${idPrefix}-kind`}
          className="input"
          value={fields.kind}
          onChange={(e) => set({ kind: e.target.value as OptionFields['kind'] })}
        >
          {OPTION_KIND_CHOICES.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {!text && field('date', t('detail.date'), 'date')}
      {timed && field('time', t('detail.time'), 'time')}
      {timed && field('endTime', t('detail.end_time'), 'time')}
      {timed && (
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={fields.endsNextDay}
            onChange={(e) => set({ endsNextDay: e.target.checked })}
          />
          {t('detail.ends_next_day')}
        </label>
      )}
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor={`${idPrefix}-label`} className="label">
          {text ? t('detail.text') : t('detail.label')}
        </label>
        <input
          id={`${idPrefix}-label`}
          className="input"
          value={fields.label}
          maxLength={100}
          placeholder={text ? t('detail.text_placeholder') : t('detail.label_placeholder')}
          onChange={(e) => set({ label: e.target.value })}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={!ready}>
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
          {t(`detail.problem.${problem}`)}
        </p>
      )}
    </form>
  );
}
