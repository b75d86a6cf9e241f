import { useState, type FormEvent } from 'react';
import { useToolTranslation } from '../../lib/i18n/toolLocales';
import { locales } from './locales';
import { optionInstant } from './optionTime';

export function AddOptionForm({
  onAdd,
}: {
  onAdd: (dateTime: Date, label: string) => Promise<boolean>;
}) {
  const { t } = useToolTranslation('schedule-share', locales);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [label, setLabel] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const instant = optionInstant(date, time);
    setInvalid(instant === null);
    if (!instant) return;
    if (await onAdd(instant, label)) {
      setTime('');
      setLabel('');
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-wrap items-end gap-3"
      noValidate
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="option-date" className="label">
          {t('detail.date')}
        </label>
        <input
          id="option-date"
          type="date"
          className="input"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          required
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="option-time" className="label">
          {t('detail.time')}
        </label>
        <input
          id="option-time"
          type="time"
          className="input"
          value={time}
          onChange={(e) => setTime(e.target.value)}
          required
        />
      </div>
      <div className="flex min-w-40 flex-1 flex-col gap-1">
        <label htmlFor="option-label" className="label">
          {t('detail.label')}
        </label>
        <input
          id="option-label"
          className="input"
          value={label}
          maxLength={100}
          placeholder={t('detail.label_placeholder')}
          onChange={(e) => setLabel(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={date === '' || time === ''}>
        {t('detail.add_option')}
      </button>
      {invalid && (
        <p role="alert" className="w-full text-sm text-red-700 dark:text-red-300">
          {t('detail.option_needs_date_time')}
        </p>
      )}
    </form>
  );
}
